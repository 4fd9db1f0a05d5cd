/**
 * Notifications (PRODUCT.md §4): stored per account as a kind and its parameters. Producers call
 * the notify functions inside their own transaction, so a notification exists exactly when the
 * event it tells of was committed; the dedupe key makes a repeated call a no-op.
 */
import type { Queryable } from '@kado/db';
import {
  EXPIRY_NOTICE_DAYS,
  type MarkRead,
  type MarkReadRequest,
  type Notification,
  type NotificationKind,
  type NotificationPage,
} from '@kado/shared/schemas';

const DAY_MS = 24 * 60 * 60_000;

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

export function notifyVoucherExpiring(tx: Queryable, input: VoucherEvent): Promise<boolean> {
  return notify(tx, input.accountId, 'voucher_expiring', `voucher_expiring:${input.voucherId}`, {
    voucherId: input.voucherId,
    giftId: input.giftId,
    expiresAt: input.expiresAt.toISOString(),
  });
}

/**
 * Tells owners of live lots that their points expire within 30 or 7 days: one notification per
 * lot and threshold, only the nearest threshold a lot has reached (a lot granted 5 days before
 * its expiry hears "7 days", never a belated "30 days"). One statement, conflict-free to repeat
 * and to run from several processes at once. Returns how many notifications were new.
 */
export async function notifyExpiringPoints(db: Queryable, now: Date = new Date()): Promise<number> {
  let created = 0;
  let after = now;
  for (const days of [...EXPIRY_NOTICE_DAYS].sort((a, b) => a - b)) {
    const until = new Date(now.getTime() + days * DAY_MS);
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
       WHERE l.remaining > 0 AND l.expires_at > $1 AND l.expires_at <= $2
       ON CONFLICT (account_id, dedupe_key) DO NOTHING
       RETURNING id`,
      [after.toISOString(), until.toISOString(), days],
    );
    created += rows.length;
    after = until;
  }
  return created;
}

interface NotificationRow {
  id: string;
  seq: string;
  kind: NotificationKind;
  params: Record<string, unknown>;
  created_at: Date;
  read_at: Date | null;
}

function toNotification(row: NotificationRow): Notification {
  // The params were written by the notify functions for this very kind.
  return {
    id: row.id,
    kind: row.kind,
    params: row.params,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
  } as Notification;
}

/** The account's notifications, newest first. */
export async function listNotifications(
  db: Queryable,
  accountId: string,
  page: { cursor?: string | undefined; limit: number },
): Promise<NotificationPage> {
  const rows = await db.query<NotificationRow>(
    `SELECT id, seq::text AS seq, kind, params, created_at, read_at FROM notifications
     WHERE account_id = $1 AND ($2::bigint IS NULL OR seq < $2::bigint)
     ORDER BY seq DESC
     LIMIT $3`,
    [accountId, page.cursor ?? null, page.limit + 1],
  );
  const items = rows.slice(0, page.limit);
  return {
    items: items.map(toNotification),
    nextCursor: rows.length > page.limit ? (items.at(-1)?.seq ?? null) : null,
  };
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
