import { trpc } from '../../../lib/trpc';

/**
 * Checks the one-time code. A verified phone changes what the session allows (the identity guard),
 * the profile, the market and the boxes waiting for the number: all of them are read again.
 */
export function useVerifyPhone() {
  const utils = trpc.useUtils();
  return trpc.phone.verify.useMutation({
    onSuccess: async (me) => {
      utils.profile.get.setData(undefined, me);
      await Promise.all([
        utils.session.me.invalidate(),
        utils.boxes.mine.invalidate(),
        utils.catalog.invalidate(),
        utils.notifications.invalidate(),
      ]);
    },
  });
}
