import { trpc } from '../../../lib/trpc';

/** Ends one other session (its next request is refused everywhere); the list is read again. */
export function useSignOutDevice() {
  const utils = trpc.useUtils();
  return trpc.devices.signOut.useMutation({
    onSettled: () => utils.devices.list.invalidate(),
  });
}
