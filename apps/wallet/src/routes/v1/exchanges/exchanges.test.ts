import { randomUUID } from 'node:crypto';

import { TEST_DATABASE_KINDS } from '@kado/db/testing';
import { MARKET_TIME_ZONES, dayInZone } from '@kado/shared';
import type { Exchange, ExchangeResult, NotificationPage, PopularGift } from '@kado/shared/schemas';
import { describe, expect, it } from 'vitest';

import { verifiedAccount } from '../../../domain/boxes/testing.js';
import { DAY_MS, ledgerSums, lotsOf } from '../../../domain/ledger/testing.js';
import { TEST_GIFT, errorCode, useExchangeWallet } from './testing.js';

describe.each(TEST_DATABASE_KINDS)('exchanges on %s', (database) => {
  const { db, wallet, issuer, call, createGift, grant, exchange, exchanged, stockOf } =
    useExchangeWallet(database);

  /** Everything an exchange writes for the account, to prove a refusal wrote none of it. */
  const footprint = async (accountId: string, giftId: string) => {
    const [counts] = await db().query<{ exchanges: number; vouchers: number; notices: number }>(
      `SELECT (SELECT count(*)::int FROM exchanges WHERE account_id = $1) AS exchanges,
              (SELECT count(*)::int FROM vouchers WHERE account_id = $1) AS vouchers,
              (SELECT count(*)::int FROM notifications WHERE account_id = $1) AS notices`,
      [accountId],
    );
    return {
      ...counts,
      sums: await ledgerSums(db(), accountId),
      lots: await lotsOf(db(), accountId),
      stock: await stockOf(giftId),
    };
  };

  describe('exchanging a gift', () => {
    it('issues the vouchers, debits the first-expiring lots and takes the stock', async () => {
      const account = await verifiedAccount(db());
      const giftId = await createGift(
        { points: 150, validityDays: 45, barcode: 'code128', withPin: true },
        10,
      );
      const soonLot = await grant(account.subject, 200, 10);
      const laterLot = await grant(account.subject, 500, 90);

      const response = await exchange(account.subject, { giftId, quantity: 3 });
      expect(response.statusCode).toBe(201);
      const result = response.json<ExchangeResult>();
      expect(result).toMatchObject({ giftId, quantity: 3, points: 450, balanceAfter: 250 });
      expect(Date.now() - Date.parse(result.createdAt)).toBeLessThan(60_000);
      expect(result.vouchers).toHaveLength(3);
      for (const voucher of result.vouchers) {
        expect(voucher.code).toMatch(/^[0-9]{16}$/);
        expect(voucher.pin).toMatch(/^[0-9]{6}$/);
        expect(voucher.barcode).toEqual({ format: 'code128', payload: voucher.code });
        expect(voucher).toMatchObject({
          exchangeId: result.id,
          status: 'active',
          issuedAt: result.createdAt,
          usedAt: null,
          undoUntil: null,
          activeShares: 0,
          gift: { id: giftId, points: 150 },
          terms: 'Test terms.',
        });
        // Valid to the end of the Singapore day 45 days on, whatever the server's own zone.
        const lastDay = new Date(Date.parse(voucher.issuedAt) + 45 * DAY_MS);
        expect(dayInZone(new Date(voucher.expiresAt), MARKET_TIME_ZONES.SG)).toBe(
          dayInZone(lastDay, MARKET_TIME_ZONES.SG),
        );
        expect(
          dayInZone(new Date(Date.parse(voucher.expiresAt) + 1), MARKET_TIME_ZONES.SG),
        ).not.toBe(dayInZone(lastDay, MARKET_TIME_ZONES.SG));
      }
      expect(new Set(result.vouchers.map((voucher) => voucher.code)).size).toBe(3);

      const [entry] = await db().query<{ kind: string; points: number; balance_after: number }>(
        'SELECT kind, points, balance_after FROM ledger_entries WHERE id = $1',
        [result.ledgerEntryId],
      );
      expect(entry).toEqual({ kind: 'exchange', points: -450, balance_after: 250 });
      // The lot expiring in 10 days is emptied before the 90-day one is touched.
      const lots = await lotsOf(db(), account.id);
      expect(lots.map((lot) => [lot.id, lot.remaining])).toEqual([
        [soonLot, 0],
        [laterLot, 250],
      ]);
      expect(await ledgerSums(db(), account.id)).toEqual({ entries: 250, remainders: 250 });
      expect(await stockOf(giftId)).toBe(7);

      const popular = await call('GET', '/v1/gifts/popular?market=SG&limit=50', null);
      const ranked = popular.json<{ items: PopularGift[] }>().items.find((g) => g.id === giftId);
      expect(ranked?.exchanges).toBe(1);

      const notices = await call('GET', '/v1/notifications?limit=50', account.subject);
      const issued = notices
        .json<NotificationPage>()
        .items.flatMap((n) => (n.kind === 'voucher_issued' ? [n.params] : []));
      expect(issued).toHaveLength(3);
      expect(issued).toEqual(
        expect.arrayContaining(
          result.vouchers.map((voucher) => ({
            voucherId: voucher.id,
            giftId,
            expiresAt: voucher.expiresAt,
          })),
        ),
      );
    });

    it('issues vouchers without a PIN and with a QR code when the gift says so', async () => {
      const account = await verifiedAccount(db());
      const giftId = await createGift({ points: 10 });
      await grant(account.subject, 10);
      const { vouchers, balanceAfter } = await exchanged(account.subject, giftId);
      expect(balanceAfter).toBe(0);
      expect(vouchers).toHaveLength(1);
      expect(vouchers[0]).toMatchObject({ pin: null, barcode: { format: 'qr' } });
    });

    it.each([1, 2, 3, 4, 5])('exchanges a quantity of %i', async (quantity) => {
      const account = await verifiedAccount(db());
      const giftId = await createGift({ points: 10 });
      await grant(account.subject, 50);
      const result = await exchanged(account.subject, giftId, quantity);
      expect(result.vouchers).toHaveLength(quantity);
      expect(result.balanceAfter).toBe(50 - 10 * quantity);
      expect(await stockOf(giftId)).toBe(100 - quantity);
    });

    it('takes a quantity of 1 when none is given', async () => {
      const account = await verifiedAccount(db());
      const giftId = await createGift({ points: 10 });
      await grant(account.subject, 50);
      const response = await exchange(account.subject, { giftId });
      expect(response.statusCode).toBe(201);
      expect(response.json<ExchangeResult>()).toMatchObject({ quantity: 1, points: 10 });
    });
  });

  describe('refusals', () => {
    it('needs a verified phone', async () => {
      const subject = `unverified-${randomUUID()}`;
      const giftId = await createGift();
      await grant(subject, 1_000);
      const response = await exchange(subject, { giftId });
      expect([response.statusCode, errorCode(response)]).toEqual([403, 'PHONE_NOT_VERIFIED']);
      expect(await stockOf(giftId)).toBe(100);
    });

    it('refuses an unknown, an unlisted and another market’s gift', async () => {
      const account = await verifiedAccount(db());
      await grant(account.subject, 1_000);
      const inactive = await createGift({ active: false });
      const malaysian = await createGift({ market: 'MY' });
      for (const giftId of ['no-such-gift', inactive, malaysian]) {
        const response = await exchange(account.subject, { giftId });
        expect([response.statusCode, errorCode(response)], giftId).toEqual([
          409,
          'GIFT_UNAVAILABLE',
        ]);
        expect(response.json()).toMatchObject({ error: { details: { giftId } } });
      }
      for (const giftId of [inactive, malaysian]) expect(await stockOf(giftId)).toBe(100);
      expect(await ledgerSums(db(), account.id)).toEqual({ entries: 1_000, remainders: 1_000 });
    });

    it('refuses more vouchers than are in stock, naming how many are, and writes nothing', async () => {
      const account = await verifiedAccount(db());
      const giftId = await createGift({ points: 10 }, 2);
      await grant(account.subject, 1_000);
      const before = await footprint(account.id, giftId);
      const response = await exchange(account.subject, { giftId, quantity: 3 });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        error: { code: 'OUT_OF_STOCK', details: { giftId, available: 2 } },
      });
      expect(await footprint(account.id, giftId)).toEqual(before);

      const empty = await createGift({ points: 10 }, 0);
      const none = await exchange(account.subject, { giftId: empty });
      expect(none.json()).toMatchObject({
        error: { code: 'OUT_OF_STOCK', details: { available: 0 } },
      });
    });

    it('refuses an exchange the balance does not cover and writes nothing', async () => {
      const account = await verifiedAccount(db());
      const giftId = await createGift({ points: 300 });
      await grant(account.subject, 200, 10);
      await grant(account.subject, 250, 90);
      const before = await footprint(account.id, giftId);
      const response = await exchange(account.subject, { giftId, quantity: 2 });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        error: { code: 'INSUFFICIENT_POINTS', details: { balance: 450 } },
      });
      expect(await footprint(account.id, giftId)).toEqual(before);
      expect(before).toMatchObject({ exchanges: 0, vouchers: 0, stock: 100 });
    });
  });

  describe('idempotency', () => {
    it('replays the first answer to the same key and body, with one effect', async () => {
      const account = await verifiedAccount(db());
      const giftId = await createGift({ points: 40 });
      await grant(account.subject, 1_000);
      const key = { 'idempotency-key': `exchange-${randomUUID()}` };
      const first = await exchange(account.subject, { giftId, quantity: 2 }, key);
      expect(first.statusCode).toBe(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const replay = await exchange(account.subject, { quantity: 2, giftId }, key);
      expect(replay.statusCode).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual(first.json());

      const after = await footprint(account.id, giftId);
      expect(after).toMatchObject({ exchanges: 1, vouchers: 2, stock: 98 });
      expect(after.sums).toEqual({ entries: 920, remainders: 920 });

      const conflict = await exchange(account.subject, { giftId, quantity: 1 }, key);
      expect([conflict.statusCode, errorCode(conflict)]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
      expect(await footprint(account.id, giftId)).toEqual(after);
    });

    it('replays a refusal as the same refusal, even once the exchange could succeed', async () => {
      const account = await verifiedAccount(db());
      const giftId = await createGift({ points: 500 });
      await grant(account.subject, 100);
      const key = { 'idempotency-key': `poor-${randomUUID()}` };
      const first = await exchange(account.subject, { giftId }, key);
      expect([first.statusCode, errorCode(first)]).toEqual([409, 'INSUFFICIENT_POINTS']);

      await grant(account.subject, 1_000);
      const replay = await exchange(account.subject, { giftId }, key);
      expect(replay.statusCode).toBe(409);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual(first.json());
      expect(await footprint(account.id, giftId)).toMatchObject({ exchanges: 0, stock: 100 });

      // Without the key the same request runs afresh.
      expect((await exchange(account.subject, { giftId })).statusCode).toBe(201);
    });
  });

  describe('reading an exchange back', () => {
    it('shows my exchange with its vouchers, and nobody else’s', async () => {
      const account = await verifiedAccount(db());
      const other = await verifiedAccount(db());
      const giftId = await createGift({
        points: 25,
        names: { ...TEST_GIFT.names, en: 'Test Voucher', th: 'ทดสอบ' },
      });
      await grant(account.subject, 100);
      const { balanceAfter, ...result } = await exchanged(account.subject, giftId, 2);
      expect(balanceAfter).toBe(50);

      const mine = await call('GET', `/v1/exchanges/${result.id}`, account.subject);
      expect(mine.statusCode).toBe(200);
      expect(mine.json<Exchange>()).toEqual(result);
      const inThai = await call('GET', `/v1/exchanges/${result.id}?locale=th`, account.subject);
      expect(inThai.json<Exchange>().vouchers[0]?.gift.name).toBe('ทดสอบ');

      for (const id of [result.id, randomUUID()]) {
        const hidden = await call('GET', `/v1/exchanges/${id}`, other.subject);
        expect([hidden.statusCode, errorCode(hidden)]).toEqual([404, 'NOT_FOUND']);
      }
      const malformed = await call('GET', '/v1/exchanges/not-a-uuid', account.subject);
      expect(malformed.json()).toMatchObject({
        error: { code: 'VALIDATION_FAILED', details: [expect.objectContaining({ path: 'id' })] },
      });
    });
  });

  describe('malformed requests', () => {
    it.each([
      [{ giftId: 'g', quantity: 0 }, 'quantity'],
      [{ giftId: 'g', quantity: 6 }, 'quantity'],
      [{ giftId: 'g', quantity: 1.5 }, 'quantity'],
      [{ giftId: 'g', quantity: '2' }, 'quantity'],
      [{ giftId: 'g', quantity: null }, 'quantity'],
      [{ quantity: 1 }, 'giftId'],
      [{ giftId: 42 }, 'giftId'],
      [{ giftId: ['g'] }, 'giftId'],
      [{ giftId: 'x'.repeat(65) }, 'giftId'],
      [{ giftId: 'x'.repeat(200_000) }, 'giftId'],
      [{ giftId: '../etc/passwd' }, 'giftId'],
      [{ giftId: 'g', market: 'SG' }, 'market'],
      [{ giftId: 'g', points: 1 }, 'points'],
    ])('answers the exchange %j with 400 naming %s', async (payload, field) => {
      const account = await verifiedAccount(db());
      const response = await exchange(account.subject, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: {
          code: 'VALIDATION_FAILED',
          details: [expect.objectContaining({ in: 'body', path: field })],
        },
      });
    });

    it.each([['?locale=xx'], ['?locale='], ['?locale=en&extra=1']])(
      'answers the query %s with 400 naming it',
      async (query) => {
        const account = await verifiedAccount(db());
        const giftId = await createGift();
        const response = await call('POST', `/v1/exchanges${query}`, account.subject, { giftId });
        expect(response.statusCode).toBe(400);
        const field = query.includes('extra') ? 'extra' : 'locale';
        expect(response.json()).toMatchObject({
          error: {
            code: 'VALIDATION_FAILED',
            details: [expect.objectContaining({ in: 'querystring', path: field })],
          },
        });
      },
    );

    it('answers a body that is not a JSON object with 400, never 500', async () => {
      const account = await verifiedAccount(db());
      const bearer = await issuer().sign({ sub: account.subject });
      for (const payload of ['not json', '[]', 'null', '"text"', '{"giftId":']) {
        const response = await wallet().app.inject({
          method: 'POST',
          url: '/v1/exchanges',
          payload,
          headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
        });
        expect([response.statusCode, errorCode(response)], payload).toEqual([
          400,
          'VALIDATION_FAILED',
        ]);
      }
      expect(await lotsOf(db(), account.id)).toEqual([]);
    });
  });
});
