/**
 * Random interleavings of sending, claiming, declining, cancelling, returning, lot expiry and the
 * passing of time: after every step, each account's ledger adds up to its lot remainders, no
 * point is lost or made (the sender's live balance plus what their waiting and claimed gifts cost
 * is what they were given, less what expired while it sat in their lots), and every voucher of a
 * gift is in exactly one place.
 */
import { randomUUID } from 'node:crypto';

import { KadoError } from '@kado/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { usePresentWallet } from '../../routes/v1/presents/testing.js';
import { verifiedAccount } from '../boxes/testing.js';
import { credit } from '../ledger/ledger.js';
import { sweepExpiredLots } from '../ledger/sweeper.js';
import { createAccount, DAY_MS, ledgerSums } from '../ledger/testing.js';
import {
  cancelPresent,
  claimPresent,
  declinePresent,
  newPresentToken,
  returnOverduePresents,
  sendPresent,
} from './presents.js';

type Step =
  | { op: 'send'; quantity: number }
  | { op: 'claim'; pick: number; by: number }
  | { op: 'decline'; pick: number }
  | { op: 'cancel'; pick: number }
  | { op: 'credit'; points: number; days: number }
  | { op: 'wait'; days: number }
  | { op: 'return' }
  | { op: 'expire' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('send' as const), quantity: fc.integer({ min: 1, max: 3 }) }),
  fc.record({
    op: fc.constant('claim' as const),
    pick: fc.nat(),
    by: fc.integer({ min: 0, max: 2 }),
  }),
  fc.record({ op: fc.constant('decline' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('cancel' as const), pick: fc.nat() }),
  fc.record({
    op: fc.constant('credit' as const),
    points: fc.integer({ min: 1, max: 300 }),
    days: fc.integer({ min: 1, max: 10 }),
  }),
  fc.record({ op: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ op: fc.constant('return' as const) }),
  fc.record({ op: fc.constant('expire' as const) }),
);

/** Refusals are part of the game; anything else is a failure. */
const refused = (error: unknown) => {
  if (!(error instanceof KadoError)) throw error;
};

describe('gifts against the ledger rules, on pglite', () => {
  const { db, createGift } = usePresentWallet('pglite');

  it('keeps every ledger whole and every voucher in one place, whatever the interleaving', async () => {
    const giftId = await createGift({ points: 50 }, 10_000);
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const sender = await verifiedAccount(db());
        const others = await Promise.all(
          [0, 1].map(() => createAccount(db(), `claimant-${randomUUID()}`)),
        );
        const claimants = [sender.id, ...others];
        const gifts: { id: string; token: string }[] = [];
        let now = Date.now();
        const at = () => new Date(now);
        await db().transaction((tx) =>
          credit(tx, {
            accountId: sender.id,
            points: 400,
            expiresAt: new Date(now + 5 * DAY_MS),
            source: 'grant',
            reason: 'test_grant',
            now: at(),
          }),
        );
        const pick = (n: number) => gifts[n % Math.max(gifts.length, 1)];

        for (const s of steps) {
          switch (s.op) {
            case 'send': {
              const token = newPresentToken();
              const outcome = await db().transaction((tx) =>
                sendPresent(tx, {
                  accountId: sender.id,
                  request: {
                    giftId,
                    quantity: s.quantity,
                    design: 'thanks',
                    message: '',
                    senderName: 'Mei',
                  },
                  locale: 'en',
                  token,
                  now: at(),
                }),
              );
              if (outcome.ok) gifts.push({ id: outcome.value.id, token });
              break;
            }
            case 'claim': {
              const gift = pick(s.pick);
              if (!gift) break;
              await db().transaction((tx) =>
                claimPresent(tx, { token: gift.token, claimantId: claimants[s.by]!, now: at() }),
              );
              break;
            }
            case 'decline': {
              const gift = pick(s.pick);
              if (gift) {
                await db().transaction((tx) =>
                  declinePresent(tx, { token: gift.token, now: at() }),
                );
              }
              break;
            }
            case 'cancel': {
              const gift = pick(s.pick);
              if (!gift) break;
              await db()
                .transaction((tx) =>
                  cancelPresent(tx, { senderId: sender.id, presentId: gift.id, now: at() }),
                )
                .catch(refused);
              break;
            }
            case 'credit':
              await db().transaction((tx) =>
                credit(tx, {
                  accountId: sender.id,
                  points: s.points,
                  expiresAt: new Date(now + s.days * DAY_MS),
                  source: 'grant',
                  reason: 'test_grant',
                  now: at(),
                }),
              );
              break;
            case 'wait':
              now += s.days * DAY_MS;
              break;
            case 'return':
              await returnOverduePresents(db(), at());
              break;
            case 'expire':
              await sweepExpiredLots(db(), at());
              break;
          }

          for (const account of claimants) {
            const sums = await ledgerSums(db(), account);
            expect(sums.entries).toBe(sums.remainders);
          }
          // Points: what came in = what is in the lots + what expired + what gifts hold.
          const [points] = await db().query<{
            credited: number;
            remaining: number;
            expired: number;
            held: number;
          }>(
            `SELECT
               (SELECT coalesce(sum(points), 0)::int FROM ledger_entries
                WHERE account_id = $1 AND kind = 'grant') AS credited,
               (SELECT coalesce(sum(remaining), 0)::int FROM point_lots WHERE account_id = $1)
                 AS remaining,
               (SELECT coalesce(-sum(points), 0)::int FROM ledger_entries
                WHERE account_id = $1 AND kind = 'expire') AS expired,
               (SELECT coalesce(sum(x.points), 0)::int FROM presents p
                JOIN exchanges x ON x.id = p.exchange_id
                WHERE p.sender_id = $1 AND p.state IN ('sent', 'opened', 'claimed')) AS held`,
            [sender.id],
          );
          expect(points!.remaining + points!.expired + points!.held).toBe(points!.credited);
          // Vouchers: held by the sender while waiting, void once given back, the claimant's once claimed.
          const misplaced = await db().query(
            `SELECT v.id FROM vouchers v JOIN presents p ON p.exchange_id = v.exchange_id
             WHERE p.sender_id = $1 AND NOT CASE
               WHEN p.state IN ('sent', 'opened')
                 THEN v.held AND v.refunded_at IS NULL AND v.account_id = p.sender_id
               WHEN p.state = 'claimed'
                 THEN NOT v.held AND v.refunded_at IS NULL AND v.account_id = p.recipient_id
               ELSE v.held AND v.refunded_at IS NOT NULL AND v.account_id = p.sender_id END`,
            [sender.id],
          );
          expect(misplaced).toEqual([]);
        }
      }),
      { numRuns: 25 },
    );
  });
});
