import { useInfiniteQuery } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';

import { trpc } from '../../../lib/trpc';

export const LEDGER_PAGE_SIZE = 20;

/**
 * The full ledger: every kind of entry with the balance before and after, newest first. Built on
 * react-query's useInfiniteQuery because the BFF's strict input has no `direction`; the tRPC key
 * keeps it under `utils.points.invalidate()`.
 */
export function useLedger() {
  const utils = trpc.useUtils();
  const input = { limit: LEDGER_PAGE_SIZE };
  return useInfiniteQuery({
    queryKey: getQueryKey(trpc.points.ledger, input, 'infinite'),
    queryFn: ({ pageParam, signal }) =>
      utils.client.points.ledger.query(
        pageParam === null ? input : { ...input, cursor: pageParam },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
