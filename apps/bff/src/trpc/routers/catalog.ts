import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import { cursorSchema, giftPageSchema } from '@kado/shared/schemas';

import { publicProcedure } from '../trpc.js';

export const catalogRouter = {
  gifts: publicProcedure
    .input(
      z
        .object({
          cursor: cursorSchema.optional(),
          limit: z.number().int().min(1).max(50).default(20),
        })
        .strict()
        .prefault({}),
    )
    .query(({ ctx, input }) =>
      ctx.services.wallet.request(giftPageSchema, '/gifts', {
        query: { locale: ctx.locale, cursor: input.cursor, limit: input.limit },
      }),
    ),
} satisfies TRPCRouterRecord;
