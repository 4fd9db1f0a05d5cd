import type { TRPCRouterRecord } from '@trpc/server';

import { balanceSchema } from '@kado/shared/schemas';

import { authedProcedure, walletToken } from '../trpc.js';

export const pointsRouter = {
  balance: authedProcedure.query(async ({ ctx }) =>
    ctx.services.wallet.request(balanceSchema, '/points', { accessToken: await walletToken(ctx) }),
  ),
} satisfies TRPCRouterRecord;
