import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';

import type { GiftPage } from '@kado/shared/schemas';

import { trpc } from '../../../lib/trpc';
import type { CatalogQuery } from '../hooks/catalog-query';

/** Gifts per page of the catalog (/gift-items, brands, categories): two screens of a phone. */
export const CATALOG_PAGE_SIZE = 12;

/**
 * One page of the catalog, in the visitor's locale (the BFF adds it). With `firstPage` (the page the
 * BFF painted), an empty cache starts from it (fresh as of its `readAt`) instead of asking for it.
 */
export function useGifts(limit: number, firstPage?: FirstGiftPage) {
  return trpc.catalog.gifts.useQuery(
    { limit },
    firstPage && { initialData: firstPage.page, initialDataUpdatedAt: firstPage.readAt },
  );
}

type GiftsInput = Omit<CatalogQuery, 'market'> & { market?: CatalogQuery['market']; limit: number };

/** The query keys the BFF accepts: empty choices are left out rather than sent as blanks. */
export function giftsInput(query: Partial<CatalogQuery>, limit: number): GiftsInput {
  const input: Record<string, unknown> = { limit };
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') input[key] = value;
  }
  return input as GiftsInput;
}

/** A first page read before the list mounted (the BFF's, painted with the HTML) and when. */
export interface FirstGiftPage {
  readonly page: GiftPage;
  readonly readAt: number;
}

/**
 * The catalog page by page, following the server's cursors (load-more), for one search, filter and
 * sort. Built on react-query's useInfiniteQuery rather than tRPC's, which would add a `direction`
 * field that the BFF's strict input rejects. The tRPC key keeps it in `utils.invalidate()`; a new
 * query keeps the previous list on screen until its first page arrives. With `firstPage`, an empty
 * cache starts from that page (fresh as of its `readAt`) instead of asking for it.
 */
export function useGiftPages(
  limit: number,
  query: Partial<CatalogQuery> = {},
  firstPage?: FirstGiftPage,
) {
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
    ...(firstPage && {
      initialData: { pages: [firstPage.page], pageParams: [null] },
      initialDataUpdatedAt: firstPage.readAt,
    }),
  });
}
