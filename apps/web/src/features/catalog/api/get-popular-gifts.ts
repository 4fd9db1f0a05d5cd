import type { MarketCode } from '@kado/shared';

import { trpc } from '../../../lib/trpc';

/** The market's ranking: exchanges in the last 30 days, ties by curated rank. */
export function usePopularGifts(limit: number, market?: MarketCode) {
  return trpc.catalog.popular.useQuery(market ? { limit, market } : { limit });
}
