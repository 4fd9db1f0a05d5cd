import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '@kado/db/testing';
import { DEMO_ACCOUNT } from '@kado/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { migrations } from '../../db/migrations/index.js';
import { seedDemo } from '../../db/seed.js';
import { debit } from './ledger.js';
import { sweepExpiredLots } from './sweeper.js';
import { DAY_MS, entriesOf, expectRunningBalances, ledgerSums } from './testing.js';

describe.each(TEST_DATABASE_KINDS)('the demo seed under the ledger rules on %s', (kind) => {
  let test: TestDatabase;
  let accountId: string;
  const now = new Date();
  beforeAll(async () => {
    test = await openTestDatabase(kind, migrations);
    await seedDemo(test.db, now);
    const [account] = await test.db.query<{ id: string }>(
      'SELECT id FROM accounts WHERE subject = $1',
      [DEMO_ACCOUNT.subject],
    );
    accountId = account!.id;
  });
  afterAll(() => test.dispose());

  it('keeps the invariant and running balances, and has nothing left for the sweeper', async () => {
    expect(await ledgerSums(test.db, accountId)).toEqual({ entries: 15_500, remainders: 15_500 });
    await expectRunningBalances(test.db, accountId);
    expect(await sweepExpiredLots(test.db, now)).toBe(0);
  });

  it('spends, expires and adds up like any other account', async () => {
    const spent = await test.db.transaction((tx) =>
      debit(tx, { accountId, points: 6_000, kind: 'exchange', reason: 'gift_exchange', now }),
    );
    // The lot expiring in 20 days goes first, then the one expiring in 120.
    expect(spent.consumed.map((part) => part.points)).toEqual([5_000, 1_000]);
    expect(await sweepExpiredLots(test.db, new Date(now.getTime() + 121 * DAY_MS))).toBe(1);
    expect((await entriesOf(test.db, accountId)).at(-1)).toMatchObject({
      kind: 'expire',
      points: -7_000,
      balance_before: 9_500,
    });
    expect(await ledgerSums(test.db, accountId)).toEqual({ entries: 2_500, remainders: 2_500 });
    await expectRunningBalances(test.db, accountId);
  });
});
