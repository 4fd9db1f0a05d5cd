import type { MarketCode } from '@kado/shared';

import { trpc } from '../../../lib/trpc';

/** The market's brands with their gift counts. */
export function useBrands(market?: MarketCode) {
  return trpc.catalog.brands.useQuery(market ? { market } : {});
}
