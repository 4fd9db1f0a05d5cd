/**
 * What an account's owner may read of the ledger: lots, credits, expiries and the entries
 * themselves. A lot past its expiry reads as spent at once, whether or not the sweeper has run.
 */
import type { Queryable } from '@kado/db';
import { DAY_MS, EXPIRING_SOON_DAYS, wallClockInZone, type LocaleCode } from '@kado/shared';
import type {
  Charge,
  ChargePage,
  CreditSource,
  Expirations,
  LedgerEntry,
  LedgerKind,
  LedgerPage,
  Lot,
  LotPage,
} from '@kado/shared/schemas';
import { reasonKey } from '@kado/shared/schemas';

import { CSV_MESSAGES } from './csv-messages.js';

/** Expired lots shown on the expiration page: the most recent ones are the ones people ask about. */
const EXPIRED_LOTS_SHOWN = 100;

export interface PageRequest<Cursor> {
  readonly cursor?: Cursor | undefined;
  readonly limit: number;
}

/** The first `limit` rows and the cursor of the next page (one more row was fetched to know). */
function page<Row, Item>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
  cursorOf: (row: Row) => string,
): { items: Item[]; nextCursor: string | null } {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    items: shown.map(toItem),
    nextCursor: rows.length > limit && last !== undefined ? cursorOf(last) : null,
  };
}

interface LotRow {
  id: string;
  source: CreditSource;
  amount: number;
  remaining: number;
  expires_at: Date;
  created_at: Date;
}

/** Every lot, in spending order (first-expiring first, then oldest); the cursor is a lot id. */
export async function listLots(
  db: Queryable,
  accountId: string,
  request: PageRequest<string>,
  now: Date,
): Promise<LotPage> {
  const rows = await db.query<LotRow>(
    `SELECT id, source, amount, remaining, expires_at, created_at FROM point_lots
     WHERE account_id = $1
       AND ($2::uuid IS NULL OR (expires_at, created_at, id) >
         (SELECT expires_at, created_at, id FROM point_lots WHERE id = $2 AND account_id = $1))
     ORDER BY expires_at, created_at, id
     LIMIT $3`,
    [accountId, request.cursor ?? null, request.limit + 1],
  );
  return page(
    rows,
    request.limit,
    (row): Lot => {
      const expired = row.expires_at <= now;
      return {
        id: row.id,
        source: row.source,
        amount: row.amount,
        remaining: expired ? 0 : row.remaining,
        status: expired ? 'expired' : row.remaining === 0 ? 'used' : 'active',
        expiresAt: row.expires_at.toISOString(),
        createdAt: row.created_at.toISOString(),
      };
    },
    (row) => row.id,
  );
}

interface EntryRow {
  id: string;
  seq: string;
  created_at: Date;
  kind: LedgerKind;
  points: number;
  balance_before: number;
  balance_after: number;
  reason: string;
  refund_of: string | null;
}

const ENTRY_COLUMNS = `e.id, e.seq::text AS seq, e.created_at, e.kind, e.points, e.balance_before,
  e.balance_after, e.reason, e.refund_of`;

/** Every credit (charge, merge, grant, refund), newest first; the cursor is an entry's position. */
export async function listCharges(
  db: Queryable,
  accountId: string,
  request: PageRequest<bigint>,
): Promise<ChargePage> {
  const rows = await db.query<EntryRow & { masked_code: string | null; expires_at: Date | null }>(
    `SELECT ${ENTRY_COLUMNS}, l.masked_code, l.expires_at
     FROM ledger_entries e LEFT JOIN point_lots l ON l.id = e.lot_id
     WHERE e.account_id = $1 AND e.kind IN ('charge', 'merge', 'grant', 'refund')
       AND ($2::bigint IS NULL OR e.seq < $2)
     ORDER BY e.seq DESC
     LIMIT $3`,
    [accountId, request.cursor?.toString() ?? null, request.limit + 1],
  );
  return page(
    rows,
    request.limit,
    (row): Charge => ({
      ledgerEntryId: row.id,
      createdAt: row.created_at.toISOString(),
      source: row.kind as CreditSource,
      maskedCode: row.masked_code,
      points: row.points,
      expiresAt: row.expires_at?.toISOString() ?? null,
      reason: row.reason,
    }),
    (row) => row.seq,
  );
}

function toEntry(row: EntryRow): LedgerEntry {
  return {
    id: row.id,
    createdAt: row.created_at.toISOString(),
    kind: row.kind,
    points: row.points,
    balanceBefore: row.balance_before,
    balanceAfter: row.balance_after,
    reason: row.reason,
    refundOf: row.refund_of,
  };
}

/** Every ledger entry, newest first; the cursor is an entry's position. */
export async function listLedger(
  db: Queryable,
  accountId: string,
  request: PageRequest<bigint>,
): Promise<LedgerPage> {
  const rows = await db.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM ledger_entries e
     WHERE e.account_id = $1 AND ($2::bigint IS NULL OR e.seq < $2)
     ORDER BY e.seq DESC
     LIMIT $3`,
    [accountId, request.cursor?.toString() ?? null, request.limit + 1],
  );
  return page(rows, request.limit, toEntry, (row) => row.seq);
}

/**
 * Live points by the day they expire on in `timeZone` (the market's), and the lots that expired
 * with points in them.
 */
export async function getExpirations(
  db: Queryable,
  accountId: string,
  now: Date,
  timeZone = 'UTC',
): Promise<Expirations> {
  const soon = new Date(now.getTime() + EXPIRING_SOON_DAYS * DAY_MS);
  const upcoming = await db.query<{ date: string; points: number; first: Date }>(
    `SELECT to_char(expires_at AT TIME ZONE $3, 'YYYY-MM-DD') AS date,
            sum(remaining)::int AS points, min(expires_at) AS first
     FROM point_lots
     WHERE account_id = $1 AND remaining > 0 AND expires_at > $2
     GROUP BY 1 ORDER BY 1`,
    [accountId, now.toISOString(), timeZone],
  );
  // What a lot lost to expiry: its sweeper entries, plus what it still holds if not yet swept.
  const expired = await db.query<{ id: string; expires_at: Date; points: number }>(
    `SELECT id, expires_at, points FROM (
       SELECT l.id, l.expires_at,
         (l.remaining - coalesce(
           (SELECT sum(e.points) FROM ledger_entries e WHERE e.lot_id = l.id AND e.kind = 'expire'),
           0))::int AS points
       FROM point_lots l
       WHERE l.account_id = $1 AND l.expires_at <= $2
     ) lost
     WHERE points > 0
     ORDER BY expires_at DESC, id
     LIMIT $3`,
    [accountId, now.toISOString(), EXPIRED_LOTS_SHOWN],
  );
  return {
    upcoming: upcoming.map((row) => ({
      date: row.date,
      points: row.points,
      expiringSoon: row.first <= soon,
    })),
    expired: expired.map((row) => ({
      lotId: row.id,
      expiredAt: row.expires_at.toISOString(),
      points: row.points,
    })),
    asOf: now.toISOString(),
    timeZone,
  };
}

/** Spreadsheet programs read a file with this byte-order mark as UTF-8 (Thai, Hindi, Korean…). */
export const UTF8_BOM = '\uFEFF';

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma or line break. Text that a
 * spreadsheet would run as a formula is prefixed with an apostrophe (OWASP CSV injection).
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export interface CsvOptions {
  /** The reader's language: headers and entry kinds are written in it. */
  readonly locale: LocaleCode;
  /** The market's IANA zone: times are written on its clock (and the header names it). */
  readonly timeZone: string;
}

/**
 * The whole ledger, oldest first, as UTF-8 CSV with a byte-order mark, a header row in the
 * reader's language and CRLF line ends.
 */
export async function ledgerCsv(
  db: Queryable,
  accountId: string,
  { locale, timeZone }: CsvOptions = { locale: 'en', timeZone: 'UTC' },
): Promise<string> {
  const messages = CSV_MESSAGES[locale];
  const rows = await db.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM ledger_entries e WHERE e.account_id = $1 ORDER BY e.seq`,
    [accountId],
  );
  const lines = rows.map((row) => {
    const entry = toEntry(row);
    return [
      entry.id,
      wallClockInZone(new Date(entry.createdAt), timeZone),
      messages.kinds[entry.kind],
      entry.points,
      entry.balanceBefore,
      entry.balanceAfter,
      messages.reasons[reasonKey(entry.reason)],
      entry.refundOf,
    ]
      .map(csvField)
      .join(',');
  });
  const header = messages.headers
    .map((title) => csvField(title.replace('{zone}', timeZone)))
    .join(',');
  return UTF8_BOM + [header, ...lines].map((line) => `${line}\r\n`).join('');
}
