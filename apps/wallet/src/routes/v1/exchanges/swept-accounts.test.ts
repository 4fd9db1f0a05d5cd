/**
 * Background work beside requests (PRODUCT.md §12): an expiry sweep holds one account's lock for
 * one short transaction at a time, so exchanges and grants to the very accounts it is sweeping
 * all go through while it runs, and every ledger still adds up to its lots.
 */
import { TEST_DATABASE_KINDS } from '@kado/db/testing';
import { DAY_MS } from '@kado/shared';
import { describe, expect, it } from 'vitest';

import { verifiedAccount } from '../../../domain/boxes/testing.js';
import { sweepExpiredLots } from '../../../domain/ledger/sweeper.js';
import { ledgerSums } from '../../../domain/ledger/testing.js';
import { useExchangeWallet } from './testing.js';

const ACCOUNTS = 40;

describe.each(TEST_DATABASE_KINDS)('writes to accounts being swept on %s', (kind) => {
  const { db, createGift, grant, exchange, operator } = useExchangeWallet(kind);

  it('all succeed during the sweep, and each ledger equals its lots afterwards', async () => {
    const giftId = await createGift({ points: 10 }, 1_000);
    const accounts = [];
    for (let n = 0; n < ACCOUNTS; n += 1) {
      const account = await verifiedAccount(db());
      await grant(account.subject, 500);
      // A lot that ran out yesterday, with the grant entry that brought it in: the sweep's work.
      await db().transaction(async (tx) => {
        await tx.query(
          `INSERT INTO point_lots (account_id, amount, remaining, source, expires_at)
           VALUES ($1, 100, 100, 'grant', $2)`,
          [account.id, new Date(Date.now() - DAY_MS).toISOString()],
        );
        await tx.query(
          `INSERT INTO ledger_entries (account_id, kind, points, balance_before, balance_after, reason)
           VALUES ($1, 'grant', 100, 500, 600, 'test_grant')`,
          [account.id],
        );
      });
      accounts.push(account);
    }

    const [swept, ...answers] = await Promise.all([
      sweepExpiredLots(db()),
      ...accounts.flatMap((account) => [
        exchange(account.subject, { giftId }),
        operator('POST', '/v1/operator/grants', {
          subject: account.subject,
          points: 50,
          validityDays: 30,
          reason: 'test_grant',
        }),
      ]),
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    // Each overdue lot expired exactly once, by the sweep or by the write that came first.
    expect(swept).toBeLessThanOrEqual(ACCOUNTS);
    const [expires] = await db().query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_entries
       WHERE kind = 'expire' AND account_id = ANY ($1::uuid[])`,
      [accounts.map((account) => account.id)],
    );
    expect(expires?.n).toBe(ACCOUNTS);
    for (const account of accounts) {
      expect(await ledgerSums(db(), account.id)).toEqual({ entries: 540, remainders: 540 });
    }
  });
});
