import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import {
  balanceSchema,
  chargePageSchema,
  cursorSchema,
  expirationsSchema,
  ledgerPageSchema,
  lotPageSchema,
} from '@kado/shared/schemas';

import { authedProcedure, walletToken } from '../trpc.js';

const pageInput = z
  .object({ cursor: cursorSchema.optional(), limit: z.number().int().min(1).max(100).default(20) })
  .strict()
  .prefault({});

export const pointsRouter = {
  balance: authedProcedure.query(async ({ ctx }) =>
    ctx.services.wallet.request(balanceSchema, '/points', { accessToken: await walletToken(ctx) }),
  ),
  lots: authedProcedure.input(pageInput).query(async ({ ctx, input }) =>
    ctx.services.wallet.request(lotPageSchema, '/points/lots', {
      accessToken: await walletToken(ctx),
      query: input,
    }),
  ),
  /** Every credit: charges, merges, grants and refunds. */
  charges: authedProcedure.input(pageInput).query(async ({ ctx, input }) =>
    ctx.services.wallet.request(chargePageSchema, '/points/charges', {
      accessToken: await walletToken(ctx),
      query: input,
    }),
  ),
  expirations: authedProcedure.query(async ({ ctx }) =>
    ctx.services.wallet.request(expirationsSchema, '/points/expirations', {
      accessToken: await walletToken(ctx),
    }),
  ),
  ledger: authedProcedure.input(pageInput).query(async ({ ctx, input }) =>
    ctx.services.wallet.request(ledgerPageSchema, '/points/ledger', {
      accessToken: await walletToken(ctx),
      query: input,
    }),
  ),
} satisfies TRPCRouterRecord;
