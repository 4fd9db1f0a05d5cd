import { useVoucherPages } from '../api/get-vouchers';
import { mergeLists, tabQueries, type VoucherTab } from './voucher-tabs';

const PAGE_SIZE = 10;

/**
 * The vouchers of a tab: one list per status it shows (expired and refunded share a tab), in the
 * order the wallet gives (the active tab: soonest expiry first over all pages); load-more asks
 * every list that has more.
 */
export function useVoucherTab(tab: VoucherTab) {
  const [first, second] = tabQueries(tab);
  // Hooks run in a fixed number: the second list is asked only by a tab that has one.
  const primary = useVoucherPages(first ?? { status: 'active', sort: 'expiry' }, PAGE_SIZE);
  const secondary = useVoucherPages(
    second ?? { status: 'refunded', sort: 'newest' },
    PAGE_SIZE,
    second !== undefined,
  );
  const lists = second ? [primary, secondary] : [primary];
  const items = mergeLists(
    lists.map((list) => list.data?.pages.flatMap((page) => page.items) ?? []),
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
