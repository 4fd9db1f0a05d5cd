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
    // A gift I sent: no page lists sent gifts yet, so the notice leads home.
    case 'present_opened':
    case 'present_claimed':
    case 'present_declined':
    case 'present_returned':
    case 'present_locked':
      return pathFor('top');
  }
}
