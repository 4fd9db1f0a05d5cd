import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { isSignOutPending } from '../../../lib/bff';
import { saveKeptVouchers } from '../../../lib/kept-vouchers';
import { useOnlineStatus } from '../../../lib/online-status';
import { trpc } from '../../../lib/trpc';
import { KEPT_VOUCHERS_KEY } from './get-kept-vouchers';

/**
 * The active vouchers this device may keep: the soonest-expiring first, as many as one page holds.
 * The tRPC key of `vouchers.list`, so an exchange or a voucher marked used (which invalidate the
 * lists) brings a new copy.
 */
export const KEPT_LIST_INPUT = { status: 'active', sort: 'expiry', limit: 100 } as const;

/**
 * While online and signed in, writes the active vouchers the account keeps to this device each
 * time the BFF gives a new list; back online, every voucher answer is asked again.
 */
export function useKeptVouchersSync() {
  const online = useOnlineStatus();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const session = trpc.session.me.useQuery(undefined, { staleTime: Infinity });
  const accountTag = session.data?.signedIn ? session.data.accountTag : null;
  const enabled = online && accountTag !== null && !isSignOutPending();
  const active = trpc.vouchers.list.useQuery(KEPT_LIST_INPUT, { enabled });

  useEffect(() => {
    if (!enabled || !active.data) return;
    void saveKeptVouchers(accountTag, active.data.items, active.dataUpdatedAt).then(() =>
      queryClient.invalidateQueries({ queryKey: KEPT_VOUCHERS_KEY }),
    );
  }, [enabled, accountTag, active.data, active.dataUpdatedAt, queryClient]);

  useEffect(() => {
    const refresh = () => {
      void utils.vouchers.invalidate();
    };
    window.addEventListener('online', refresh);
    return () => {
      window.removeEventListener('online', refresh);
    };
  }, [utils]);
}
