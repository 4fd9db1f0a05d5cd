import { trpc } from '../../../lib/trpc';

/** One of my vouchers: code, PIN, barcode, status, undo window, live share links. */
export function useVoucher(id: string) {
  return trpc.vouchers.get.useQuery({ id });
}
