import { useVoucherPages } from '../api/get-vouchers';
import { sortForTab, type VoucherTab } from './voucher-tabs';

const PAGE_SIZE = 10;

/**
 * The vouchers of a tab: one list per status it shows (expired and refunded share a tab), merged
 * and sorted; load-more asks every list that has more.
 */
export function useVoucherTab(tab: VoucherTab) {
  const primary = useVoucherPages(tab === 'expired' ? 'expired' : tab, PAGE_SIZE);
  const refunded = useVoucherPages('refunded', PAGE_SIZE, tab === 'expired');
  const lists = tab === 'expired' ? [primary, refunded] : [primary];
  const items = sortForTab(
    lists.flatMap((list) => list.data?.pages.flatMap((page) => page.items) ?? []),
    tab,
  );
  return {
    items,
    isPending: lists.some((list) => list.isPending),
    isError: lists.some((list) => list.isError && !list.data),
    isFetchNextPageError: lists.some((list) => list.isFetchNextPageError),
    hasNextPage: lists.some((list) => list.hasNextPage),
    isFetchingNextPage: lists.some((list) => list.isFetchingNextPage),
    fetchNextPage: () =>
      Promise.all(lists.filter((list) => list.hasNextPage).map((list) => list.fetchNextPage())),
    refetch: () => Promise.all(lists.map((list) => list.refetch())),
  };
}
