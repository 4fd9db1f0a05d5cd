import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import { localeInfo } from '@kado/shared';
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
        query: {
          locale: ctx.locale,
          // The account's market once known; before that, the market of the visitor's language.
          market: ctx.session?.data.market ?? localeInfo(ctx.locale).market,
          cursor: input.cursor,
          limit: input.limit,
        },
      }),
    ),
} satisfies TRPCRouterRecord;
