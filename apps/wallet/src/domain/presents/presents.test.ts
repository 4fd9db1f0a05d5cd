/**
 * Gifts left unclaimed: the sweeper returns them once, however many processes sweep, and points
 * come back to the lots they left with those lots' expiry, or as one new 30-day lot for the
 * points whose lots expired meanwhile.
 */
import { TEST_DATABASE_KINDS } from '@kado/db/testing';
import { DAY_MS } from '@kado/shared';
import { describe, expect, it } from 'vitest';

import { usePresentWallet } from '../../routes/v1/presents/testing.js';
import { credit } from '../ledger/ledger.js';
import { ledgerSums, lotsOf } from '../ledger/testing.js';
import { PRESENT_REVIVE_MS, returnOverduePresents } from './presents.js';

describe.each(TEST_DATABASE_KINDS)('returning unclaimed gifts on %s', (database) => {
  const { db, sent, sender, open, noticesOf, vouchersOf, stockOf, createGift } =
    usePresentWallet(database);

  it('returns points to their lots with the original expiry, expired ones as one 30-day lot', async () => {
    const alice = await sender(0);
    const now = Date.now();
    const lot = (points: number, days: number) =>
      db().transaction((tx) =>
        credit(tx, {
          accountId: alice.id,
          points,
          expiresAt: new Date(now + days * DAY_MS),
          source: 'grant',
          reason: 'test_grant',
        }),
      );
    const first = await lot(100, 3);
    const second = await lot(100, 5);
    const third = await lot(400, 60);
    const giftId = await createGift({ points: 125 });
    // 4 × 125 = 500: both short lots whole, 300 of the long one.
    const gift = await sent(alice.subject, { giftId, quantity: 4 });
    await open(gift.token);
    expect((await lotsOf(db(), alice.id)).map((l) => l.remaining)).toEqual([0, 0, 100]);

    const later = new Date(now + 8 * DAY_MS);
    expect(await returnOverduePresents(db(), later)).toBe(1);
    expect(await returnOverduePresents(db(), later)).toBe(0);

    const lots = await lotsOf(db(), alice.id);
    expect(lots.map((l) => [l.id, l.amount, l.remaining, l.expires_at.getTime()])).toEqual([
      [first.lotId, 100, 0, now + 3 * DAY_MS],
      [second.lotId, 100, 0, now + 5 * DAY_MS],
      [lots[2]?.id, 200, 200, later.getTime() + PRESENT_REVIVE_MS],
      [third.lotId, 400, 400, now + 60 * DAY_MS],
    ]);
    expect(await ledgerSums(db(), alice.id)).toEqual({ entries: 600, remainders: 600 });
    const [refundEntry] = await db().query<{ kind: string; points: number; reason: string }>(
      "SELECT kind, points, reason FROM ledger_entries WHERE account_id = $1 AND kind = 'refund'",
      [alice.id],
    );
    expect(refundEntry).toEqual({ kind: 'refund', points: 500, reason: 'gift_returned' });
    expect(await stockOf(giftId)).toBe(100);
    expect((await vouchersOf({ presentId: gift.id })).every((v) => v.refunded_at)).toBe(true);
    expect((await noticesOf(alice.id)).map((n) => [n.kind, n.params.points])).toEqual([
      ['present_opened', undefined],
      ['present_returned', 500],
    ]);
    const [history] = await db().query<{ states: string[] }>(
      'SELECT array_agg(to_state ORDER BY seq) AS states FROM present_history WHERE present_id = $1',
      [gift.id],
    );
    expect(history?.states).toEqual(['sent', 'opened', 'returned']);
  });

  it('leaves a gift inside its window alone', async () => {
    const alice = await sender();
    const gift = await sent(alice.subject, { giftId: alice.giftId });
    expect(await returnOverduePresents(db(), new Date(Date.now() + 6 * DAY_MS))).toBe(0);
    const [row] = await db().query<{ state: string }>('SELECT state FROM presents WHERE id = $1', [
      gift.id,
    ]);
    expect(row?.state).toBe('sent');
  });

  it('returns each gift once when two sweeps run at once', async () => {
    const senders = await Promise.all(Array.from({ length: 3 }, () => sender(1_000)));
    const gifts = [];
    for (const s of senders) {
      for (let i = 0; i < 3; i += 1) gifts.push(await sent(s.subject, { giftId: s.giftId }));
    }
    const later = new Date(Date.now() + 30 * DAY_MS);
    const counts = await Promise.all([
      returnOverduePresents(db(), later),
      returnOverduePresents(db(), later),
    ]);
    // Every gift of this test is back; others' gifts (earlier tests) may be returned too.
    const [mine] = await db().query<{ returned: number; refunds: number }>(
      `SELECT count(*) FILTER (WHERE p.state = 'returned')::int AS returned,
              count(e.id)::int AS refunds
       FROM presents p LEFT JOIN ledger_entries e ON e.id = p.refund_entry_id
       WHERE p.id = ANY ($1::uuid[])`,
      [gifts.map((g) => g.id)],
    );
    expect(mine).toEqual({ returned: 9, refunds: 9 });
    expect(counts[0] + counts[1]).toBeGreaterThanOrEqual(9);
    for (const s of senders) {
      expect(await ledgerSums(db(), s.id)).toEqual({ entries: 1_000, remainders: 1_000 });
    }
    expect(await returnOverduePresents(db(), later)).toBe(0);
  });
});
