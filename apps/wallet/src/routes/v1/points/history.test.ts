import { TEST_DATABASE_KINDS } from '@kado/db/testing';
import type { ChargePage, Expirations, LedgerPage, LotPage } from '@kado/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ensureAccount } from '../../../domain/accounts/accounts.js';
import { csvField } from '../../../domain/ledger/history.js';
import { credit, debit, refund } from '../../../domain/ledger/ledger.js';
import { DAY_MS } from '../../../domain/ledger/testing.js';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { startTestIssuer, type TestIssuer } from '../../../test/issuer.js';

const SUBJECT = 'history-user';

describe.each(TEST_DATABASE_KINDS)('the points history on %s', (database) => {
  let issuer: TestIssuer;
  let wallet: TestApp;
  let token: string;
  let exchangeId: string;
  const now = Date.now();
  const inDays = (days: number) => new Date(now + days * DAY_MS);

  beforeAll(async () => {
    issuer = await startTestIssuer();
    wallet = await buildTestApp({ issuer: issuer.issuer, database });
    token = await issuer.sign({ sub: SUBJECT });
    const { db } = wallet.app;
    await db.transaction(async (tx) => {
      const { id: accountId } = await ensureAccount(tx, {
        subject: SUBJECT,
        name: null,
        email: null,
      });
      const grant = (points: number, expiresAt: Date, at: Date, maskedCode?: string) =>
        credit(tx, {
          accountId,
          points,
          expiresAt,
          source: maskedCode ? 'charge' : 'grant',
          reason: 'test_grant',
          now: at,
          ...(maskedCode ? { maskedCode } : {}),
        });
      // One lot that expired five days ago with 70 points in it, then three live ones.
      await grant(70, inDays(-5), inDays(-40));
      await grant(100, inDays(10), inDays(-3), '****-****-****-AB12');
      await grant(200, inDays(10), inDays(-2));
      await grant(300, inDays(60), inDays(-1));
      exchangeId = (
        await debit(tx, { accountId, points: 150, kind: 'exchange', reason: 'gift_exchange' })
      ).ledgerEntryId;
    });
  });
  afterAll(async () => {
    await wallet.close();
    await issuer.close();
  });

  const get = (url: string, bearer = token) =>
    wallet.app.inject({ url, headers: { authorization: `Bearer ${bearer}` } });

  it('lists lots first-expiring first, page by page, an expired lot as spent', async () => {
    const first = await get('/v1/points/lots?limit=2');
    expect(first.statusCode).toBe(200);
    const page1 = first.json<LotPage>();
    expect(page1.items.map((lot) => [lot.amount, lot.remaining, lot.status])).toEqual([
      [70, 0, 'expired'],
      [100, 0, 'used'],
    ]);
    expect(page1.nextCursor).toEqual(expect.any(String));
    const page2 = (await get(`/v1/points/lots?limit=2&cursor=${page1.nextCursor}`)).json<LotPage>();
    expect(page2.items.map((lot) => [lot.amount, lot.remaining, lot.status])).toEqual([
      [200, 150, 'active'],
      [300, 300, 'active'],
    ]);
    expect(page2.nextCursor).toBeNull();
  });

  it('lists every credit newest first, with the masked code of a charge', async () => {
    const page = (await get('/v1/points/charges')).json<ChargePage>();
    expect(page.items.map((item) => [item.source, item.points, item.maskedCode])).toEqual([
      ['grant', 300, null],
      ['grant', 200, null],
      ['charge', 100, '****-****-****-AB12'],
      ['grant', 70, null],
    ]);
    expect(page.items[0]?.expiresAt).toBe(inDays(60).toISOString());
    expect(page.nextCursor).toBeNull();
  });

  it('groups upcoming expiries by day, flags the soon ones, and lists what expired', async () => {
    const expirations = (await get('/v1/points/expirations')).json<Expirations>();
    const day = (date: Date) => date.toISOString().slice(0, 10);
    expect(expirations.upcoming).toEqual([
      { date: day(inDays(10)), points: 150, expiringSoon: true },
      { date: day(inDays(60)), points: 300, expiringSoon: false },
    ]);
    expect(expirations.expired).toEqual([
      { lotId: expect.any(String) as string, expiredAt: inDays(-5).toISOString(), points: 70 },
    ]);
  });

  it('pages through the ledger newest first, with balances before and after', async () => {
    const first = (await get('/v1/points/ledger?limit=2')).json<LedgerPage>();
    expect(first.items.map((entry) => [entry.kind, entry.points, entry.balanceBefore])).toEqual([
      ['exchange', -150, 600],
      ['grant', 300, 300],
    ]);
    const rest = (await get(`/v1/points/ledger?cursor=${first.nextCursor}`)).json<LedgerPage>();
    // The charge after the first lot's expiry wrote that lot's expire entry first.
    expect(rest.items.map((entry) => [entry.kind, entry.points, entry.balanceBefore])).toEqual([
      ['grant', 200, 100],
      ['charge', 100, 0],
      ['expire', -70, 70],
      ['grant', 70, 0],
    ]);
    expect(rest.nextCursor).toBeNull();
  });

  it('shows a refund as a credit linked to its exchange', async () => {
    const db = wallet.app.db;
    const refunded = await db.transaction((tx) =>
      refund(tx, { ledgerEntryId: exchangeId, reason: 'supplier_failed' }),
    );
    const charges = (await get('/v1/points/charges?limit=1')).json<ChargePage>();
    expect(charges.items).toEqual([
      expect.objectContaining({
        ledgerEntryId: refunded.ledgerEntryId,
        source: 'refund',
        points: 150,
        expiresAt: null,
        reason: 'supplier_failed',
      }),
    ]);
    const ledger = (await get('/v1/points/ledger?limit=1')).json<LedgerPage>();
    expect(ledger.items[0]).toMatchObject({ kind: 'refund', refundOf: exchangeId });
  });

  it('exports the ledger as CSV: a header row and one line per entry, oldest first', async () => {
    const response = await get('/v1/points/ledger.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,kind,points,balance_before,balance_after,reason,refund_of',
    );
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(1, -1).map((line) => line.split(',')[2])).toEqual([
      'grant',
      'expire',
      'charge',
      'grant',
      'grant',
      'exchange',
      'refund',
    ]);
    expect(lines.at(-2)?.endsWith(`,refund,150,450,600,supplier_failed,${exchangeId}`)).toBe(true);
  });

  it('shows someone new nothing at all', async () => {
    const newcomer = await issuer.sign({ sub: 'history-newcomer' });
    expect((await get('/v1/points/lots', newcomer)).json()).toEqual({
      items: [],
      nextCursor: null,
    });
    expect((await get('/v1/points/expirations', newcomer)).json()).toMatchObject({
      upcoming: [],
      expired: [],
    });
    expect((await get('/v1/points/ledger.csv', newcomer)).body).toBe(
      'id,created_at,kind,points,balance_before,balance_after,reason,refund_of\r\n',
    );
  });

  it.each([
    ['/v1/points/lots?limit=0', 'limit'],
    ['/v1/points/lots?cursor=12', 'cursor'],
    ['/v1/points/ledger?cursor=not-a-cursor', 'cursor'],
    ['/v1/points/charges?limit=101', 'limit'],
    ['/v1/points/ledger?sort=asc', 'sort'],
    ['/v1/points/expirations?days=30', 'days'],
  ])('answers %s with 400 naming %s', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: [expect.objectContaining({ path: field })] },
    });
  });

  it('needs a user token with the wallet scope', async () => {
    expect((await wallet.app.inject({ url: '/v1/points/ledger' })).statusCode).toBe(401);
    const operator = await issuer.sign({ sub: 'kado-operator', scope: 'wallet:operate' });
    expect((await get('/v1/points/ledger.csv', operator)).statusCode).toBe(403);
  });
});

describe('csvField', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(-150)).toBe('-150');
    expect(csvField(null)).toBe('');
  });
});
