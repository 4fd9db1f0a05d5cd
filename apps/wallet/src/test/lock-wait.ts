/**
 * For race tests on PostgreSQL: wait until the other side of a race is blocked on the lock it
 * means to test, rather than sleeping and hoping a busy machine got it there in time.
 */
import type { Queryable } from '@kado/db';

/**
 * Polls until at least `sessions` sessions of this database wait on a lock. Bounded, so a test
 * whose request never waits fails instead of hanging; it returns as soon as they wait.
 */
export async function waitForLockWait(db: Queryable, sessions = 1): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (row && row.n >= sessions) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`fewer than ${sessions} sessions ever waited on a lock`);
}
