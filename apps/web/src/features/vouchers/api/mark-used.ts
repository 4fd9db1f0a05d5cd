import { trpc } from '../../../lib/trpc';

/** Marks a voucher used; the voucher and the lists it appears in change. */
export function useMarkUsed() {
  const utils = trpc.useUtils();
  return trpc.vouchers.markUsed.useMutation({
    onSuccess: (voucher) => {
      utils.vouchers.get.setData({ id: voucher.id }, voucher);
      return utils.vouchers.list.invalidate();
    },
  });
}
