import { trpc } from '../../../lib/trpc';

/** Takes back a gift not yet claimed: its points return, so the balance is read again too. */
export function useCancelPresent() {
  const utils = trpc.useUtils();
  return trpc.presents.cancel.useMutation({
    onSettled: () =>
      Promise.all([
        utils.presents.sent.invalidate(),
        utils.points.invalidate(),
        utils.notifications.invalidate(),
      ]),
  });
}
