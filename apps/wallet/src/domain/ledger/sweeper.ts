/**
 * The expiry sweeper: writes the `expire` entries for lots past their date. Reads never wait for
 * it (they ignore expired lots anyway), and every ledger operation expires its own account's lots
 * first, so the sweeper only keeps idle accounts' ledgers current. Several processes may run it:
 * each claims one account at a time with SKIP LOCKED and re-reads its lots under the lock, so a
 * lot is expired once. Each round also tells owners of points and vouchers about to expire (idempotent too) and
 * forgets idempotency keys past their 24 hours, and returns gifts left unclaimed past their window.
 */
import type { Database } from '@kado/db';

import { deleteExpiredKeys } from '../idempotency/idempotency.js';
import { notifyExpiringPoints, notifyExpiringVouchers } from '../notifications/notifications.js';
import { returnOverduePresents } from '../presents/presents.js';
import { expireOverdueLots } from './ledger.js';

/** Accounts read per candidate query; each is then swept in a transaction of its own. */
const BATCH_SIZE = 100;

/**
 * Expires every overdue lot; returns how many lots it expired. Each account is its own short
 * transaction, so a sweep holds one account's lock at a time and a write to any other account
 * never waits for it. An account another process is sweeping, or a request is writing, is
 * skipped (SKIP LOCKED): that one expires its lots itself.
 */
export async function sweepExpiredLots(db: Database, now: Date = new Date()): Promise<number> {
  let expired = 0;
  // Candidates in id order after the last one seen, so a skipped account is not read again.
  let after: string | null = null;
  for (;;) {
    const candidates: { id: string }[] = await db.query<{ id: string }>(
      `SELECT DISTINCT l.account_id AS id FROM point_lots l
       WHERE l.remaining > 0 AND l.expires_at <= $1 AND ($2::uuid IS NULL OR l.account_id > $2::uuid)
       ORDER BY l.account_id
       LIMIT $3`,
      [now.toISOString(), after, BATCH_SIZE],
    );
    for (const { id } of candidates) {
      expired += await db.transaction(async (tx) => {
        const [claimed] = await tx.query(
          'SELECT id FROM accounts WHERE id = $1 FOR UPDATE SKIP LOCKED',
          [id],
        );
        return claimed ? expireOverdueLots(tx, id, now) : 0;
      });
    }
    const last = candidates.at(-1);
    if (!last || candidates.length < BATCH_SIZE) return expired;
    after = last.id;
  }
}

export interface SweeperLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Runs the sweeper every `intervalS` seconds, never two rounds at once; returns its stop. */
export function startExpirySweeper(
  db: Database,
  intervalS: number,
  log: SweeperLog,
): () => Promise<void> {
  let round: Promise<void> | null = null;
  const timer = setInterval(() => {
    round ??= sweepExpiredLots(db)
      .then(async (expired) => {
        if (expired > 0) log.info({ expired }, 'expired point lots');
        // Gifts left unclaimed past their window give their points back (PRODUCT.md §10).
        const returned = await returnOverduePresents(db);
        if (returned > 0) log.info({ returned }, 'returned unclaimed gifts');
        const notified = (await notifyExpiringPoints(db)) + (await notifyExpiringVouchers(db));
        await deleteExpiredKeys(db);
        if (notified > 0) log.info({ notified }, 'expiry notifications');
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'expiry sweep failed');
      })
      .finally(() => {
        round = null;
      });
  }, intervalS * 1000);
  // A pending sweep never keeps the process alive on its own.
  timer.unref();
  return async () => {
    clearInterval(timer);
    await round;
  };
}
