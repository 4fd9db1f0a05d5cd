/**
 * The exchange reads the gift unlocked and takes its stock at the commit, only if the gift is
 * still as read. These tests change the gift between the read and the write (inside the
 * transaction, as a concurrent commit would appear to the next statement): the commit fails with
 * nothing kept, and the exchange run again with the gift locked decides on the gift as it is.
 */
import { randomInt, randomUUID } from 'node:crypto';

import { type Transaction } from '@kado/db';
import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '@kado/db/testing';
import { DAY_MS } from '@kado/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { migrations } from '../../db/migrations/index.js';
import { waitForLockWait } from '../../test/lock-wait.js';
import { credit } from '../ledger/ledger.js';
import { createAccount, expectRunningBalances, ledgerSums } from '../ledger/testing.js';
import type { RandomInt } from '../vouchers/vouchers.js';
import { exchangeGift, isGiftChanged } from './exchanges.js';

/**
 * A random source that draws the digits of `codes` first, one per call, and random digits after
 * them: the voucher codes an exchange draws, chosen by the test. `left` counts the chosen digits
 * not drawn yet.
 */
function drawing(...codes: string[]): RandomInt & { left: () => number } {
  const digits = codes.join('').split('').map(Number);
  return Object.assign((max: number) => digits.shift() ?? randomInt(max), {
    left: () => digits.length,
  });
}

describe.each(TEST_DATABASE_KINDS)('exchanging a gift that changes meanwhile on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind, migrations);
    await test.db.exec(`
      INSERT INTO categories (id, names) VALUES ('race', '{"en": "Race"}');
      INSERT INTO brands (id, name, color, category_id) VALUES ('race', 'Race', '#336699', 'race');
    `);
  });
  afterAll(() => test.dispose());

  let phones = 0;

  /** A listed SG gift of 10 points with `stock`, and a verified SG account holding 100 points. */
  async function setUp(stock: number) {
    const giftId = `race-${randomUUID().slice(0, 8)}`;
    await test.db.query(
      `INSERT INTO gifts (id, brand_id, category_id, market, names, points, image_path,
                          curated_rank)
       VALUES ($1, 'race', 'race', 'SG', '{"en": "Race gift"}', 10, 'gifts/race.svg', 1)`,
      [giftId],
    );
    await test.db.query('UPDATE gift_stock SET stock = $2 WHERE gift_id = $1', [giftId, stock]);
    const accountId = await createAccount(test.db);
    await test.db.query(
      `UPDATE accounts SET market = 'SG', phone = $2, phone_verified_at = now() WHERE id = $1`,
      [accountId, `+659${String(++phones).padStart(7, '0')}`],
    );
    await test.db.transaction((tx) =>
      credit(tx, {
        accountId,
        points: 100,
        expiresAt: new Date(Date.now() + 30 * DAY_MS),
        source: 'grant',
        reason: 'test',
      }),
    );
    return { giftId, accountId };
  }

  /** The transaction, with `change` run in it just before the exchange's write. */
  function changingBeforeWrite(tx: Transaction, change: string, params: unknown[]): Transaction {
    let changed = false;
    return {
      exec: (sql) => tx.exec(sql),
      queryAtCommit: (sql, values) => {
        tx.queryAtCommit(sql, values);
      },
      async query(sql, values, options) {
        if (!changed && sql.includes('INSERT INTO ledger_entries')) {
          changed = true;
          await tx.query(change, params);
        }
        return tx.query(sql, values, options);
      },
    };
  }

  async function written(giftId: string, accountId: string) {
    const [row] = await test.db.query<{
      stock: number;
      exchanges: number;
      vouchers: number;
      notices: number;
      counted: number;
    }>(
      `SELECT (SELECT stock FROM gift_stock WHERE gift_id = $1) AS stock,
              (SELECT count(*)::int FROM exchanges WHERE gift_id = $1) AS exchanges,
              (SELECT count(*)::int FROM vouchers WHERE gift_id = $1) AS vouchers,
              (SELECT count(*)::int FROM notifications WHERE account_id = $2) AS notices,
              (SELECT coalesce(sum(count), 0)::int FROM exchange_stats WHERE gift_id = $1)
                AS counted`,
      [giftId, accountId],
    );
    return { ...row, balance: (await ledgerSums(test.db, accountId)).remainders };
  }

  /**
   * An exchange whose gift `change`s between its read and its write: the commit must fail and keep
   * nothing. The change is then made for good, and the exchange run again with the gift locked,
   * as the route does; its outcome is answered.
   */
  async function exchangeAcrossChange(
    ids: { giftId: string; accountId: string },
    quantity: number,
    change: string,
  ) {
    const input = { ...ids, quantity, locale: 'en' as const };
    await expect(
      test.db.transaction((tx) =>
        exchangeGift(changingBeforeWrite(tx, change, [ids.giftId]), input),
      ),
    ).rejects.toSatisfy(isGiftChanged);
    expect(await written(ids.giftId, ids.accountId)).toEqual({
      stock: 5,
      exchanges: 0,
      vouchers: 0,
      notices: 0,
      counted: 0,
      balance: 100,
    });
    await test.db.query(change, [ids.giftId]);
    return test.db.transaction((tx) => exchangeGift(tx, input, undefined, { lockGift: true }));
  }

  it('takes the stock of an unchanged gift at the commit', async () => {
    const { giftId, accountId } = await setUp(5);
    const outcome = await test.db.transaction((tx) =>
      exchangeGift(tx, { accountId, giftId, quantity: 2, locale: 'en' }),
    );
    expect(outcome).toMatchObject({ ok: true, value: { points: 20, balanceAfter: 80 } });
    expect(await written(giftId, accountId)).toEqual({
      stock: 3,
      exchanges: 1,
      vouchers: 2,
      notices: 2,
      counted: 1,
      balance: 80,
    });
  });

  it('charges the points the gift costs when its stock is taken, once', async () => {
    const ids = await setUp(5);
    const outcome = await exchangeAcrossChange(
      ids,
      2,
      'UPDATE gifts SET points = 30 WHERE id = $1',
    );
    expect(outcome).toMatchObject({ ok: true, value: { points: 60, balanceAfter: 40 } });
    expect(await written(ids.giftId, ids.accountId)).toEqual({
      stock: 3,
      exchanges: 1,
      vouchers: 2,
      notices: 2,
      counted: 1,
      balance: 40,
    });
  });

  it('refuses, writing nothing, when the stock ran out after it was read', async () => {
    const ids = await setUp(5);
    const outcome = await exchangeAcrossChange(
      ids,
      2,
      'UPDATE gift_stock SET stock = 1 WHERE gift_id = $1',
    );
    expect(outcome).toMatchObject({
      ok: false,
      error: { code: 'OUT_OF_STOCK', details: { available: 1 } },
    });
    expect(await written(ids.giftId, ids.accountId)).toMatchObject({
      stock: 1,
      exchanges: 0,
      counted: 0,
      balance: 100,
    });
  });

  // Two connections at once: PGlite has one.
  it.runIf(kind === 'postgres')(
    'counts the points credited while it waited for the account',
    async () => {
      const { giftId, accountId } = await setUp(5);
      let release: (() => void) | undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let hold: (() => void) | undefined;
      const held = new Promise<void>((resolve) => {
        hold = resolve;
      });
      const crediting = test.db.transaction(async (tx) => {
        await credit(tx, {
          accountId,
          points: 50,
          expiresAt: new Date(Date.now() + 60 * DAY_MS),
          source: 'grant',
          reason: 'test',
        });
        hold?.();
        await released;
      });
      await held;
      const exchanging = test.db.transaction((tx) =>
        exchangeGift(tx, { accountId, giftId, quantity: 1, locale: 'en' }),
      );
      // The exchange is waiting for the account's lock when the credit commits.
      await waitForLockWait(test.db);
      release?.();
      await crediting;
      expect(await exchanging).toMatchObject({ ok: true, value: { balanceAfter: 140 } });
      await expectRunningBalances(test.db, accountId);
    },
  );

  it('draws a voucher code again when another voucher has it, or one drawn beside it', async () => {
    const taken = '4444444444444444';
    const twin = '5555555555555555';
    const earlier = await setUp(5);
    const first = await test.db.transaction((tx) =>
      exchangeGift(tx, { ...earlier, quantity: 1, locale: 'en', random: drawing(taken) }),
    );
    expect(first).toMatchObject({ ok: true, value: { vouchers: [{ code: taken }] } });

    const ids = await setUp(5);
    // The first code is another voucher's, the third the second's: both are drawn again, and the
    // first of those draws is another voucher's again.
    const random = drawing(taken, twin, twin, taken);
    const outcome = await test.db.transaction((tx) =>
      exchangeGift(tx, { ...ids, quantity: 3, locale: 'en', random }),
    );
    expect(random.left()).toBe(0);
    if (!outcome.ok) throw outcome.error;
    const codes = outcome.value.vouchers.map((voucher) => voucher.code);
    expect(codes).toHaveLength(3);
    expect(new Set(codes).size).toBe(3);
    expect(codes).toContain(twin);
    expect(codes).not.toContain(taken);
    expect(codes.every((code) => /^\d{16}$/.test(code))).toBe(true);
    expect(
      await test.db.query(
        'SELECT code, count(*)::int AS n FROM vouchers WHERE code = ANY($1) GROUP BY code ORDER BY code',
        [[taken, twin]],
      ),
    ).toEqual([
      { code: taken, n: 1 },
      { code: twin, n: 1 },
    ]);
    expect(await written(ids.giftId, ids.accountId)).toEqual({
      stock: 2,
      exchanges: 1,
      vouchers: 3,
      notices: 3,
      counted: 1,
      balance: 70,
    });
  });

  it('refuses, writing nothing, when the gift was unlisted after it was read', async () => {
    const ids = await setUp(5);
    const outcome = await exchangeAcrossChange(
      ids,
      1,
      'UPDATE gifts SET active = false WHERE id = $1',
    );
    expect(outcome).toMatchObject({ ok: false, error: { code: 'GIFT_UNAVAILABLE' } });
    expect(await written(ids.giftId, ids.accountId)).toMatchObject({
      stock: 5,
      exchanges: 0,
      balance: 100,
    });
  });
});
