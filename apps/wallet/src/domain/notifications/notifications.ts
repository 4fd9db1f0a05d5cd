/**
 * Notifications (PRODUCT.md §4): stored per account as a kind and its parameters. Producers call
 * the notify functions inside their own transaction, so a notification exists exactly when the
 * event it tells of was committed; the dedupe key makes a repeated call a no-op.
 */
import { DAY_MS, type LocaleCode } from '@kado/shared';
import type { Queryable } from '@kado/db';
import {
  EXPIRY_NOTICE_DAYS,
  type MarkRead,
  type MarkReadRequest,
  type Notification,
  type NotificationKind,
  type NotificationPage,
} from '@kado/shared/schemas';
import { positionPage } from '../paging.js';

type ParamsOf<K extends NotificationKind> = Extract<Notification, { kind: K }>['params'];

/** Stores one notification unless one with the same key exists; true when it was new. */
async function notify<K extends NotificationKind>(
  tx: Queryable,
  accountId: string,
  kind: K,
  dedupeKey: string,
  params: ParamsOf<K>,
): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO notifications (account_id, kind, params, dedupe_key) VALUES ($1, $2, $3::jsonb, $4)
     ON CONFLICT (account_id, dedupe_key) DO NOTHING
     RETURNING id`,
    [accountId, kind, JSON.stringify(params), dedupeKey],
  );
  return inserted.length > 0;
}

export function notifyBoxReceived(
  tx: Queryable,
  input: { accountId: string; boxId: string; points: number; expiresAt: Date },
): Promise<boolean> {
  return notify(tx, input.accountId, 'box_received', `box_received:${input.boxId}`, {
    boxId: input.boxId,
    points: input.points,
    expiresAt: input.expiresAt.toISOString(),
  });
}

export interface VoucherEvent {
  readonly accountId: string;
  readonly voucherId: string;
  readonly giftId: string;
  readonly expiresAt: Date;
}

export function notifyVoucherIssued(tx: Queryable, input: VoucherEvent): Promise<boolean> {
  return notify(tx, input.accountId, 'voucher_issued', `voucher_issued:${input.voucherId}`, {
    voucherId: input.voucherId,
    giftId: input.giftId,
    expiresAt: input.expiresAt.toISOString(),
  });
}

/**
 * notifyVoucherIssued for every voucher a CTE named `issued` returned (its `voucher_id`), inside
 * the statement that issues them; the other arguments are parameter placeholders.
 */
export function voucherIssuedNoticesSql(
  issued: string,
  accountId: string,
  giftId: string,
  expiresAt: string,
): string {
  return `INSERT INTO notifications (account_id, kind, params, dedupe_key)
       SELECT ${accountId}, 'voucher_issued',
              jsonb_build_object('voucherId', v.voucher_id, 'giftId', ${giftId}::text,
                                 'expiresAt', ${expiresAt}::text),
              'voucher_issued:' || v.voucher_id
       FROM ${issued} v
       ON CONFLICT (account_id, dedupe_key) DO NOTHING`;
}

export function notifyVoucherExpiring(tx: Queryable, input: VoucherEvent): Promise<boolean> {
  return notify(tx, input.accountId, 'voucher_expiring', `voucher_expiring:${input.voucherId}`, {
    voucherId: input.voucherId,
    giftId: input.giftId,
    expiresAt: input.expiresAt.toISOString(),
  });
}

/** Accounts read per query of the background notices; each is then told in a statement of its own. */
const NOTICE_BATCH = 100;

/**
 * Tells owners of live lots that their points expire within 30 or 7 days: one notification per
 * lot and threshold, only the nearest threshold a lot has reached (a lot granted 5 days before
 * its expiry hears "7 days", never a belated "30 days"). Each account is told in a statement of its
 * own (its lock, taken by the notification's reference to it, held that long only), and only the
 * accounts with a notice still due are read. Conflict-free to repeat and to run from several
 * processes at once. Returns how many notifications were new.
 */
export async function notifyExpiringPoints(db: Queryable, now: Date = new Date()): Promise<number> {
  let created = 0;
  let after = now;
  for (const days of [...EXPIRY_NOTICE_DAYS].sort((a, b) => a - b)) {
    const until = new Date(now.getTime() + days * DAY_MS);
    const window = [after.toISOString(), until.toISOString(), days];
    let lastAccount: string | null = null;
    for (;;) {
      const due: { account_id: string }[] = await db.query<{ account_id: string }>(
        `SELECT DISTINCT l.account_id FROM point_lots l
         WHERE l.remaining > 0 AND l.expires_at > $1 AND l.expires_at <= $2
           AND ($4::uuid IS NULL OR l.account_id > $4::uuid)
           AND NOT EXISTS (
             SELECT 1 FROM notifications n
             WHERE n.account_id = l.account_id
               AND n.dedupe_key = 'points_expiring:' || l.id || ':' || $3::int
           )
         ORDER BY l.account_id
         LIMIT $5`,
        [...window, lastAccount, NOTICE_BATCH],
      );
      for (const { account_id: accountId } of due) {
        const rows = await db.query(
          `INSERT INTO notifications (account_id, kind, params, dedupe_key)
           SELECT l.account_id, 'points_expiring',
                  jsonb_build_object(
                    'lotId', l.id,
                    'points', l.remaining,
                    'expiresAt', to_char(l.expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                    'daysBefore', $3::int),
                  'points_expiring:' || l.id || ':' || $3::int
           FROM point_lots l
           WHERE l.account_id = $4 AND l.remaining > 0 AND l.expires_at > $1 AND l.expires_at <= $2
           ON CONFLICT (account_id, dedupe_key) DO NOTHING
           RETURNING id`,
          [...window, accountId],
        );
        created += rows.length;
      }
      const last = due.at(-1);
      if (!last || due.length < NOTICE_BATCH) break;
      lastAccount = last.account_id;
    }
    after = until;
  }
  return created;
}

/** Notifies of each item in turn; how many of the notifications were new. */
async function countNew<T>(items: readonly T[], notifyOf: (item: T) => Promise<boolean>) {
  let created = 0;
  for (const item of items) if (await notifyOf(item)) created += 1;
  return created;
}

/** A live voucher is announced as expiring this many days before its date. */
export const VOUCHER_EXPIRY_NOTICE_DAYS = 7;

/**
 * Tells owners of live vouchers (not used, not refunded) that expire within 7 days: once per
 * voucher, safe to repeat and to run from several processes. Returns how many were new.
 */
export async function notifyExpiringVouchers(
  db: Queryable,
  now: Date = new Date(),
): Promise<number> {
  const vouchers = await db.query<{
    id: string;
    account_id: string;
    gift_id: string;
    expires_at: Date;
  }>(
    `SELECT id, account_id, gift_id, expires_at FROM vouchers
     WHERE used_at IS NULL AND refunded_at IS NULL AND NOT held AND expires_at > $1
       AND expires_at <= $2
       -- Each round reads only the vouchers not told of yet.
       AND NOT EXISTS (
         SELECT 1 FROM notifications n
         WHERE n.account_id = vouchers.account_id AND n.dedupe_key = 'voucher_expiring:' || vouchers.id
       )`,
    [
      now.toISOString(),
      new Date(now.getTime() + VOUCHER_EXPIRY_NOTICE_DAYS * DAY_MS).toISOString(),
    ],
  );
  return countNew(vouchers, (voucher) =>
    notifyVoucherExpiring(db, {
      accountId: voucher.account_id,
      voucherId: voucher.id,
      giftId: voucher.gift_id,
      expiresAt: voucher.expires_at,
    }),
  );
}

/**
 * Tells the verified owner of `phone` of each live box waiting for it, once per box: called when
 * boxes are issued to a phone and when a phone is verified.
 */
export async function notifyBoxesWaiting(
  tx: Queryable,
  phone: string,
  now: Date = new Date(),
): Promise<number> {
  const boxes = await tx.query<{
    id: string;
    account_id: string;
    points: number;
    expires_at: Date;
  }>(
    `SELECT b.id, a.id AS account_id, b.points, b.expires_at
     FROM gift_boxes b
     JOIN accounts a ON a.phone = b.recipient_phone AND a.phone_verified_at IS NOT NULL
     WHERE b.recipient_phone = $1 AND b.consumed_at IS NULL AND b.expires_at > $2`,
    [phone, now.toISOString()],
  );
  return countNew(boxes, (box) =>
    notifyBoxReceived(tx, {
      accountId: box.account_id,
      boxId: box.id,
      points: box.points,
      expiresAt: box.expires_at,
    }),
  );
}

interface NotificationRow {
  id: string;
  seq: string;
  kind: NotificationKind;
  params: Record<string, unknown>;
  created_at: Date;
  read_at: Date | null;
  /** The subject gift's name in the reader's locale (voucher notices), else null. */
  gift_name: string | null;
}

function toNotification(row: NotificationRow): Notification {
  // The params were written by the notify functions for this very kind.
  const aboutGift = row.kind !== 'box_received' && row.kind !== 'points_expiring';
  return {
    id: row.id,
    kind: row.kind,
    params: row.params,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
    ...(aboutGift ? { giftName: row.gift_name } : {}),
  } as Notification;
}

/** The account's notifications, newest first, naming their gift in `locale` (else English). */
export async function listNotifications(
  db: Queryable,
  accountId: string,
  page: { cursor?: string | undefined; limit: number; locale?: LocaleCode },
): Promise<NotificationPage> {
  const rows = await db.query<NotificationRow>(
    `SELECT n.id, n.seq::text AS seq, n.kind, n.params, n.created_at, n.read_at,
            coalesce(g.names ->> $4, g.names ->> 'en') AS gift_name
     FROM notifications n
     LEFT JOIN gifts g ON g.id = n.params ->> 'giftId'
     WHERE n.account_id = $1 AND ($2::bigint IS NULL OR n.seq < $2::bigint)
     ORDER BY n.seq DESC
     LIMIT $3`,
    [accountId, page.cursor ?? null, page.limit + 1, page.locale ?? 'en'],
  );
  return positionPage(rows, page.limit, toNotification);
}

export async function unreadCount(db: Queryable, accountId: string): Promise<number> {
  const [row] = await db.query<{ unread: number }>(
    'SELECT count(*)::int AS unread FROM notifications WHERE account_id = $1 AND read_at IS NULL',
    [accountId],
  );
  return row?.unread ?? 0;
}

/** Marks the account's own unread notifications read; ids of anyone else's are ignored. */
export async function markRead(
  db: Queryable,
  accountId: string,
  request: MarkReadRequest,
  now: Date = new Date(),
): Promise<MarkRead> {
  const marked = await db.query(
    `UPDATE notifications SET read_at = $2
     WHERE account_id = $1 AND read_at IS NULL AND ($3::uuid[] IS NULL OR id = ANY ($3::uuid[]))
     RETURNING id`,
    [accountId, now.toISOString(), request.ids ?? null],
  );
  return { marked: marked.length, unread: await unreadCount(db, accountId) };
}
