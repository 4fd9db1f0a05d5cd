/**
 * The expiry sweeper: writes the `expire` entries for lots past their date. Reads never wait for
 * it (they ignore expired lots anyway), and every ledger operation expires its own account's lots
 * first, so the sweeper only keeps idle accounts' ledgers current. Several processes may run it:
 * each claims accounts with SKIP LOCKED and re-reads their lots under the lock, so a lot is
 * expired once. Each round also tells owners of points and vouchers about to expire (idempotent too) and
 * forgets idempotency keys past their 24 hours.
 */
import type { Database } from '@kado/db';

import { deleteExpiredKeys } from '../idempotency/idempotency.js';
import { notifyExpiringPoints, notifyExpiringVouchers } from '../notifications/notifications.js';
import { expireOverdueLots } from './ledger.js';

const BATCH_SIZE = 100;

/** Expires every overdue lot; returns how many lots it expired. */
export async function sweepExpiredLots(db: Database, now: Date = new Date()): Promise<number> {
  let expired = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const accounts = await tx.query<{ id: string }>(
        `SELECT a.id FROM accounts a
         WHERE EXISTS (
           SELECT 1 FROM point_lots l
           WHERE l.account_id = a.id AND l.remaining > 0 AND l.expires_at <= $1
         )
         LIMIT $2
         FOR UPDATE OF a SKIP LOCKED`,
        [now.toISOString(), BATCH_SIZE],
      );
      for (const account of accounts) expired += await expireOverdueLots(tx, account.id, now);
      return accounts.length;
    });
    if (batch < BATCH_SIZE) return expired;
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
