import { useInfiniteQuery } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';

import { trpc } from '../../../lib/trpc';

export const CHARGES_PAGE_SIZE = 20;

/**
 * Every credit into the wallet (charges, merges, grants, refunds), newest first, page by page.
 * Built on react-query's useInfiniteQuery because the BFF's strict input has no `direction`; the
 * tRPC key keeps it under `utils.points.invalidate()`.
 */
export function useCharges() {
  const utils = trpc.useUtils();
  const input = { limit: CHARGES_PAGE_SIZE };
  return useInfiniteQuery({
    queryKey: getQueryKey(trpc.points.charges, input, 'infinite'),
    queryFn: ({ pageParam, signal }) =>
      utils.client.points.charges.query(
        pageParam === null ? input : { ...input, cursor: pageParam },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
