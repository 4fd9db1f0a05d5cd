import { trpc } from '../../../lib/trpc';

/** Charges a box code into a lot; the balance, credits and expiries are read again. */
export function useChargeCode() {
  const utils = trpc.useUtils();
  return trpc.boxes.charge.useMutation({
    onSuccess: async () => {
      await Promise.all([utils.points.invalidate(), utils.notifications.invalidate()]);
    },
  });
}
