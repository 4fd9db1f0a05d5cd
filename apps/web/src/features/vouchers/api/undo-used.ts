import { trpc } from '../../../lib/trpc';

/** Marks a used voucher active again, within 24 hours of marking it used. */
export function useUndoUsed() {
  const utils = trpc.useUtils();
  return trpc.vouchers.undoUsed.useMutation({
    onSuccess: (voucher) => {
      utils.vouchers.get.setData({ id: voucher.id }, voucher);
      return utils.vouchers.list.invalidate();
    },
  });
}
