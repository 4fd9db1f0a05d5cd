import { trpc } from '../../../lib/trpc';

/** Ends every session but this one; the list is read again. */
export function useSignOutOtherDevices() {
  const utils = trpc.useUtils();
  return trpc.devices.signOutOthers.useMutation({
    onSettled: () => utils.devices.list.invalidate(),
  });
}
