import { trpc } from '../../../lib/trpc';

/** A voucher someone shared: the token is the permission; no session needed. */
export function useSharedVoucher(token: string, enabled: boolean) {
  return trpc.vouchers.shared.useQuery({ token }, { enabled, retry: false });
}
