import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import {
  exchangeRequestSchema,
  exchangeResultSchema,
  exchangeSchema,
  idempotencyKeySchema,
} from '@kado/shared/schemas';

import { authedProcedure, verifiedProcedure, walletToken } from '../trpc.js';

export const exchangesRouter = {
  /** The browser makes one idempotency key per attempt, so a retried request spends points once. */
  create: verifiedProcedure
    .input(exchangeRequestSchema.extend({ idempotencyKey: idempotencyKeySchema }))
    .mutation(async ({ ctx, input: { idempotencyKey, ...body } }) =>
      ctx.services.wallet.request(exchangeResultSchema, '/exchanges', {
        method: 'POST',
        accessToken: await walletToken(ctx),
        query: { locale: ctx.locale },
        body,
        idempotencyKey,
      }),
    ),

  get: authedProcedure.input(z.object({ id: z.uuid() }).strict()).query(async ({ ctx, input }) =>
    ctx.services.wallet.request(exchangeSchema, `/exchanges/${encodeURIComponent(input.id)}`, {
      accessToken: await walletToken(ctx),
      query: { locale: ctx.locale },
    }),
  ),
} satisfies TRPCRouterRecord;
