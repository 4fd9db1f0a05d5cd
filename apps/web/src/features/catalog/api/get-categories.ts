import type { MarketCode } from '@kado/shared';

import { trpc } from '../../../lib/trpc';

/** The categories with how many gifts each has in the market. */
export function useCategories(market?: MarketCode) {
  return trpc.catalog.categories.useQuery(market ? { market } : {});
}
