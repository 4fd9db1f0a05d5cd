import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import { localeInfo } from '@kado/shared';
import {
  brandListSchema,
  categoryListSchema,
  giftDetailSchema,
  giftIdSchema,
  giftListQuerySchema,
  giftPageSchema,
  popularGiftListSchema,
} from '@kado/shared/schemas';

import { publicProcedure, type Context } from '../trpc.js';

/** The account's market once known; before that, the market of the visitor's language. */
const marketOf = (ctx: Context) => ctx.session?.data.market ?? localeInfo(ctx.locale).market;

export const catalogRouter = {
  /** Search, filters (brand, category, points), sorts and cursor pages; the BFF adds locale and market. */
  gifts: publicProcedure
    .input(giftListQuerySchema.omit({ locale: true, market: true }).prefault({}))
    .query(({ ctx, input }) =>
      ctx.services.wallet.request(giftPageSchema, '/gifts', {
        query: { ...input, locale: ctx.locale, market: marketOf(ctx) },
      }),
    ),
  gift: publicProcedure.input(z.object({ id: giftIdSchema }).strict()).query(({ ctx, input }) =>
    ctx.services.wallet.request(giftDetailSchema, `/gifts/${encodeURIComponent(input.id)}`, {
      query: { locale: ctx.locale },
    }),
  ),
  popular: publicProcedure
    .input(
      z
        .object({ limit: z.number().int().min(1).max(50).default(10) })
        .strict()
        .prefault({}),
    )
    .query(({ ctx, input }) =>
      ctx.services.wallet.request(popularGiftListSchema, '/gifts/popular', {
        query: { market: marketOf(ctx), limit: input.limit, locale: ctx.locale },
      }),
    ),
  categories: publicProcedure.query(({ ctx }) =>
    ctx.services.wallet.request(categoryListSchema, '/categories', {
      query: { locale: ctx.locale },
    }),
  ),
  brands: publicProcedure.query(({ ctx }) =>
    ctx.services.wallet.request(brandListSchema, '/brands', {
      query: { locale: ctx.locale, market: marketOf(ctx) },
    }),
  ),
} satisfies TRPCRouterRecord;
