import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';

import { trpc } from '../../../lib/trpc';
import type { CatalogQuery } from '../hooks/catalog-query';

/** One page of the catalog, in the visitor's locale (the BFF adds it). */
export function useGifts(limit: number) {
  return trpc.catalog.gifts.useQuery({ limit });
}

type GiftsInput = Omit<CatalogQuery, 'market'> & { market?: CatalogQuery['market']; limit: number };

/** The query keys the BFF accepts: empty choices are left out rather than sent as blanks. */
function giftsInput(query: Partial<CatalogQuery>, limit: number): GiftsInput {
  const input: Record<string, unknown> = { limit };
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') input[key] = value;
  }
  return input as GiftsInput;
}

/**
 * The catalog page by page, following the server's cursors (load-more), for one search, filter and
 * sort. Built on react-query's useInfiniteQuery rather than tRPC's, which would add a `direction`
 * field that the BFF's strict input rejects. The tRPC key keeps it in `utils.invalidate()`; a new
 * query keeps the previous list on screen until its first page arrives.
 */
export function useGiftPages(limit: number, query: Partial<CatalogQuery> = {}) {
  const utils = trpc.useUtils();
  const input = giftsInput(query, limit);
  return useInfiniteQuery({
    queryKey: getQueryKey(trpc.catalog.gifts, input, 'infinite'),
    queryFn: ({ pageParam, signal }) =>
      utils.client.catalog.gifts.query(
        pageParam === null ? input : { ...input, cursor: pageParam },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
}
