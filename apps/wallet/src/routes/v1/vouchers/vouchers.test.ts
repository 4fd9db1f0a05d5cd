import { randomUUID } from 'node:crypto';

import { TEST_DATABASE_KINDS } from '@kado/db/testing';
import { KadoError } from '@kado/shared';
import {
  sharedVoucherSchema,
  type CreatedShare,
  type SharedVoucher,
  type Voucher,
  type VoucherPage,
  type VoucherShareList,
} from '@kado/shared/schemas';
import { describe, expect, it } from 'vitest';

import { verifiedAccount } from '../../../domain/boxes/testing.js';
import { DAY_MS, entriesOf, ledgerSums, lotsOf } from '../../../domain/ledger/testing.js';
import { undoUsed } from '../../../domain/vouchers/vouchers.js';
import { errorCode, useExchangeWallet } from '../exchanges/testing.js';

const HOUR_MS = 60 * 60_000;

describe.each(TEST_DATABASE_KINDS)('vouchers on %s', (database) => {
  const { db, call, operator, createGift, grant, exchanged } = useExchangeWallet(database);

  /** A verified account holding `quantity` fresh vouchers of one exchange. */
  const holder = async (quantity = 1) => {
    const account = await verifiedAccount(db());
    const giftId = await createGift({ points: 10 });
    await grant(account.subject, 10 * quantity);
    const exchange = await exchanged(account.subject, giftId, quantity);
    return { account, giftId, exchange, voucher: exchange.vouchers[0]! };
  };
  const use = (subject: string, id: string) => call('POST', `/v1/vouchers/${id}/use`, subject);
  const undo = (subject: string, id: string) =>
    call('POST', `/v1/vouchers/${id}/undo-use`, subject);
  const share = (subject: string, id: string) => call('POST', `/v1/vouchers/${id}/shares`, subject);
  const shared = (token: string) => call('GET', `/v1/shared-vouchers/${token}`, null);
  const refund = (ledgerEntryId: string) =>
    operator('POST', '/v1/operator/refunds', { ledgerEntryId, reason: 'test_refund' });
  const page = async (subject: string, query: string) => {
    const response = await call('GET', `/v1/vouchers?${query}`, subject);
    expect(response.statusCode, query).toBe(200);
    return response.json<VoucherPage>();
  };
  const statusOf = async (subject: string, id: string) =>
    (await call('GET', `/v1/vouchers/${id}`, subject)).json<Voucher>().status;
  /** Moves a voucher's life into the past, keeping it as long: it has expired. */
  const expire = (id: string) =>
    db().query(
      `UPDATE vouchers SET issued_at = issued_at - interval '40 days',
                           expires_at = expires_at - interval '40 days'
       WHERE id = $1`,
      [id],
    );

  describe('my vouchers', () => {
    it('lists newest first, page by page', async () => {
      const { account, giftId, exchange } = await holder(3);
      await grant(account.subject, 20);
      const later = await exchanged(account.subject, giftId, 2);
      const newestFirst = [...exchange.vouchers, ...later.vouchers].map((v) => v.id).reverse();

      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const next: VoucherPage = await page(
          account.subject,
          `limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...next.items.map((v) => v.id));
        cursor = next.nextCursor;
        pages += 1;
      } while (cursor);
      expect(seen).toEqual(newestFirst);
      expect(pages).toBe(3);
      expect((await page(account.subject, 'limit=5')).nextCursor).toBeNull();
      expect((await page(account.subject, '')).items.map((v) => v.id)).toEqual(newestFirst);
    });

    it('lists soonest expiry first across all pages with sort=expiry', async () => {
      const { account, exchange } = await holder(5);
      const ids = exchange.vouchers.map((v) => v.id);
      // Issued in this order, expiring in another: the newest first expires first, two tie.
      const daysLeft = [40, 10, 25, 25, 3];
      const now = new Date().toISOString();
      for (const [index, id] of ids.entries())
        await db().query(
          `UPDATE vouchers SET expires_at = $2::timestamptz + make_interval(days => $3::int)
                                           + interval '0.000123 seconds'
           WHERE id = $1`,
          [id, now, daysLeft[index]],
        );
      const [used] = ids;
      expect((await use(account.subject, used!)).statusCode).toBe(200);

      const walk = async (query: string) => {
        const seen: Voucher[] = [];
        let cursor: string | null = null;
        do {
          const next: VoucherPage = await page(
            account.subject,
            `${query}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
          );
          seen.push(...next.items);
          cursor = next.nextCursor;
        } while (cursor);
        return seen.map((v) => v.id);
      };
      // Ties (25 days) keep the order they were issued in.
      expect(await walk('sort=expiry')).toEqual([ids[4], ids[1], ids[2], ids[3], ids[0]]);
      expect(await walk('sort=expiry&status=active')).toEqual([ids[4], ids[1], ids[2], ids[3]]);
      // Other callers keep the newest first.
      expect(await walk('status=active')).toEqual([ids[4], ids[3], ids[2], ids[1]]);
    });

    it('refuses a cursor of the other order', async () => {
      const account = await verifiedAccount(db());
      for (const query of ['sort=expiry&cursor=12', 'cursor=1767225600000000_12']) {
        const response = await call('GET', `/v1/vouchers?${query}`, account.subject);
        expect([response.statusCode, errorCode(response)], query).toEqual([
          400,
          'VALIDATION_FAILED',
        ]);
      }
    });

    it('filters by each status', async () => {
      const { account, giftId, exchange } = await holder(3);
      await grant(account.subject, 10);
      const refunded = await exchanged(account.subject, giftId);
      const [used, expired, active] = exchange.vouchers.map((v) => v.id);
      expect((await use(account.subject, used!)).statusCode).toBe(200);
      await expire(expired!);
      expect((await refund(refunded.ledgerEntryId)).statusCode).toBe(201);

      const expected = {
        active: [active],
        used: [used],
        expired: [expired],
        refunded: [refunded.vouchers[0]!.id],
      };
      for (const [status, ids] of Object.entries(expected)) {
        const { items } = await page(account.subject, `status=${status}`);
        expect(
          items.map((v) => [v.id, v.status]),
          status,
        ).toEqual(ids.map((id) => [id, status]));
      }
    });

    it('shows one voucher to its owner only', async () => {
      const { account, voucher } = await holder();
      const other = await verifiedAccount(db());
      const mine = await call('GET', `/v1/vouchers/${voucher.id}`, account.subject);
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toEqual(voucher);
      const theirs = await call('GET', `/v1/vouchers/${voucher.id}`, other.subject);
      expect([theirs.statusCode, errorCode(theirs)]).toEqual([404, 'NOT_FOUND']);
      expect((await page(other.subject, '')).items).toEqual([]);
      const unknown = await call('GET', `/v1/vouchers/${randomUUID()}`, account.subject);
      expect(unknown.statusCode).toBe(404);
    });

    it.each([
      ['status=gone', 'status'],
      ['cursor=0', 'cursor'],
      ['cursor=abc', 'cursor'],
      ['cursor=9223372036854775808', 'cursor'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['locale=xx', 'locale'],
      ['sort=asc', 'sort'],
      ['sort=expiry&cursor=1767225600000000', 'cursor'],
    ])('answers the list query %s with 400 naming %s', async (query, field) => {
      const account = await verifiedAccount(db());
      const response = await call('GET', `/v1/vouchers?${query}`, account.subject);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: {
          code: 'VALIDATION_FAILED',
          details: [expect.objectContaining({ in: 'querystring', path: field })],
        },
      });
    });
  });

  describe('marking used', () => {
    it('marks an active voucher used, once, and undoes it within 24 hours', async () => {
      const { account, voucher } = await holder();
      const marked = await use(account.subject, voucher.id);
      expect(marked.statusCode).toBe(200);
      const usedVoucher = marked.json<Voucher>();
      expect(usedVoucher.status).toBe('used');
      expect(Date.now() - Date.parse(usedVoucher.usedAt!)).toBeLessThan(60_000);
      expect(Date.parse(usedVoucher.undoUntil!) - Date.parse(usedVoucher.usedAt!)).toBe(
        24 * HOUR_MS,
      );

      const again = await use(account.subject, voucher.id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        error: { code: 'VOUCHER_NOT_ACTIVE', details: { status: 'used' } },
      });

      const undone = await undo(account.subject, voucher.id);
      expect(undone.statusCode).toBe(200);
      expect(undone.json<Voucher>()).toMatchObject({
        status: 'active',
        usedAt: null,
        undoUntil: null,
      });
      const notUsed = await undo(account.subject, voucher.id);
      expect(notUsed.statusCode).toBe(409);
      expect(notUsed.json()).toMatchObject({
        error: { code: 'VOUCHER_NOT_USED', details: { status: 'active' } },
      });
    });

    it('refuses to undo once 24 hours have passed', async () => {
      const { account, voucher } = await holder();
      const { usedAt } = (await use(account.subject, voucher.id)).json<Voucher>();
      const undoAt = (after: number) =>
        db().transaction((tx) =>
          undoUsed(tx, account.id, voucher.id, new Date(Date.parse(usedAt!) + after)),
        );
      for (const after of [24 * HOUR_MS, 24 * HOUR_MS + 1, 30 * DAY_MS]) {
        const refused = await undoAt(after).catch((error: unknown) => error);
        expect(refused).toBeInstanceOf(KadoError);
        expect(refused).toMatchObject({ code: 'UNDO_WINDOW_PASSED', details: { usedAt } });
      }
      expect(await statusOf(account.subject, voucher.id)).toBe('used');
      // A moment before the window closes it still works.
      await undoAt(24 * HOUR_MS - 1);
      expect(await statusOf(account.subject, voucher.id)).toBe('active');
    });

    it('refuses to mark an expired or a refunded voucher used', async () => {
      const { account, voucher, exchange } = await holder(2);
      await expire(voucher.id);
      const expired = await use(account.subject, voucher.id);
      expect(expired.statusCode).toBe(409);
      expect(expired.json()).toMatchObject({
        error: { code: 'VOUCHER_NOT_ACTIVE', details: { status: 'expired' } },
      });
      expect((await refund(exchange.ledgerEntryId)).statusCode).toBe(201);
      const refunded = await use(account.subject, exchange.vouchers[1]!.id);
      expect(refunded.json()).toMatchObject({
        error: { code: 'VOUCHER_NOT_ACTIVE', details: { status: 'refunded' } },
      });
    });

    it('lets nobody else mark my voucher used or undo it', async () => {
      const { account, voucher } = await holder();
      const other = await verifiedAccount(db());
      expect((await use(other.subject, voucher.id)).statusCode).toBe(404);
      expect((await use(account.subject, voucher.id)).statusCode).toBe(200);
      expect((await undo(other.subject, voucher.id)).statusCode).toBe(404);
      expect(await statusOf(account.subject, voucher.id)).toBe('used');
    });

    it('refuses in the database a voucher used outside its life, or used and refunded', async () => {
      const { voucher } = await holder();
      for (const sql of [
        'UPDATE vouchers SET used_at = expires_at WHERE id = $1',
        `UPDATE vouchers SET used_at = expires_at + interval '1 second' WHERE id = $1`,
        `UPDATE vouchers SET used_at = issued_at - interval '1 second' WHERE id = $1`,
        'UPDATE vouchers SET used_at = issued_at, refunded_at = issued_at WHERE id = $1',
        'UPDATE vouchers SET expires_at = issued_at WHERE id = $1',
        `UPDATE vouchers SET code = '123' WHERE id = $1`,
      ]) {
        await expect(db().query(sql, [voucher.id]), sql).rejects.toThrow(/violates/);
      }
      await db().query(
        `UPDATE vouchers SET used_at = expires_at - interval '1 second' WHERE id = $1`,
        [voucher.id],
      );
    });
  });

  describe('share links', () => {
    it('opens a shared voucher without sign-in until the link is revoked', async () => {
      const { account, voucher } = await holder();
      const created = await share(account.subject, voucher.id);
      expect(created.statusCode).toBe(201);
      const link = created.json<CreatedShare>();
      expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(link.revokedAt).toBeNull();

      const opened = await shared(link.token);
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['cache-control']).toBe('no-store');
      // The holder of a link sees the voucher, not the owner's view of it.
      expect(opened.json<SharedVoucher>()).toEqual(sharedVoucherSchema.parse(voucher));
      for (const ownersOnly of ['id', 'exchangeId', 'usedAt', 'undoUntil', 'activeShares']) {
        expect(opened.json<object>()).not.toHaveProperty(ownersOnly);
      }
      expect(
        (await call('GET', `/v1/vouchers/${voucher.id}`, account.subject)).json(),
      ).toMatchObject({ activeShares: 1 });

      const listed = await call('GET', `/v1/vouchers/${voucher.id}/shares`, account.subject);
      expect(listed.statusCode).toBe(200);
      expect(listed.json<VoucherShareList>()).toEqual({
        items: [{ id: link.id, createdAt: link.createdAt, revokedAt: null }],
      });
      expect(listed.body).not.toContain(link.token);

      const revokeUrl = `/v1/vouchers/${voucher.id}/shares/${link.id}`;
      const revoked = await call('DELETE', revokeUrl, account.subject);
      expect(revoked.statusCode).toBe(204);
      expect(revoked.body).toBe('');
      expect((await call('DELETE', revokeUrl, account.subject)).statusCode).toBe(204);
      const gone = await shared(link.token);
      expect([gone.statusCode, errorCode(gone)]).toEqual([404, 'NOT_FOUND']);
      const [after] = (
        await call('GET', `/v1/vouchers/${voucher.id}/shares`, account.subject)
      ).json<VoucherShareList>().items;
      expect(after?.revokedAt).not.toBeNull();
    });

    it('keeps at most five live links per voucher', async () => {
      const { account, voucher } = await holder();
      const links: CreatedShare[] = [];
      for (let i = 0; i < 5; i += 1) {
        const created = await share(account.subject, voucher.id);
        expect(created.statusCode).toBe(201);
        links.push(created.json<CreatedShare>());
      }
      expect(new Set(links.map((link) => link.token)).size).toBe(5);
      const sixth = await share(account.subject, voucher.id);
      expect(sixth.statusCode).toBe(409);
      expect(sixth.json()).toMatchObject({
        error: { code: 'SHARE_LIMIT_REACHED', details: { limit: 5 } },
      });
      const revoked = await call(
        'DELETE',
        `/v1/vouchers/${voucher.id}/shares/${links[0]!.id}`,
        account.subject,
      );
      expect(revoked.statusCode).toBe(204);
      expect((await share(account.subject, voucher.id)).statusCode).toBe(201);
    });

    it('shares only an active voucher', async () => {
      const { account, exchange } = await holder(2);
      const [used, expired] = exchange.vouchers.map((v) => v.id);
      await use(account.subject, used!);
      await expire(expired!);
      for (const [id, status] of [
        [used!, 'used'],
        [expired!, 'expired'],
      ] as const) {
        const refused = await share(account.subject, id);
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({
          error: { code: 'VOUCHER_NOT_ACTIVE', details: { status } },
        });
      }
    });

    it('lets nobody else list, create or revoke the links of my voucher', async () => {
      const { account, voucher } = await holder();
      const other = await verifiedAccount(db());
      const link = (await share(account.subject, voucher.id)).json<CreatedShare>();
      const attempts = [
        await call('GET', `/v1/vouchers/${voucher.id}/shares`, other.subject),
        await share(other.subject, voucher.id),
        await call('DELETE', `/v1/vouchers/${voucher.id}/shares/${link.id}`, other.subject),
      ];
      for (const attempt of attempts) {
        expect([attempt.statusCode, errorCode(attempt)]).toEqual([404, 'NOT_FOUND']);
      }
      // The owner's link under another voucher id is not found either, and stays live.
      const elsewhere = await holder();
      const crossed = await call(
        'DELETE',
        `/v1/vouchers/${elsewhere.voucher.id}/shares/${link.id}`,
        elsewhere.account.subject,
      );
      expect(crossed.statusCode).toBe(404);
      expect((await shared(link.token)).statusCode).toBe(200);
      expect(
        (await call('GET', `/v1/vouchers/${voucher.id}/shares`, account.subject)).json(),
      ).toMatchObject({ items: [{ id: link.id, revokedAt: null }] });
    });

    it.each([['short'], ['A'.repeat(44)], [`${'A'.repeat(42)}=`], [`${'A'.repeat(42)}.`]])(
      'answers the malformed token %s with 400',
      async (token) => {
        const response = await shared(encodeURIComponent(token));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          error: {
            code: 'VALIDATION_FAILED',
            details: [expect.objectContaining({ path: 'token' })],
          },
        });
      },
    );

    it('answers an unknown well-formed token with 404', async () => {
      const response = await shared('A'.repeat(43));
      expect([response.statusCode, errorCode(response)]).toEqual([404, 'NOT_FOUND']);
    });
  });

  describe('operator refunds', () => {
    it('voids the vouchers and puts the points back into their lots, once', async () => {
      const account = await verifiedAccount(db());
      const giftId = await createGift({ points: 100 });
      await grant(account.subject, 150, 10);
      await grant(account.subject, 400, 90);
      const lotsBefore = await lotsOf(db(), account.id);
      const exchange = await exchanged(account.subject, giftId, 3);
      expect((await lotsOf(db(), account.id)).map((lot) => lot.remaining)).toEqual([0, 250]);

      const response = await refund(exchange.ledgerEntryId);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        refundOf: exchange.ledgerEntryId,
        accountId: account.id,
        points: 300,
        balanceAfter: 550,
      });
      // Each lot has its points back and keeps the date it had.
      expect(await lotsOf(db(), account.id)).toEqual(lotsBefore);
      expect(await ledgerSums(db(), account.id)).toEqual({ entries: 550, remainders: 550 });
      const entries = await entriesOf(db(), account.id);
      expect(entries.at(-1)).toMatchObject({
        kind: 'refund',
        points: 300,
        refund_of: exchange.ledgerEntryId,
        reason: 'test_refund',
      });
      for (const voucher of exchange.vouchers) {
        expect(await statusOf(account.subject, voucher.id)).toBe('refunded');
      }

      const again = await refund(exchange.ledgerEntryId);
      expect([again.statusCode, errorCode(again)]).toEqual([409, 'ALREADY_REFUNDED']);
      expect(await entriesOf(db(), account.id)).toEqual(entries);
    });

    it('closes the share links of the vouchers it voids', async () => {
      const { account, exchange, voucher } = await holder();
      const link = (await share(account.subject, voucher.id)).json<CreatedShare>();
      expect((await shared(link.token)).statusCode).toBe(200);
      expect((await refund(exchange.ledgerEntryId)).statusCode).toBe(201);
      expect((await shared(link.token)).statusCode).toBe(404);
    });

    it('refuses to refund an exchange with a used voucher, changing nothing', async () => {
      const { account, exchange } = await holder(2);
      await use(account.subject, exchange.vouchers[1]!.id);
      const before = {
        entries: await entriesOf(db(), account.id),
        lots: await lotsOf(db(), account.id),
        vouchers: (await page(account.subject, '')).items,
      };
      const response = await refund(exchange.ledgerEntryId);
      expect([response.statusCode, errorCode(response)]).toEqual([409, 'NOT_REFUNDABLE']);
      expect({
        entries: await entriesOf(db(), account.id),
        lots: await lotsOf(db(), account.id),
        vouchers: (await page(account.subject, '')).items,
      }).toEqual(before);
      expect(before.vouchers.map((v) => v.status).sort()).toEqual(['active', 'used']);
    });
  });
});
