import { openDatabase, type Database } from '@kado/db';
import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '@kado/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { migrations } from '../../db/migrations/index.js';
import { getBalance } from '../points/balance.js';
import { credit } from './ledger.js';
import { startExpirySweeper, sweepExpiredLots } from './sweeper.js';
import { createAccount, DAY_MS, entriesOf, expectRunningBalances, ledgerSums } from './testing.js';

const T0 = new Date('2031-03-01T00:00:00Z');
const at = (days: number) => new Date(T0.getTime() + days * DAY_MS);

async function grantLots(db: Database, accountId: string, lots: [number, number][]) {
  for (const [points, days] of lots) {
    await db.transaction((tx) =>
      credit(tx, {
        accountId,
        points,
        expiresAt: at(days),
        source: 'grant',
        reason: 'test_grant',
        now: T0,
      }),
    );
  }
}

describe.each(TEST_DATABASE_KINDS)('the expiry sweeper on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind, migrations);
  });
  afterAll(() => test.dispose());

  it('writes one expire entry per overdue lot, zeroes it, and does nothing the second time', async () => {
    const accountId = await createAccount(test.db);
    await grantLots(test.db, accountId, [
      [100, 5],
      [200, 7],
      [300, 40],
    ]);
    // Reads treat the lots as gone before any sweep.
    expect(await getBalance(test.db, accountId, at(8))).toMatchObject({ balance: 300 });
    expect(await sweepExpiredLots(test.db, at(8))).toBe(2);
    expect(await sweepExpiredLots(test.db, at(8))).toBe(0);
    expect((await entriesOf(test.db, accountId)).slice(-2)).toMatchObject([
      { kind: 'expire', points: -100, balance_before: 600, balance_after: 500 },
      { kind: 'expire', points: -200, balance_before: 500, balance_after: 300 },
    ]);
    expect(await ledgerSums(test.db, accountId)).toEqual({ entries: 300, remainders: 300 });
    await expectRunningBalances(test.db, accountId);
  });

  it('runs on an interval and stops cleanly', async () => {
    const accountId = await createAccount(test.db);
    await test.db.query(
      `INSERT INTO point_lots (account_id, amount, remaining, source, expires_at)
       VALUES ($1, 10, 10, 'grant', now() - interval '1 day')`,
      [accountId],
    );
    await test.db.query(
      `INSERT INTO ledger_entries (account_id, kind, points, balance_before, balance_after, reason)
       VALUES ($1, 'grant', 10, 0, 10, 'test_grant')`,
      [accountId],
    );
    const logged: object[] = [];
    const stop = startExpirySweeper(test.db, 0.05, {
      info: (details) => logged.push(details),
      error: (details) => logged.push(details),
    });
    await expect
      // Room for a busy machine's sweeper rounds; the poll ends as soon as the lot is expired.
      .poll(() => ledgerSums(test.db, accountId), { timeout: 25_000 })
      .toEqual({
        entries: 0,
        remainders: 0,
      });
    await stop();
    expect(logged[0]).toMatchObject({ expired: expect.any(Number) as number });
  });
});

describe('a sweep on postgres', () => {
  let test: TestDatabase;
  let sweeper: Database;
  beforeAll(async () => {
    test = await openTestDatabase('postgres', migrations);
    // The sweep below waits on a lock on purpose: its statements may wait longer than requests'.
    sweeper = await openDatabase({ url: test.url!, timeouts: { statementMs: 60_000 } });
  });
  afterAll(async () => {
    await sweeper.close();
    await test.dispose();
  });

  it('commits each account before the next, so a write to one it swept never waits for the rest', async () => {
    const [first, second] = (
      await Promise.all([createAccount(test.db), createAccount(test.db)])
    ).sort();
    for (const accountId of [first, second]) await grantLots(test.db, accountId, [[10, 1]]);
    // A request holds the second account's lot: the sweep waits there, after the first account.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let locked: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (locked = resolve));
    const holding = test.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM point_lots WHERE account_id = $1 FOR UPDATE', [second]);
      locked();
      await gate;
    });
    await held;
    const sweep = sweepExpiredLots(sweeper, at(3));
    try {
      await expect
        .poll(() => ledgerSums(test.db, first), { timeout: 25_000 })
        .toEqual({ entries: 0, remainders: 0 });
      // The sweep still runs (it waits on the second account), and the first takes a credit.
      await test.db.transaction((tx) =>
        credit(tx, {
          accountId: first,
          points: 5,
          expiresAt: at(100),
          source: 'grant',
          reason: 'test_grant',
          now: at(3),
        }),
      );
      expect(await ledgerSums(test.db, second)).toEqual({ entries: 10, remainders: 10 });
    } finally {
      release();
      await holding;
    }
    expect(await sweep).toBe(2);
    expect(await ledgerSums(test.db, first)).toEqual({ entries: 5, remainders: 5 });
    expect(await ledgerSums(test.db, second)).toEqual({ entries: 0, remainders: 0 });
  });
});

describe('two sweepers at once on postgres', () => {
  let test: TestDatabase;
  let other: Database;
  beforeAll(async () => {
    test = await openTestDatabase('postgres', migrations);
    other = await openDatabase({ url: test.url! });
  });
  afterAll(async () => {
    await other.close();
    await test.dispose();
  });

  it('write each expire entry exactly once', async () => {
    // 250 accounts, each granted 10 points for 1 day, 20 for 2 days and 40 for 100 days.
    await test.db.exec(`
      INSERT INTO accounts (subject) SELECT 'sweep-' || n FROM generate_series(1, 250) n;
      INSERT INTO point_lots (account_id, amount, remaining, source, expires_at)
        SELECT a.id, g.points, g.points, 'grant', $$${T0.toISOString()}$$::timestamptz + g.days * interval '1 day'
        FROM accounts a, (VALUES (10, 1), (20, 2), (40, 100)) g (points, days)
        WHERE a.subject LIKE 'sweep-%';
      INSERT INTO ledger_entries (account_id, kind, points, balance_before, balance_after, reason, lot_id)
        SELECT account_id, 'grant', amount,
          sum(amount) OVER w - amount, sum(amount) OVER w, 'test_grant', id
        FROM point_lots WINDOW w AS (PARTITION BY account_id ORDER BY expires_at);
    `);
    const accounts = (
      await test.db.query<{ id: string }>(`SELECT id FROM accounts WHERE subject LIKE 'sweep-%'`)
    ).map((row) => row.id);
    expect(accounts).toHaveLength(250);
    const [a, b] = await Promise.all([
      sweepExpiredLots(test.db, at(3)),
      sweepExpiredLots(other, at(3)),
    ]);
    expect(a + b).toBe(500);
    const [counts] = await test.db.query<{ expires: number; lots: number }>(
      `SELECT (SELECT count(*)::int FROM ledger_entries WHERE kind = 'expire') AS expires,
              (SELECT count(DISTINCT lot_id)::int FROM ledger_entries WHERE kind = 'expire') AS lots`,
    );
    expect(counts).toEqual({ expires: 500, lots: 500 });
    for (const accountId of accounts.slice(0, 20)) {
      expect(await ledgerSums(test.db, accountId)).toEqual({ entries: 40, remainders: 40 });
    }
  });
});
