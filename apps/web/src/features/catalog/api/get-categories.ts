import type { MarketCode } from '@kado/shared';
import type { CategoryList } from '@kado/shared/schemas';

import { trpc } from '../../../lib/trpc';

/** The categories a painted home showed (the BFF's read of catalog.categories) and when. */
export interface PaintedCategories {
  readonly list: CategoryList;
  readonly readAt: number;
}

/**
 * The categories with how many gifts each has in the market. With `painted` (a painted home's), an
 * empty cache starts from them (fresh as of their `readAt`) instead of asking for them.
 */
export function useCategories(market?: MarketCode, painted?: PaintedCategories) {
  return trpc.catalog.categories.useQuery(
    market ? { market } : {},
    painted && { initialData: painted.list, initialDataUpdatedAt: painted.readAt },
  );
}
