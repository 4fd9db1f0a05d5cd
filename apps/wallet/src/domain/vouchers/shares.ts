/**
 * Share links of vouchers (PRODUCT.md §4): the owner of an active voucher creates a link whose
 * token opens the voucher without sign-in, and may revoke it. Only the token's SHA-256 is
 * stored, so the token shows once, in the answer that creates it.
 */
import { createHash, randomBytes } from 'node:crypto';

import type { Queryable } from '@kado/db';
import { KadoError, type LocaleCode } from '@kado/shared';
import {
  MAX_ACTIVE_SHARES,
  type CreatedShare,
  type SharedVoucher,
  type VoucherShare,
} from '@kado/shared/schemas';

import {
  lockVoucher,
  notActive,
  toSharedVoucher,
  VOUCHER_SELECT,
  type VoucherRow,
} from './vouchers.js';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

interface ShareRow {
  id: string;
  created_at: Date;
  revoked_at: Date | null;
}

function toShare(row: ShareRow): VoucherShare {
  return {
    id: row.id,
    createdAt: row.created_at.toISOString(),
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}

/** A new share link of the account's active voucher, at most five live at once. */
export async function createShare(
  tx: Queryable,
  accountId: string,
  voucherId: string,
  now: Date,
): Promise<CreatedShare> {
  const { status } = await lockVoucher(tx, accountId, voucherId, now);
  if (status !== 'active') throw notActive(status);
  const [live] = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM voucher_shares WHERE voucher_id = $1 AND revoked_at IS NULL',
    [voucherId],
  );
  if ((live?.count ?? 0) >= MAX_ACTIVE_SHARES) {
    throw new KadoError(
      'SHARE_LIMIT_REACHED',
      `A voucher can have at most ${MAX_ACTIVE_SHARES} share links: revoke one first`,
      { limit: MAX_ACTIVE_SHARES },
    );
  }
  const token = randomBytes(32).toString('base64url');
  const [row] = await tx.query<ShareRow>(
    `INSERT INTO voucher_shares (voucher_id, token_hash, created_at) VALUES ($1, $2, $3)
     RETURNING id, created_at, revoked_at`,
    [voucherId, hashToken(token), now.toISOString()],
  );
  if (!row) throw new Error('inserting a share returned no row');
  return { ...toShare(row), token };
}

/** The share links of the account's voucher, newest first, revoked ones included. */
export async function listShares(
  db: Queryable,
  accountId: string,
  voucherId: string,
): Promise<VoucherShare[]> {
  const [owned] = await db.query(
    'SELECT 1 FROM vouchers WHERE id = $1 AND account_id = $2 AND NOT held',
    [voucherId, accountId],
  );
  if (!owned) throw new KadoError('NOT_FOUND', 'No such voucher');
  const rows = await db.query<ShareRow>(
    `SELECT id, created_at, revoked_at FROM voucher_shares WHERE voucher_id = $1
     ORDER BY created_at DESC, id`,
    [voucherId],
  );
  return rows.map(toShare);
}

/** Revokes a share link of the account's voucher; revoking it again changes nothing. */
export async function revokeShare(
  tx: Queryable,
  accountId: string,
  voucherId: string,
  shareId: string,
  now: Date,
): Promise<void> {
  const [share] = await tx.query<{ id: string }>(
    `UPDATE voucher_shares s SET revoked_at = coalesce(s.revoked_at, $4)
     FROM vouchers v
     WHERE s.id = $1 AND s.voucher_id = $2 AND v.id = s.voucher_id AND v.account_id = $3
     RETURNING s.id`,
    [shareId, voucherId, accountId, now.toISOString()],
  );
  if (!share) throw new KadoError('NOT_FOUND', 'No such share link');
}

/** The voucher a live share token opens, or NOT_FOUND for an unknown or revoked token. */
export async function findSharedVoucher(
  db: Queryable,
  token: string,
  locale: LocaleCode,
  now: Date,
): Promise<SharedVoucher> {
  const [row] = await db.query<VoucherRow>(
    `${VOUCHER_SELECT}
     JOIN voucher_shares s ON s.voucher_id = v.id
     WHERE s.token_hash = $2 AND s.revoked_at IS NULL`,
    [locale, hashToken(token)],
  );
  if (!row) throw new KadoError('NOT_FOUND', 'This share link does not exist or was revoked');
  return toSharedVoucher(row, now);
}
