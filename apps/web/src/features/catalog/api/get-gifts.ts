import { useInfiniteQuery } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';

import { trpc } from '../../../lib/trpc';

/** One page of the catalog, in the visitor's locale (the BFF adds it). */
export function useGifts(limit: number) {
  return trpc.catalog.gifts.useQuery({ limit });
}

/**
 * The catalog page by page, following the server's cursors (load-more). Built on react-query's
 * useInfiniteQuery rather than tRPC's, which would add a `direction` field that the BFF's strict
 * input ({ cursor?, limit? }) rejects. The tRPC key keeps it in `utils.invalidate()`.
 */
export function useGiftPages(limit: number) {
  const utils = trpc.useUtils();
  return useInfiniteQuery({
    queryKey: getQueryKey(trpc.catalog.gifts, { limit }, 'infinite'),
    queryFn: ({ pageParam, signal }) =>
      utils.client.catalog.gifts.query(
        pageParam === null ? { limit } : { limit, cursor: pageParam },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
