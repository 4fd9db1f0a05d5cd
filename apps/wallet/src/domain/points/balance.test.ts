import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '@kado/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { migrations } from '../../db/migrations/index.js';
import { getBalance } from './balance.js';

const DAY_MS = 24 * 60 * 60_000;
const now = new Date('2026-03-01T04:00:00.000Z');
const inDays = (days: number, plusMs = 0) => new Date(now.getTime() + days * DAY_MS + plusMs);

describe.each(TEST_DATABASE_KINDS)('balance on %s', (kind) => {
  let test: TestDatabase;
  const newAccount = async (subject: string) =>
    (
      await test.db.query<{ id: string }>(
        'INSERT INTO accounts (subject) VALUES ($1) RETURNING id',
        [subject],
      )
    )[0]!.id;
  const addLot = (accountId: string, amount: number, remaining: number, expiresAt: Date) =>
    test.db.query(
      `INSERT INTO point_lots (account_id, amount, remaining, source, expires_at)
       VALUES ($1, $2, $3, 'grant', $4)`,
      [accountId, amount, remaining, expiresAt.toISOString()],
    );

  beforeAll(async () => {
    test = await openTestDatabase(kind, migrations);
  });
  afterAll(() => test.dispose());

  it('is zero with nothing to expire for an account without lots', async () => {
    expect(await getBalance(test.db, await newAccount('empty'), now)).toEqual({
      balance: 0,
      expiringSoon: 0,
      nextExpiry: null,
      asOf: now.toISOString(),
    });
  });

  it('counts the remainders of live lots, soon = within 30 days, next = the earliest expiry', async () => {
    const id = await newAccount('mixed');
    await addLot(id, 100, 100, inDays(0, -1_000)); // expired a second ago, not yet swept
    await addLot(id, 70, 70, now); // expires this very instant
    await addLot(id, 90, 0, inDays(5)); // spent in full
    await addLot(id, 200, 200, inDays(10));
    await addLot(id, 50, 50, inDays(10)); // same instant: one expiry of 250 points
    await addLot(id, 300, 300, inDays(30)); // the last moment of the window
    await addLot(id, 400, 400, inDays(30, 1_000)); // just past it
    await addLot(id, 500, 120, inDays(60)); // partly spent

    expect(await getBalance(test.db, id, now)).toEqual({
      balance: 200 + 50 + 300 + 400 + 120,
      expiringSoon: 200 + 50 + 300,
      nextExpiry: { expiresAt: inDays(10).toISOString(), points: 250 },
      asOf: now.toISOString(),
    });
  });

  it('drops a lot the moment it expires', async () => {
    const id = await newAccount('moment');
    await addLot(id, 40, 40, inDays(3));
    await addLot(id, 60, 60, inDays(90));
    expect((await getBalance(test.db, id, inDays(3, -1))).balance).toBe(100);
    const after = await getBalance(test.db, id, inDays(3));
    expect(after).toMatchObject({ balance: 60, expiringSoon: 0 });
    expect(after.nextExpiry).toEqual({ expiresAt: inDays(90).toISOString(), points: 60 });
  });
});
