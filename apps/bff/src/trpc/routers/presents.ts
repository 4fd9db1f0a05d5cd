import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import {
  claimedPresentSchema,
  claimPresentRequestSchema,
  declinedPresentSchema,
  declinePresentRequestSchema,
  idempotencyKeySchema,
  openPresentRequestSchema,
  receivedPresentSchema,
  sendPresentRequestSchema,
  sentPresentListQuerySchema,
  sentPresentPageSchema,
  sentPresentResultSchema,
  sentPresentSchema,
} from '@kado/shared/schemas';

import { limitPerHour } from '../rate-limit.js';
import { authedProcedure, publicProcedure, verifiedProcedure, walletToken } from '../trpc.js';

/**
 * Per client address, whoever is signed in (PRODUCT.md §10): the wallet locks a link after 5 wrong
 * passcodes, and these bound how many links and passcodes one address may try in an hour.
 */
export const PRESENT_OPENS_PER_ADDRESS_PER_HOUR = 120;
export const PRESENT_ANSWERS_PER_ADDRESS_PER_HOUR = 30;

/**
 * Giving a gift (PRODUCT.md §10). The sender's side needs a session (sending, like any exchange, a
 * verified phone); the recipient opens and declines without one and claims signed in. The link's
 * token travels only in request bodies.
 */
export const presentsRouter = {
  /** The browser makes one idempotency key per attempt, so a retried send spends points once. */
  send: verifiedProcedure
    .input(sendPresentRequestSchema.extend({ idempotencyKey: idempotencyKeySchema }))
    .mutation(async ({ ctx, input: { idempotencyKey, ...body } }) =>
      ctx.services.wallet.request(sentPresentResultSchema, '/sent-gifts', {
        method: 'POST',
        accessToken: await walletToken(ctx),
        query: { locale: ctx.locale },
        body,
        idempotencyKey,
      }),
    ),

  sent: authedProcedure
    .input(sentPresentListQuerySchema.prefault({}))
    .query(async ({ ctx, input }) =>
      ctx.services.wallet.request(sentPresentPageSchema, '/sent-gifts', {
        accessToken: await walletToken(ctx),
        query: input,
      }),
    ),

  cancel: authedProcedure
    .input(z.object({ id: z.uuid() }).strict())
    .mutation(async ({ ctx, input }) =>
      ctx.services.wallet.request(
        sentPresentSchema,
        `/sent-gifts/${encodeURIComponent(input.id)}/cancel`,
        { method: 'POST', accessToken: await walletToken(ctx) },
      ),
    ),

  /** A mutation, not a query: the token stays out of URLs, and the first open tells the sender. */
  open: publicProcedure.input(openPresentRequestSchema).mutation(async ({ ctx, input }) => {
    await limitPerHour(
      ctx.services,
      `present-open-ip:${ctx.req.ip}`,
      PRESENT_OPENS_PER_ADDRESS_PER_HOUR,
    );
    return ctx.services.wallet.request(receivedPresentSchema, '/received-gifts/open', {
      method: 'POST',
      query: { locale: ctx.locale },
      body: input,
    });
  }),

  /** Claiming needs an account (no verified phone: receiving spends no points). */
  claim: authedProcedure.input(claimPresentRequestSchema).mutation(async ({ ctx, input }) => {
    await limitPerHour(
      ctx.services,
      `present-answer-ip:${ctx.req.ip}`,
      PRESENT_ANSWERS_PER_ADDRESS_PER_HOUR,
    );
    return ctx.services.wallet.request(claimedPresentSchema, '/received-gifts/claim', {
      method: 'POST',
      accessToken: await walletToken(ctx),
      body: input,
    });
  }),

  decline: publicProcedure.input(declinePresentRequestSchema).mutation(async ({ ctx, input }) => {
    await limitPerHour(
      ctx.services,
      `present-answer-ip:${ctx.req.ip}`,
      PRESENT_ANSWERS_PER_ADDRESS_PER_HOUR,
    );
    return ctx.services.wallet.request(declinedPresentSchema, '/received-gifts/decline', {
      method: 'POST',
      body: input,
    });
  }),
} satisfies TRPCRouterRecord;
