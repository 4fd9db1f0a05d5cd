/**
 * Random sequences of credits, debits, refunds, sweeps and the passing of time, checked against a
 * plain model of the rules: lots are spent first-expiring first (ties: oldest first), refunds give
 * back to the same lots, expired lots count for nothing, and the ledger always adds up.
 */
import { openTestDatabase, type TestDatabase } from '@kado/db/testing';
import { KadoError } from '@kado/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { migrations } from '../../db/migrations/index.js';
import { getBalance } from '../points/balance.js';
import { credit, debit, refund } from './ledger.js';
import { sweepExpiredLots } from './sweeper.js';
import { createAccount, DAY_MS, expectRunningBalances, ledgerSums } from './testing.js';

const T0 = Date.parse('2031-03-01T00:00:00Z');

type Operation =
  | { op: 'credit'; points: number; expiresInDays: number }
  | { op: 'debit'; points: number }
  | { op: 'refund'; pick: number }
  | { op: 'wait'; days: number }
  | { op: 'sweep' };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    op: fc.constant('credit' as const),
    points: fc.integer({ min: 1, max: 500 }),
    // Whole days from the start of the current day: several lots often expire together.
    expiresInDays: fc.integer({ min: 1, max: 6 }),
  }),
  fc.record({ op: fc.constant('debit' as const), points: fc.integer({ min: 1, max: 700 }) }),
  fc.record({ op: fc.constant('refund' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ op: fc.constant('sweep' as const) }),
);

interface ModelLot {
  id: string;
  remaining: number;
  expiresAt: number;
  order: number;
}

interface ModelExchange {
  id: string;
  consumed: { lotId: string; points: number }[];
  refunded: boolean;
}

describe('the ledger against a model, on pglite', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase('pglite', migrations);
  });
  afterAll(() => test.dispose());

  it('spends in expiry order and keeps every balance and sum right', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 25 }), async (operations) => {
        const accountId = await createAccount(test.db);
        const lots: ModelLot[] = [];
        const exchanges: ModelExchange[] = [];
        // Every step moves the clock a second on, so "oldest" is never a tie.
        let clock = T0;
        const tick = () => new Date((clock += 1000));
        const live = () => lots.filter((lot) => lot.expiresAt > clock && lot.remaining > 0);
        const liveBalance = () => live().reduce((sum, lot) => sum + lot.remaining, 0);
        const codeOf = (error: unknown): string =>
          error instanceof KadoError ? error.code : String(error);

        for (const step of operations) {
          const now = tick();
          if (step.op === 'credit') {
            const startOfDay = clock - (clock % DAY_MS);
            const expiresAt = startOfDay + step.expiresInDays * DAY_MS;
            const credited = await test.db.transaction((tx) =>
              credit(tx, {
                accountId,
                points: step.points,
                expiresAt: new Date(expiresAt),
                source: 'grant',
                reason: 'property',
                now,
              }),
            );
            lots.push({
              id: credited.lotId,
              remaining: step.points,
              expiresAt,
              order: lots.length,
            });
          } else if (step.op === 'debit') {
            const expected = liveBalance() >= step.points;
            const outcome = await test.db
              .transaction((tx) =>
                debit(tx, { accountId, points: step.points, kind: 'exchange', reason: 'p', now }),
              )
              .catch(codeOf);
            if (!expected) {
              expect(outcome).toBe('INSUFFICIENT_POINTS');
              continue;
            }
            if (typeof outcome === 'string') throw new Error(`debit failed: ${outcome}`);
            const order = live().sort((a, b) => a.expiresAt - b.expiresAt || a.order - b.order);
            const consumed: { lotId: string; points: number }[] = [];
            let owed = step.points;
            for (const lot of order) {
              if (owed === 0) break;
              const points = Math.min(owed, lot.remaining);
              lot.remaining -= points;
              owed -= points;
              consumed.push({ lotId: lot.id, points });
            }
            expect(outcome.consumed).toEqual(consumed);
            exchanges.push({ id: outcome.ledgerEntryId, consumed, refunded: false });
          } else if (step.op === 'refund') {
            const exchange = exchanges[step.pick % Math.max(exchanges.length, 1)];
            if (!exchange) continue;
            const outcome = await test.db
              .transaction((tx) =>
                refund(tx, { ledgerEntryId: exchange.id, reason: 'property', now }),
              )
              .catch(codeOf);
            if (exchange.refunded) {
              expect(outcome).toBe('ALREADY_REFUNDED');
              continue;
            }
            exchange.refunded = true;
            for (const { lotId, points } of exchange.consumed) {
              const lot = lots.find((candidate) => candidate.id === lotId);
              if (lot && lot.expiresAt > clock) lot.remaining += points;
            }
            expect(outcome).toMatchObject({ balanceAfter: liveBalance() });
          } else if (step.op === 'wait') {
            clock += step.days * DAY_MS;
          } else {
            await sweepExpiredLots(test.db, now);
          }

          expect((await getBalance(test.db, accountId, new Date(clock))).balance).toBe(
            liveBalance(),
          );
          const sums = await ledgerSums(test.db, accountId);
          expect(sums.entries).toBe(sums.remainders);
        }
        await expectRunningBalances(test.db, accountId);
      }),
      { numRuns: 40 },
    );
  });
});
