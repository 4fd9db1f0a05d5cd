import { trpc } from '../../../lib/trpc';

/** Where the account is signed in: each session, newest last-seen first, this one marked. */
export function useDevices() {
  return trpc.devices.list.useQuery();
}
