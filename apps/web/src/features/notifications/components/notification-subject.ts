import { pathFor } from '@kado/shared';
import type { Notification } from '@kado/shared/schemas';

/** Where a notification leads: the thing it is about. */
export function notificationSubject(notification: Notification): string {
  switch (notification.kind) {
    case 'box_received':
      return pathFor('point-merge');
    case 'points_expiring':
      return pathFor('expiration-point');
    case 'voucher_issued':
    case 'voucher_expiring':
      return pathFor('gift-detail', { id: notification.params.voucherId });
  }
}
