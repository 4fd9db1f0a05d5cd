import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import { localeInfo, type LocaleCode, type MarketCode } from '@kado/shared';
import {
  brandListSchema,
  marketCodeSchema,
  categoryListSchema,
  giftDetailSchema,
  giftIdSchema,
  giftListQuerySchema,
  giftPageSchema,
  popularGiftListSchema,
  type CategoryList,
  type GiftDetail,
  type GiftPage,
} from '@kado/shared/schemas';

import type { Services } from '../../services.js';

import { publicProcedure, type Context } from '../trpc.js';

/**
 * The account's market once known; before that, the market the visitor chose, else the market of
 * their language. A signed-in shopper with a market cannot browse another (they could not exchange).
 */
const marketOf = (ctx: Context, chosen?: MarketCode) =>
  ctx.session?.data.market ?? chosen ?? localeInfo(ctx.locale).market;

/** A visitor's market choice; ignored once the account has a market. */
const marketChoice = z.object({ market: marketCodeSchema.optional() }).strict();

/**
 * A gift's page as shoppers see it: the wallet answers NOT_FOUND for an unknown gift and for one
 * taken off the catalog (in stock or not). The page request and the procedure answer alike.
 */
export async function findListedGift(
  services: Pick<Services, 'wallet'>,
  id: string,
  locale: LocaleCode,
): Promise<GiftDetail> {
  return services.wallet.request(giftDetailSchema, `/gifts/${encodeURIComponent(id)}`, {
    query: { locale },
    publicCache: true,
  });
}

/** What catalog.gifts accepts: the wallet's list query but the locale, which the BFF adds. */
export const giftListInputSchema = giftListQuerySchema.omit({ locale: true });
export type GiftListInput = z.infer<typeof giftListInputSchema>;

/**
 * One page of the catalog in `locale` and `market`, as catalog.gifts answers it (the same wallet
 * read and public cache entry): the page request of a signed-out /gift-items paints it too.
 */
export function listGifts(
  services: Pick<Services, 'wallet'>,
  input: GiftListInput,
  locale: LocaleCode,
  market: MarketCode,
): Promise<GiftPage> {
  return services.wallet.request(giftPageSchema, '/gifts', {
    query: { ...input, locale, market },
    publicCache: true,
  });
}

/** The categories with their gift counts in `market`, as catalog.categories answers them: a painted
 * signed-out home shows them too. */
export function listCategories(
  services: Pick<Services, 'wallet'>,
  locale: LocaleCode,
  market: MarketCode,
): Promise<CategoryList> {
  return services.wallet.request(categoryListSchema, '/categories', {
    query: { locale, market },
    publicCache: true,
  });
}

/**
 * Every catalog read is public (no access token goes to the wallet; the market and locale are in
 * the query), so identical reads within a few seconds share one wallet call (publicCache).
 */
export const catalogRouter = {
  /** Search, filters (brand, category, points), sorts and cursor pages; the BFF adds locale and market. */
  gifts: publicProcedure
    .input(giftListInputSchema.prefault({}))
    .query(({ ctx, input }) =>
      listGifts(ctx.services, input, ctx.locale, marketOf(ctx, input.market)),
    ),
  gift: publicProcedure
    .input(z.object({ id: giftIdSchema }).strict())
    .query(({ ctx, input }) => findListedGift(ctx.services, input.id, ctx.locale)),
  popular: publicProcedure
    .input(
      z
        .object({
          limit: z.number().int().min(1).max(50).default(10),
          market: marketCodeSchema.optional(),
        })
        .strict()
        .prefault({}),
    )
    .query(({ ctx, input }) =>
      ctx.services.wallet.request(popularGiftListSchema, '/gifts/popular', {
        query: { market: marketOf(ctx, input.market), limit: input.limit, locale: ctx.locale },
        publicCache: true,
      }),
    ),
  /** Categories with the number of gifts each has in the market. */
  categories: publicProcedure
    .input(marketChoice.prefault({}))
    .query(({ ctx, input }) =>
      listCategories(ctx.services, ctx.locale, marketOf(ctx, input.market)),
    ),
  brands: publicProcedure.input(marketChoice.prefault({})).query(({ ctx, input }) =>
    ctx.services.wallet.request(brandListSchema, '/brands', {
      query: { locale: ctx.locale, market: marketOf(ctx, input.market) },
      publicCache: true,
    }),
  ),
} satisfies TRPCRouterRecord;
