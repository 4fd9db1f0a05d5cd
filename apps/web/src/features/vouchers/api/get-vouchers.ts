import { useInfiniteQuery } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';

import type { VoucherSort, VoucherStatus } from '@kado/shared/schemas';

import { trpc } from '../../../lib/trpc';

/**
 * My vouchers of one status, page by page (load-more), newest first or soonest expiry first. Built on react-query's useInfiniteQuery, as
 * the catalog is, because the BFF's strict input has no `direction`; the tRPC key keeps it in
 * `utils.vouchers.list.invalidate()`.
 */
export function useVoucherPages(
  list: { readonly status: VoucherStatus; readonly sort?: VoucherSort },
  limit: number,
  enabled = true,
) {
  const utils = trpc.useUtils();
  const input = { status: list.status, sort: list.sort ?? 'newest', limit };
  return useInfiniteQuery({
    queryKey: getQueryKey(trpc.vouchers.list, input, 'infinite'),
    queryFn: ({ pageParam, signal }) =>
      utils.client.vouchers.list.query(
        pageParam === null ? input : { ...input, cursor: pageParam },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled,
  });
}
