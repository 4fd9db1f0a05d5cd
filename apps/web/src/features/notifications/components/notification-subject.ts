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
    case 'present_received':
      return pathFor('my-gift');
    // A gift I sent: the list of sent gifts shows where each one stands.
    case 'present_opened':
    case 'present_claimed':
    case 'present_declined':
    case 'present_returned':
    case 'present_locked':
      return pathFor('sent-gifts');
  }
}
