import { useInfiniteQuery } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';

import { trpc } from '../../../lib/trpc';

export const LOTS_PAGE_SIZE = 100;

/**
 * Every lot in spending order (first-expiring first), page by page. Built on react-query's
 * useInfiniteQuery because the BFF's strict input has no `direction`; the tRPC key keeps it under
 * `utils.points.invalidate()`.
 */
export function useLots() {
  const utils = trpc.useUtils();
  const input = { limit: LOTS_PAGE_SIZE };
  return useInfiniteQuery({
    queryKey: getQueryKey(trpc.points.lots, input, 'infinite'),
    queryFn: ({ pageParam, signal }) =>
      utils.client.points.lots.query(pageParam === null ? input : { ...input, cursor: pageParam }, {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
