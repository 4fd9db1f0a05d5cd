/**
 * Vouchers (PRODUCT.md §4): the e-gift vouchers an exchange issues. A voucher's status follows
 * from its dates — refunded, used, past its expiry, else active — so it turns expired by itself.
 * Its owner may mark it used while it is active and undo that within 24 hours.
 */
import { randomInt } from 'node:crypto';

import type { Queryable } from '@kado/db';
import { HOUR_MS, KadoError, type LocaleCode } from '@kado/shared';
import {
  VOUCHER_UNDO_HOURS,
  type BarcodeFormat,
  type SharedVoucher,
  type Voucher,
  type VoucherPage,
  type VoucherSort,
  type VoucherStatus,
} from '@kado/shared/schemas';

import { GIFT_COLUMNS, GIFT_JOINS, toGift, type GiftRow } from '../catalog/gifts.js';
import { positionPage } from '../paging.js';

const UNDO_MS = VOUCHER_UNDO_HOURS * HOUR_MS;

export interface VoucherRow extends GiftRow {
  voucher_id: string;
  seq: string;
  /** The expiry in microseconds since 1970, exactly as stored: where the `expiry` order stands. */
  expires_us: string;
  exchange_id: string;
  code: string;
  pin: string | null;
  barcode: BarcodeFormat;
  issued_at: Date;
  expires_at: Date;
  used_at: Date | null;
  refunded_at: Date | null;
  active_shares: number;
  terms: string | null;
  how_to_use: string | null;
}

/** What every voucher read selects; `$1` is the locale, as for gifts. */
export const VOUCHER_SELECT = `
  SELECT v.id AS voucher_id, v.seq::text AS seq, v.exchange_id, v.code, v.pin, v.barcode,
         v.issued_at, v.expires_at, v.used_at, v.refunded_at,
         (extract(epoch FROM v.expires_at) * 1000000)::bigint::text AS expires_us,
         (SELECT count(*)::int FROM voucher_shares s
          WHERE s.voucher_id = v.id AND s.revoked_at IS NULL) AS active_shares,
         ${GIFT_COLUMNS},
         coalesce(g.terms ->> $1, g.terms ->> 'en') AS terms,
         coalesce(g.how_to_use ->> $1, g.how_to_use ->> 'en') AS how_to_use
  FROM vouchers v
  JOIN gifts g ON g.id = v.gift_id ${GIFT_JOINS}`;

/** A voucher row `v`'s status in SQL, as `statusOf` reads it; `$now` is the parameter to use. */
function statusSql(now: string): string {
  return `CASE WHEN v.refunded_at IS NOT NULL THEN 'refunded'
               WHEN v.used_at IS NOT NULL THEN 'used'
               WHEN v.expires_at <= ${now} THEN 'expired'
               ELSE 'active' END`;
}

export function statusOf(
  row: Pick<VoucherRow, 'used_at' | 'refunded_at' | 'expires_at'>,
  now: Date,
): VoucherStatus {
  if (row.refunded_at) return 'refunded';
  if (row.used_at) return 'used';
  return row.expires_at <= now ? 'expired' : 'active';
}

export function toSharedVoucher(row: VoucherRow, now: Date): SharedVoucher {
  return {
    gift: toGift(row),
    code: row.code,
    pin: row.pin,
    // The till scans the code itself, whichever symbol shows it.
    barcode: { format: row.barcode, payload: row.code },
    status: statusOf(row, now),
    issuedAt: row.issued_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    terms: row.terms,
    howToUse: row.how_to_use,
  };
}

export function toVoucher(row: VoucherRow, now: Date): Voucher {
  const undoUntil = row.used_at ? new Date(row.used_at.getTime() + UNDO_MS) : null;
  return {
    ...toSharedVoucher(row, now),
    id: row.voucher_id,
    exchangeId: row.exchange_id,
    usedAt: row.used_at?.toISOString() ?? null,
    undoUntil: undoUntil && undoUntil > now ? undoUntil.toISOString() : null,
    activeShares: row.active_shares,
  };
}

export interface VoucherListOptions {
  readonly locale: LocaleCode;
  readonly status?: VoucherStatus | undefined;
  readonly sort?: VoucherSort | undefined;
  readonly cursor?: string | undefined;
  readonly limit: number;
  readonly now: Date;
}

/**
 * The account's vouchers, optionally of one status: newest first, or soonest expiry first (ties
 * in the order they were issued). Each order pages on its own cursor, so the order holds across pages.
 */
export async function listVouchers(
  db: Queryable,
  accountId: string,
  options: VoucherListOptions,
): Promise<VoucherPage> {
  const byExpiry = options.sort === 'expiry';
  const [after, afterSeq] = options.cursor?.split('_') ?? [];
  const rows = await db.query<VoucherRow>(
    `${VOUCHER_SELECT}
     WHERE v.account_id = $2 AND NOT v.held
       AND ($5::text IS NULL OR ${statusSql('$6::timestamptz')} = $5::text)
       AND ${
         byExpiry
           ? `($3::bigint IS NULL
               OR ((extract(epoch FROM v.expires_at) * 1000000)::bigint, v.seq) > ($3::bigint, $7::bigint))`
           : '($3::bigint IS NULL OR v.seq < $3::bigint)'
       }
     ORDER BY ${byExpiry ? 'v.expires_at ASC, v.seq ASC' : 'v.seq DESC'}
     LIMIT $4`,
    [
      options.locale,
      accountId,
      after ?? null,
      options.limit + 1,
      options.status ?? null,
      options.now.toISOString(),
      ...(byExpiry ? [afterSeq ?? null] : []),
    ],
  );
  return positionPage(
    byExpiry ? rows.map((row) => ({ ...row, seq: `${row.expires_us}_${row.seq}` })) : rows,
    options.limit,
    (row) => toVoucher(row, options.now),
  );
}

/** The account's voucher, or NOT_FOUND: another account's voucher is not there for it. */
export async function findVoucher(
  db: Queryable,
  accountId: string,
  voucherId: string,
  locale: LocaleCode,
  now: Date,
): Promise<Voucher> {
  const [row] = await db.query<VoucherRow>(
    `${VOUCHER_SELECT} WHERE v.id = $2 AND v.account_id = $3 AND NOT v.held`,
    [locale, voucherId, accountId],
  );
  if (!row) throw new KadoError('NOT_FOUND', 'No such voucher');
  return toVoucher(row, now);
}

/**
 * The vouchers of one exchange that `accountId` holds, in the order they were issued: none of a
 * present's while they are held, and none once claimed (they are the recipient's).
 */
export async function listExchangeVouchers(
  db: Queryable,
  exchangeId: string,
  accountId: string,
  locale: LocaleCode,
  now: Date,
): Promise<Voucher[]> {
  const rows = await db.query<VoucherRow>(
    `${VOUCHER_SELECT} WHERE v.exchange_id = $2 AND v.account_id = $3 AND NOT v.held
     ORDER BY v.seq`,
    [locale, exchangeId, accountId],
  );
  return rows.map((row) => toVoucher(row, now));
}

/** Locks the account's voucher for a change, or NOT_FOUND. */
export async function lockVoucher(tx: Queryable, accountId: string, voucherId: string, now: Date) {
  const [row] = await tx.query<Pick<VoucherRow, 'used_at' | 'refunded_at' | 'expires_at'>>(
    `SELECT used_at, refunded_at, expires_at FROM vouchers v
     WHERE id = $1 AND account_id = $2 AND NOT held FOR UPDATE`,
    [voucherId, accountId],
  );
  if (!row) throw new KadoError('NOT_FOUND', 'No such voucher');
  return { ...row, status: statusOf(row, now) };
}

export function notActive(status: VoucherStatus): KadoError {
  return new KadoError('VOUCHER_NOT_ACTIVE', `This voucher is ${status}, not active`, { status });
}

/** Marks an active voucher used. */
export async function markUsed(
  tx: Queryable,
  accountId: string,
  voucherId: string,
  now: Date,
): Promise<void> {
  const { status } = await lockVoucher(tx, accountId, voucherId, now);
  if (status !== 'active') throw notActive(status);
  await tx.query('UPDATE vouchers SET used_at = $2 WHERE id = $1', [voucherId, now.toISOString()]);
}

/** Makes a voucher marked used in the last 24 hours unused again. */
export async function undoUsed(
  tx: Queryable,
  accountId: string,
  voucherId: string,
  now: Date,
): Promise<void> {
  const voucher = await lockVoucher(tx, accountId, voucherId, now);
  if (!voucher.used_at) {
    throw new KadoError('VOUCHER_NOT_USED', `This voucher is ${voucher.status}, not used`, {
      status: voucher.status,
    });
  }
  if (voucher.used_at.getTime() + UNDO_MS <= now.getTime()) {
    throw new KadoError(
      'UNDO_WINDOW_PASSED',
      `Marking a voucher used can only be undone within ${VOUCHER_UNDO_HOURS} hours`,
      { usedAt: voucher.used_at.toISOString() },
    );
  }
  await tx.query('UPDATE vouchers SET used_at = NULL WHERE id = $1', [voucherId]);
}

/** A random source: a whole number from 0 to `max` - 1 (node's randomInt, unless a test draws). */
export type RandomInt = (max: number) => number;

/** A voucher code as the supplier would hand it out: 16 random digits. */
export function generateVoucherCode(random: RandomInt = randomInt): string {
  return Array.from({ length: 16 }, () => random(10)).join('');
}

export function generateVoucherPin(random: RandomInt = randomInt): string {
  return String(random(1_000_000)).padStart(6, '0');
}
