import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { isSignOutPending } from '../../../lib/bff';
import { saveKeptVouchers } from '../../../lib/kept-vouchers';
import { useOnlineStatus } from '../../../lib/online-status';
import { isOfflineShell } from '../../../lib/pwa';
import { isBffUnreachable, trpc } from '../../../lib/trpc';
import { KEPT_VOUCHERS_KEY } from './get-kept-vouchers';

/**
 * The active vouchers this device may keep: the soonest-expiring first, as many as one page holds.
 * The tRPC key of `vouchers.list`, so an exchange or a voucher marked used (which invalidate the
 * lists) brings a new copy.
 */
export const KEPT_LIST_INPUT = { status: 'active', sort: 'expiry', limit: 100 } as const;

/** While the BFF cannot be reached, it is asked again this often: `online` events are not reliable. */
const UNREACHABLE_RETRY_MS = 5000;

const retryWhileFailing = {
  retry: false,
  refetchInterval: (query: { state: { status: string } }) =>
    query.state.status === 'error' ? UNREACHABLE_RETRY_MS : false,
} as const;

/**
 * Writes the active vouchers the account keeps to this device each time the BFF gives a new list,
 * and tells whether the BFF is out of reach (offline, or the page is the worker's offline shell
 * and the BFF has not answered yet): then the kept copies stand in. Back online, every voucher
 * answer is asked again.
 */
export function useKeptVouchersSync(): { unreachable: boolean } {
  const online = useOnlineStatus();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const session = trpc.session.me.useQuery(undefined, {
    staleTime: Infinity,
    ...retryWhileFailing,
  });
  const accountTag = session.data?.signedIn ? session.data.accountTag : null;
  const active = trpc.vouchers.list.useQuery(KEPT_LIST_INPUT, {
    enabled: !isSignOutPending(),
    ...retryWhileFailing,
  });

  useEffect(() => {
    if (accountTag === null || !active.data || isSignOutPending()) return;
    void saveKeptVouchers(accountTag, active.data.items, active.dataUpdatedAt).then(() =>
      queryClient.invalidateQueries({ queryKey: KEPT_VOUCHERS_KEY }),
    );
  }, [accountTag, active.data, active.dataUpdatedAt, queryClient]);

  useEffect(() => {
    const refresh = () => {
      void utils.vouchers.invalidate();
      void utils.session.me.invalidate();
    };
    window.addEventListener('online', refresh);
    return () => {
      window.removeEventListener('online', refresh);
    };
  }, [utils]);

  const unreachable =
    !online ||
    (active.isError && isBffUnreachable(active.error)) ||
    (isOfflineShell() && !active.isSuccess);
  return { unreachable };
}
