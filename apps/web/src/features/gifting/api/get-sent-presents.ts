import { useInfiniteQuery } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';

import { trpc } from '../../../lib/trpc';

export const SENT_PAGE_SIZE = 10;

/**
 * The gifts I sent, newest first, a page at a time. Built on react-query's useInfiniteQuery
 * because the BFF's strict input has no `direction`; the tRPC key keeps it under
 * `utils.presents.sent.invalidate()`.
 */
export function useSentPresents() {
  const utils = trpc.useUtils();
  const input = { limit: SENT_PAGE_SIZE };
  return useInfiniteQuery({
    queryKey: getQueryKey(trpc.presents.sent, input, 'infinite'),
    queryFn: ({ pageParam, signal }) =>
      utils.client.presents.sent.query(
        pageParam === null ? input : { ...input, cursor: pageParam },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
