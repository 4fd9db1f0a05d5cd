/** The balance rules of PRODUCT.md §4: only lots not yet expired count, whatever the sweeper did. */
import type { Queryable } from '@kado/db';
import { DAY_MS, EXPIRING_SOON_DAYS } from '@kado/shared';
import type { Balance } from '@kado/shared/schemas';

interface BalanceRow {
  balance: number;
  expiring_soon: number;
  next_expiry: Date | null;
  next_expiry_points: number;
}

export async function getBalance(db: Queryable, accountId: string, now: Date): Promise<Balance> {
  const soon = new Date(now.getTime() + EXPIRING_SOON_DAYS * DAY_MS);
  const [row] = await db.query<BalanceRow>(
    `WITH live AS (
       SELECT remaining, expires_at FROM point_lots
       WHERE account_id = $1 AND remaining > 0 AND expires_at > $2
     ), next AS (
       SELECT min(expires_at) AS expires_at FROM live
     )
     SELECT
       coalesce(sum(remaining), 0)::int AS balance,
       coalesce(sum(remaining) FILTER (WHERE live.expires_at <= $3), 0)::int AS expiring_soon,
       (SELECT expires_at FROM next) AS next_expiry,
       coalesce(sum(remaining) FILTER (WHERE live.expires_at = (SELECT expires_at FROM next)), 0)::int
         AS next_expiry_points
     FROM live`,
    [accountId, now.toISOString(), soon.toISOString()],
  );
  if (!row) throw new Error('the balance query returned no row');
  return {
    balance: row.balance,
    expiringSoon: row.expiring_soon,
    nextExpiry: row.next_expiry
      ? { expiresAt: row.next_expiry.toISOString(), points: row.next_expiry_points }
      : null,
    asOf: now.toISOString(),
  };
}
