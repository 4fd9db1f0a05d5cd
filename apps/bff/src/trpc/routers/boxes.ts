import type { TRPCRouterRecord } from '@trpc/server';

import {
  boxListSchema,
  chargeCodeRequestSchema,
  chargeCodeResultSchema,
  idempotencyKeySchema,
  mergeRequestSchema,
  mergeResultSchema,
} from '@kado/shared/schemas';

import { limitPerHour } from '../rate-limit.js';
import { verifiedProcedure, walletToken } from '../trpc.js';

/** Code entries per user an hour at the BFF; the wallet separately refuses after 10 failures. */
const CODE_ENTRIES_PER_HOUR = 30;

export const boxesRouter = {
  /** Gift boxes addressed to the user's verified phone, ready to merge. */
  mine: verifiedProcedure.query(async ({ ctx }) =>
    ctx.services.wallet.request(boxListSchema, '/boxes', { accessToken: await walletToken(ctx) }),
  ),

  /** The browser makes one idempotency key per attempt, so a retried request charges once. */
  charge: verifiedProcedure
    .input(chargeCodeRequestSchema.extend({ idempotencyKey: idempotencyKeySchema }))
    .mutation(async ({ ctx, input: { idempotencyKey, ...body } }) => {
      await limitPerHour(
        ctx.services,
        `code-entry:${ctx.session.data.subject}`,
        CODE_ENTRIES_PER_HOUR,
      );
      return ctx.services.wallet.request(chargeCodeResultSchema, '/points/charges/code', {
        method: 'POST',
        accessToken: await walletToken(ctx),
        body,
        idempotencyKey,
      });
    }),

  merge: verifiedProcedure
    .input(mergeRequestSchema.extend({ idempotencyKey: idempotencyKeySchema }))
    .mutation(async ({ ctx, input: { idempotencyKey, ...body } }) =>
      ctx.services.wallet.request(mergeResultSchema, '/merges', {
        method: 'POST',
        accessToken: await walletToken(ctx),
        body,
        idempotencyKey,
      }),
    ),
} satisfies TRPCRouterRecord;
