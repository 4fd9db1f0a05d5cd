import { trpc } from '../../../lib/trpc';

/** Marks some notifications (or all) read; the list and the badge follow. */
export function useMarkRead() {
  const utils = trpc.useUtils();
  return trpc.notifications.markRead.useMutation({
    onSuccess: ({ unread }) => {
      utils.notifications.unreadCount.setData(undefined, { unread });
      return utils.notifications.list.invalidate();
    },
  });
}
