import { trpc } from '../../../lib/trpc';

/** Saves the display name (the session's name follows, so the header greets by it). */
export function useUpdateProfile() {
  const utils = trpc.useUtils();
  return trpc.profile.update.useMutation({
    onSuccess: async (me) => {
      utils.profile.get.setData(undefined, me);
      await utils.session.me.invalidate();
    },
  });
}
