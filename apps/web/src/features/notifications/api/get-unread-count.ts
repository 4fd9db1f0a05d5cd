import { trpc } from '../../../lib/trpc';

const POLL_MS = 60_000;

/** How many notifications are unread, for the header's badge; asked only when signed in. */
export function useUnreadCount(enabled: boolean) {
  return trpc.notifications.unreadCount.useQuery(undefined, {
    enabled,
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
  });
}
