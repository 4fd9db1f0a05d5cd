import { migrate } from '@kado/db';
import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '@kado/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { migrations } from './index.js';

describe.each(TEST_DATABASE_KINDS)('wallet migrations on %s', (kind) => {
  let test: TestDatabase;
  let accountId: string;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    await migrate(test.db, migrations);
    const [account] = await test.db.query<{ id: string }>(
      `INSERT INTO accounts (subject) VALUES ('constraint-test') RETURNING id`,
    );
    accountId = account!.id;
  });
  afterAll(() => test.dispose());

  it('runs a second time harmlessly', async () => {
    expect(await migrate(test.db, migrations)).toEqual([]);
    expect(await test.db.query('SELECT count(*)::int AS n FROM markets')).toEqual([{ n: 10 }]);
  });

  it.each([
    [
      'a lot with more remaining than its amount',
      `INSERT INTO point_lots (account_id, amount, remaining, source, expires_at) VALUES ($1, 10, 11, 'grant', now())`,
    ],
    [
      'a lot of unknown source',
      `INSERT INTO point_lots (account_id, amount, remaining, source, expires_at) VALUES ($1, 10, 10, 'gift', now())`,
    ],
    [
      'an entry whose balance does not add up',
      `INSERT INTO ledger_entries (account_id, kind, points, balance_before, balance_after, reason) VALUES ($1, 'grant', 10, 0, 20, 'x')`,
    ],
    [
      'a credit with negative points',
      `INSERT INTO ledger_entries (account_id, kind, points, balance_before, balance_after, reason) VALUES ($1, 'grant', -10, 20, 10, 'x')`,
    ],
    [
      'a balance below zero',
      `INSERT INTO ledger_entries (account_id, kind, points, balance_before, balance_after, reason) VALUES ($1, 'exchange', -10, 5, -5, 'x')`,
    ],
    [
      'a balance above ten million',
      `INSERT INTO ledger_entries (account_id, kind, points, balance_before, balance_after, reason) VALUES ($1, 'grant', 1, 10000000, 10000001, 'x')`,
    ],
    ['an unknown locale', `UPDATE accounts SET locale = 'zh' WHERE id = $1`],
    ['a market outside the ten', `UPDATE accounts SET market = 'US' WHERE id = $1`],
    [
      'a verified phone that is not E.164',
      `UPDATE accounts SET phone = '91234567', phone_verified_at = now() WHERE id = $1`,
    ],
  ])('refuses %s', async (_what, sql) => {
    await expect(test.db.query(sql, [accountId])).rejects.toThrow(/violates/);
  });

  it('keeps one index for the reads of ledger pages and brand filters, not two', async () => {
    const rows = await test.db.query<{ name: string }>(
      `SELECT indexname AS name FROM pg_indexes
       WHERE tablename IN ('ledger_entries', 'gifts') AND indexname LIKE ANY ($1::text[])
       ORDER BY indexname`,
      [['ledger_entries_account_%', 'gifts_brand_%']],
    );
    expect(rows.map((row) => row.name)).toEqual([
      'gifts_brand_market_idx',
      'ledger_entries_account_seq_idx',
    ]);
  });

  it('lets one verified phone belong to one account only', async () => {
    await test.db.query(
      `INSERT INTO accounts (subject, phone, phone_verified_at) VALUES ('phone-a', '+6591234567', now())`,
    );
    await expect(
      test.db.query(
        `INSERT INTO accounts (subject, phone, phone_verified_at) VALUES ('phone-b', '+6591234567', now())`,
      ),
    ).rejects.toThrow(/duplicate key/);
  });
});
