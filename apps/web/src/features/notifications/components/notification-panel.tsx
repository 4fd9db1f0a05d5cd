import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { Notification } from '@kado/shared/schemas';
import { Button, usePipes } from '@kado/ui';

import { LoadingState } from '../../../components/loading-state';
import { useNotifications } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';
import { notificationSubject } from './notification-subject';
import './notifications.css';

const PANEL_SIZE = 20;

/** The message keys of the notices to a gift's sender. */
type PresentMessage =
  | 'present_opened'
  | 'present_opened_gift'
  | 'present_claimed'
  | 'present_claimed_gift'
  | 'present_declined'
  | 'present_declined_gift'
  | 'present_declined_note'
  | 'present_declined_gift_note'
  | 'present_returned'
  | 'present_returned_gift'
  | 'present_returned_points'
  | 'present_returned_gift_points'
  | 'present_locked'
  | 'present_locked_gift';

/** A notification worded in the reader's language, naming its gift when it has one. */
export function useNotificationMessage() {
  const { t } = useTranslation();
  const pipes = usePipes();
  return (notification: Notification): string => {
    switch (notification.kind) {
      case 'box_received':
        return t('notifications.kinds.box_received', {
          points: pipes.points(notification.params.points),
        });
      case 'points_expiring':
        return t('notifications.kinds.points_expiring', {
          points: pipes.points(notification.params.points),
          date: pipes.date(notification.params.expiresAt),
        });
      // Voucher notices name their gift when the wallet still knows it.
      case 'voucher_issued':
        return notification.giftName
          ? t('notifications.kinds.voucher_issued_gift', {
              gift: notification.giftName,
              date: pipes.date(notification.params.expiresAt),
            })
          : t('notifications.kinds.voucher_issued', {
              date: pipes.date(notification.params.expiresAt),
            });
      case 'voucher_expiring':
        return notification.giftName
          ? t('notifications.kinds.voucher_expiring_gift', {
              gift: notification.giftName,
              date: pipes.date(notification.params.expiresAt),
            })
          : t('notifications.kinds.voucher_expiring', {
              date: pipes.date(notification.params.expiresAt),
            });
      // The recipient's notice: a claimed gift, named with its sender.
      case 'present_received': {
        const { quantity, senderName } = notification.params;
        const gift = notification.giftName
          ? quantity > 1
            ? `${pipes.number(quantity)} × ${notification.giftName}`
            : notification.giftName
          : '';
        return gift
          ? t('notifications.kinds.present_received_gift', { sender: senderName, gift })
          : t('notifications.kinds.present_received', { sender: senderName });
      }
      // Notices to the sender of a gift, naming it (with how many, when more than one) if known.
      case 'present_opened':
      case 'present_claimed':
      case 'present_declined':
      case 'present_returned':
      case 'present_locked': {
        const { quantity, points, note } = notification.params;
        let key: string = notification.kind;
        // Every value a sender's notice may name; each message uses only those it has.
        const values = { gift: '', note: '', points: '' };
        if (notification.giftName) {
          key += '_gift';
          values.gift =
            quantity > 1
              ? `${pipes.number(quantity)} × ${notification.giftName}`
              : notification.giftName;
        }
        if (notification.kind === 'present_declined' && note) {
          key += '_note';
          values.note = note;
        }
        if (notification.kind === 'present_returned' && points !== undefined) {
          key += '_points';
          values.points = pipes.points(points);
        }
        return t(`notifications.kinds.${key as PresentMessage}`, values);
      }
    }
  };
}

/**
 * The notification list the header opens (its own chunk): each with its time and a link to its
 * subject; opening one marks it read, and all can be marked read at once.
 */
export default function NotificationPanel() {
  const { t } = useTranslation();
  const pipes = usePipes();
  const list = useNotifications(PANEL_SIZE);
  const markRead = useMarkRead();
  const message = useNotificationMessage();
  const items = list.data?.items ?? [];
  const anyUnread = items.some((item) => item.readAt === null);

  return (
    <div className="notification-panel">
      <div className="notification-panel__head">
        {anyUnread && (
          <Button
            variant="ghost"
            size="sm"
            loading={markRead.isPending}
            onClick={() => {
              markRead.mutate({ all: true });
            }}
          >
            {t('notifications.markAllRead')}
          </Button>
        )}
      </div>
      {list.isPending ? (
        <LoadingState label={t('notifications.loading')} />
      ) : list.isError ? (
        <p role="alert">{t('notifications.failed')}</p>
      ) : items.length === 0 ? (
        <p className="notification-panel__empty">{t('notifications.empty')}</p>
      ) : (
        <ul className="notification-panel__list">
          {items.map((item) => (
            <li key={item.id} data-unread={item.readAt === null || undefined}>
              <Link
                to={notificationSubject(item)}
                className="notification-panel__link"
                onClick={() => {
                  if (item.readAt === null) markRead.mutate({ ids: [item.id] });
                }}
              >
                {item.readAt === null && (
                  <span className="notification-panel__unread">{t('notifications.unread')}</span>
                )}
                <span className="notification-panel__message">{message(item)}</span>
                <time dateTime={item.createdAt} className="notification-panel__time">
                  {pipes.relative(item.createdAt)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
