/** Helpers for ledger tests: fresh accounts, and the invariant every account must keep. */
import { randomUUID } from 'node:crypto';

import type { Queryable } from '@kado/db';

export { DAY_MS } from '@kado/shared';

export async function createAccount(db: Queryable, subject = `test-${randomUUID()}`) {
  const [row] = await db.query<{ id: string }>(
    'INSERT INTO accounts (subject) VALUES ($1) RETURNING id',
    [subject],
  );
  if (!row) throw new Error('no account row');
  return row.id;
}

/** Sum of entry points and sum of lot remainders: equal for every account, always. */
export async function ledgerSums(db: Queryable, accountId: string) {
  const [sums] = await db.query<{ entries: number; remainders: number }>(
    `SELECT (SELECT coalesce(sum(points), 0)::int FROM ledger_entries WHERE account_id = $1) AS entries,
            (SELECT coalesce(sum(remaining), 0)::int FROM point_lots WHERE account_id = $1) AS remainders`,
    [accountId],
  );
  if (!sums) throw new Error('no sums row');
  return sums;
}

export interface EntryRow {
  id: string;
  kind: string;
  points: number;
  balance_before: number;
  balance_after: number;
  reason: string;
  lot_id: string | null;
  refund_of: string | null;
}

/** The account's entries in the order they were written. */
export function entriesOf(db: Queryable, accountId: string): Promise<EntryRow[]> {
  return db.query<EntryRow>(
    `SELECT id, kind, points, balance_before, balance_after, reason, lot_id, refund_of
     FROM ledger_entries WHERE account_id = $1 ORDER BY seq`,
    [accountId],
  );
}

/** Every recorded running balance matches a replay of the entries before it. */
export async function expectRunningBalances(db: Queryable, accountId: string): Promise<void> {
  let running = 0;
  for (const entry of await entriesOf(db, accountId)) {
    if (entry.balance_before !== running) {
      throw new Error(`entry ${entry.id} starts at ${entry.balance_before}, not ${running}`);
    }
    running = entry.balance_after;
  }
}

export async function lotsOf(db: Queryable, accountId: string) {
  return db.query<{ id: string; amount: number; remaining: number; expires_at: Date }>(
    'SELECT id, amount, remaining, expires_at FROM point_lots WHERE account_id = $1 ORDER BY expires_at, created_at, id',
    [accountId],
  );
}
