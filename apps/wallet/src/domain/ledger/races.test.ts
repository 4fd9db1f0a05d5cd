import { openDatabase, type Database } from '@kado/db';
import { openTestDatabase, type TestDatabase } from '@kado/db/testing';
import { KadoError } from '@kado/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { migrations } from '../../db/migrations/index.js';
import { credit, debit } from './ledger.js';
import { createAccount, DAY_MS, expectRunningBalances, ledgerSums } from './testing.js';

describe('concurrent debits on postgres', () => {
  let test: TestDatabase;
  // The race is about the ledger's locks, not the request limits: 200 transactions queue on one
  // account's row, and on a busy machine a wait can pass the 1 s statement limit of requests (in the
  // service, one account's writes take turns before they reach the database).
  let racing: Database;
  beforeAll(async () => {
    test = await openTestDatabase('postgres', migrations);
    racing = await openDatabase({ url: test.url!, timeouts: { statementMs: 60_000 } });
  });
  afterAll(async () => {
    await racing.close();
    await test.dispose();
  });

  it('serialize: of 200 debits against a balance for 50, exactly 50 succeed', async () => {
    const accountId = await createAccount(test.db);
    const now = new Date();
    // Three lots with different expiries, so debits cross lot boundaries while racing.
    for (const [points, days] of [
      [150, 10],
      [200, 20],
      [150, 30],
    ] as const) {
      await test.db.transaction((tx) =>
        credit(tx, {
          accountId,
          points,
          expiresAt: new Date(now.getTime() + days * DAY_MS),
          source: 'grant',
          reason: 'test_grant',
        }),
      );
    }
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, () =>
        racing
          .transaction((tx) =>
            debit(tx, { accountId, points: 10, kind: 'exchange', reason: 'race' }),
          )
          .then(
            () => 'ok',
            (error: unknown) => (error instanceof KadoError ? error.code : String(error)),
          ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(50);
    expect(outcomes.filter((outcome) => outcome === 'INSUFFICIENT_POINTS')).toHaveLength(150);
    const [lowest] = await test.db.query<{ min: number }>(
      'SELECT min(remaining)::int AS min FROM point_lots WHERE account_id = $1',
      [accountId],
    );
    expect(lowest?.min).toBe(0);
    expect(await ledgerSums(test.db, accountId)).toEqual({ entries: 0, remainders: 0 });
    await expectRunningBalances(test.db, accountId);
  });
});
