import { trpc } from '../../../lib/trpc';

/** Merges the chosen boxes in one all-or-nothing step; the wallet's views are read again. */
export function useMergeBoxes() {
  const utils = trpc.useUtils();
  return trpc.boxes.merge.useMutation({
    onSuccess: async () => {
      await Promise.all([
        utils.boxes.mine.invalidate(),
        utils.points.invalidate(),
        utils.notifications.invalidate(),
      ]);
    },
  });
}
