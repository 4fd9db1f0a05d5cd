import { trpc } from '../../../lib/trpc';

/** The latest notifications, newest first. */
export function useNotifications(limit: number) {
  return trpc.notifications.list.useQuery({ limit });
}
