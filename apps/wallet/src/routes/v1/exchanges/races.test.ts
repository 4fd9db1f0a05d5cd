import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { verifiedAccount } from '../../../domain/boxes/testing.js';
import { ledgerSums, lotsOf } from '../../../domain/ledger/testing.js';
import { useExchangeWallet } from './testing.js';

// Races need real concurrent connections: PostgreSQL only (PGlite runs one transaction at a time).
describe('exchange races on postgres', () => {
  const { db, createGift, grant, exchange, stockOf } = useExchangeWallet('postgres');
  const codeOf = (response: { json: () => unknown }) =>
    (response.json() as { error?: { code: string } }).error?.code ?? 'ok';
  const countOf = async (table: 'exchanges' | 'vouchers', accountId: string) => {
    const [row] = await db().query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table} WHERE account_id = $1`,
      [accountId],
    );
    return row?.n;
  };
  const tally = (codes: string[]) =>
    codes.reduce<Record<string, number>>((counts, code) => {
      counts[code] = (counts[code] ?? 0) + 1;
      return counts;
    }, {});

  it('lets 200 concurrent exchanges spend a balance that covers 50, and no more', async () => {
    const account = await verifiedAccount(db());
    const giftId = await createGift({ points: 10 }, 300);
    // Three lots, so the winners also race over which lot to take from.
    await grant(account.subject, 120, 10);
    await grant(account.subject, 180, 40);
    await grant(account.subject, 200, 90);

    const answers = await Promise.all(
      Array.from({ length: 200 }, () => exchange(account.subject, { giftId })),
    );
    expect(tally(answers.map(codeOf))).toEqual({ ok: 50, INSUFFICIENT_POINTS: 150 });
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([201, 409]));

    const lots = await lotsOf(db(), account.id);
    expect(lots.map((lot) => lot.remaining)).toEqual([0, 0, 0]);
    expect(await ledgerSums(db(), account.id)).toEqual({ entries: 0, remainders: 0 });
    expect(await countOf('exchanges', account.id)).toBe(50);
    expect(await countOf('vouchers', account.id)).toBe(50);
    expect(await stockOf(giftId)).toBe(250);
  });

  it('gives 50 concurrent exchanges with one Idempotency-Key one effect and 50 equal answers', async () => {
    const account = await verifiedAccount(db());
    const giftId = await createGift({ points: 10 });
    await grant(account.subject, 1_000);
    const key = { 'idempotency-key': `burst-${randomUUID()}` };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => exchange(account.subject, { giftId, quantity: 2 }, key)),
    );
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([201]));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(
      answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true'),
    ).toHaveLength(49);
    expect(await countOf('exchanges', account.id)).toBe(1);
    expect(await countOf('vouchers', account.id)).toBe(2);
    expect(await stockOf(giftId)).toBe(98);
    expect(await ledgerSums(db(), account.id)).toEqual({ entries: 980, remainders: 980 });
  });

  it('runs one of two concurrent exchanges with one Idempotency-Key and different payloads', async () => {
    const account = await verifiedAccount(db());
    const giftId = await createGift({ points: 10 });
    await grant(account.subject, 1_000);
    const key = { 'idempotency-key': `both-${randomUUID()}` };
    const answers = await Promise.all([
      exchange(account.subject, { giftId, quantity: 1 }, key),
      exchange(account.subject, { giftId, quantity: 3 }, key),
    ]);
    expect(answers.map(codeOf).sort()).toEqual(['IDEMPOTENCY_CONFLICT', 'ok']);
    const won = answers.find((answer) => answer.statusCode === 201)!;
    const { quantity } = won.json<{ quantity: number }>();
    expect(answers.find((answer) => answer.statusCode !== 201)?.statusCode).toBe(409);
    expect(await countOf('exchanges', account.id)).toBe(1);
    expect(await countOf('vouchers', account.id)).toBe(quantity);
    expect(await stockOf(giftId)).toBe(100 - quantity);
    const left = 1_000 - 10 * quantity;
    expect(await ledgerSums(db(), account.id)).toEqual({ entries: left, remainders: left });
  });

  it('never oversells the last vouchers of a gift to accounts exchanging at once', async () => {
    const initialStock = 7;
    const giftId = await createGift({ points: 10 }, initialStock);
    const accounts = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const account = await verifiedAccount(db());
        await grant(account.subject, 100);
        return account;
      }),
    );
    const answers = await Promise.all(
      accounts.map((account) => exchange(account.subject, { giftId })),
    );
    expect(tally(answers.map(codeOf))).toEqual({
      ok: initialStock,
      OUT_OF_STOCK: accounts.length - initialStock,
    });
    expect(await stockOf(giftId)).toBe(0);
    const [issued] = await db().query<{ n: number }>(
      'SELECT count(*)::int AS n FROM vouchers WHERE gift_id = $1',
      [giftId],
    );
    expect(issued?.n).toBe(initialStock);
    for (const account of accounts) {
      const sums = await ledgerSums(db(), account.id);
      expect(sums.entries).toBe(sums.remainders);
    }
  });
});
