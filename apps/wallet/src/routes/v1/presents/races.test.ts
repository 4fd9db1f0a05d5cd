/**
 * Gifts under races: whatever runs at once, one transition of a waiting gift wins, and its points
 * and vouchers end up in exactly one place. On PostgreSQL the requests truly overlap; on PGlite
 * they queue, which must give the same outcomes.
 */
import { TEST_DATABASE_KINDS } from '@kado/db/testing';
import { describe, expect, it } from 'vitest';

import { ledgerSums } from '../../../domain/ledger/testing.js';
import { errorCode, usePresentWallet } from './testing.js';

describe.each(TEST_DATABASE_KINDS)('gift races on %s', (database) => {
  const { db, sent, sender, recipient, claim, decline, cancel, vouchersOf, stockOf } =
    usePresentWallet(database);
  const outcome = (response: { statusCode: number; json: () => unknown }) =>
    response.statusCode === 200 ? 'ok' : errorCode(response);

  it('gives one of 100 concurrent claims of one link the gift', async () => {
    const alice = await sender();
    const gift = await sent(alice.subject, { giftId: alice.giftId, quantity: 3 });
    const claimants = await Promise.all(Array.from({ length: 100 }, () => recipient()));
    const answers = await Promise.all(claimants.map((c) => claim(c.subject, gift.token)));
    const codes = answers.map(outcome);
    expect(codes.filter((code) => code === 'ok')).toHaveLength(1);
    expect(codes.filter((code) => code === 'GIFT_ALREADY_CLAIMED')).toHaveLength(99);
    const winner = claimants[codes.indexOf('ok')];
    const vouchers = await vouchersOf({ presentId: gift.id });
    expect(vouchers).toHaveLength(3);
    expect(new Set(vouchers.map((v) => v.account_id))).toEqual(new Set([winner?.id]));
    const [history] = await db().query<{ n: number }>(
      "SELECT count(*)::int AS n FROM present_history WHERE present_id = $1 AND to_state = 'claimed'",
      [gift.id],
    );
    expect(history?.n).toBe(1);
  });

  for (const rival of ['cancel', 'decline'] as const) {
    it(`settles a claim racing a ${rival} one way: points and vouchers in exactly one place`, async () => {
      for (let round = 0; round < 6; round += 1) {
        const alice = await sender(1_000);
        const bob = await recipient();
        const gift = await sent(alice.subject, { giftId: alice.giftId, quantity: 2 });
        const [claimed, other] = await Promise.all([
          claim(bob.subject, gift.token),
          rival === 'cancel' ? cancel(alice.subject, gift.id) : decline(gift.token),
        ]);
        const outcomes = [outcome(claimed), outcome(other)];
        expect(outcomes.filter((code) => code === 'ok')).toHaveLength(1);
        const vouchers = await vouchersOf({ presentId: gift.id });
        const sums = await ledgerSums(db(), alice.id);
        expect(sums.entries).toBe(sums.remainders);
        if (claimed.statusCode === 200) {
          expect(errorCode(other)).toBe('GIFT_ALREADY_CLAIMED');
          expect(vouchers.map((v) => [v.account_id, v.held, v.refunded_at])).toEqual([
            [bob.id, false, null],
            [bob.id, false, null],
          ]);
          expect(sums.entries).toBe(800);
          expect(await stockOf(alice.giftId)).toBe(98);
        } else {
          expect(errorCode(claimed)).toBe('GIFT_CLOSED');
          expect(vouchers.every((v) => v.account_id === alice.id && v.held && v.refunded_at)).toBe(
            true,
          );
          expect(sums.entries).toBe(1_000);
          expect(await stockOf(alice.giftId)).toBe(100);
        }
      }
    });
  }
});
