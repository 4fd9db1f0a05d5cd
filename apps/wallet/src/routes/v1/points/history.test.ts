import { TEST_DATABASE_KINDS } from '@kado/db/testing';
import { MARKET_TIME_ZONES, dayInZone } from '@kado/shared';
import type { ChargePage, Expirations, LedgerPage, LotPage } from '@kado/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ensureAccount } from '../../../domain/accounts/accounts.js';
import { CSV_MESSAGES } from '../../../domain/ledger/csv-messages.js';
import { csvField, getExpirations } from '../../../domain/ledger/history.js';
import { credit, debit, refund } from '../../../domain/ledger/ledger.js';
import { DAY_MS } from '../../../domain/ledger/testing.js';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { startTestIssuer, type TestIssuer } from '../../../test/issuer.js';
import { accountTimeZone } from './history.js';

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
    // Without a market or language the account counts days on Singapore's clock (the default).
    expect(expirations.timeZone).toBe('Asia/Singapore');
    const day = (date: Date) => dayInZone(date, MARKET_TIME_ZONES.SG);
    expect(expirations.upcoming).toEqual([
      { date: day(inDays(10)), points: 150, expiringSoon: true },
      { date: day(inDays(60)), points: 300, expiringSoon: false },
    ]);
    expect(expirations.expired).toEqual([
      { lotId: expect.any(String) as string, expiredAt: inDays(-5).toISOString(), points: 70 },
    ]);
  });

  it('groups expiries by the day on the market’s clock, not by the UTC day', async () => {
    const { db } = wallet.app;
    const at = new Date(now + 20 * DAY_MS);
    // 22:00 UTC is 06:00 in Singapore and 07:00 in Seoul on the next calendar day.
    const utcDay = at.toISOString().slice(0, 10);
    const expiresAt = new Date(`${utcDay}T22:00:00Z`);
    const nextDay = new Date(expiresAt.getTime() + DAY_MS).toISOString().slice(0, 10);
    const accountId = await db.transaction(async (tx) => {
      const { id } = await ensureAccount(tx, { subject: 'history-zones', name: null, email: null });
      await credit(tx, {
        accountId: id,
        points: 40,
        expiresAt,
        source: 'grant',
        reason: 'test_grant',
      });
      return id;
    });
    const seoul = await getExpirations(db, accountId, new Date(now), MARKET_TIME_ZONES.KR);
    expect(seoul.upcoming).toEqual([{ date: nextDay, points: 40, expiringSoon: true }]);
    expect(seoul.timeZone).toBe('Asia/Seoul');
    const utc = await getExpirations(db, accountId, new Date(now), 'UTC');
    expect(utc.upcoming.map((entry) => entry.date)).toEqual([utcDay]);
    const manila = await getExpirations(db, accountId, new Date(now), MARKET_TIME_ZONES.PH);
    expect(manila.upcoming.map((entry) => entry.date)).toEqual([nextDay]);
  });

  it('counts an account’s days in its market’s zone, else its language’s market’s', () => {
    expect(accountTimeZone({ market: 'TH', locale: 'kr' })).toBe('Asia/Bangkok');
    expect(accountTimeZone({ market: null, locale: 'in' })).toBe('Asia/Kolkata');
    expect(accountTimeZone({ market: null, locale: null })).toBe('Asia/Singapore');
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
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Entry,Date and time (Asia/Singapore),Type,Points,Balance before,Balance after,Reason,Refund of entry',
    );
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(1, -1).map((line) => line.split(',')[2])).toEqual([
      'Points received',
      'Expired',
      'Gift box code',
      'Points received',
      'Points received',
      'Gift exchange',
      'Refund',
    ]);
    // The Reason column in words, as the history screen shows them, not the stored code.
    expect(
      lines
        .at(-2)
        ?.endsWith(`,Refund,150,450,600,The brand could not issue the voucher,${exchangeId}`),
    ).toBe(true);
    expect(lines[1]?.split(',')[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('writes the CSV headers and entry types in the reader’s language, as UTF-8 with a BOM', async () => {
    for (const [locale, header, kind] of [
      ['th', 'รายการ,วันที่และเวลา (Asia/Singapore),ประเภท,คะแนน', 'แลกของขวัญ'],
      ['kr', '내역,날짜 및 시간(Asia/Singapore),유형,포인트', '선물 교환'],
      ['in', 'प्रविष्टि,तारीख़ और समय (Asia/Singapore),प्रकार,पॉइंट्स', 'उपहार रिडीम'],
    ] as const) {
      const response = await get(`/v1/points/ledger.csv?locale=${locale}`);
      expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      // The bytes decode as UTF-8 to the same text: nothing was written in another encoding.
      const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(
        response.rawPayload,
      );
      expect(text.startsWith(`\uFEFF${header},`)).toBe(true);
      expect(text).toContain(`,${kind},-150,`);
      // Reasons in the reader's words: an operator's own code (test_grant) reads as "other".
      expect(text).toContain(`,${CSV_MESSAGES[locale].reasons.gift_exchange},`);
      expect(text).toContain(`,${CSV_MESSAGES[locale].reasons.other},`);
      expect(text).not.toMatch(/gift_exchange|test_grant/);
    }
    expect((await get('/v1/points/ledger.csv?locale=zh')).statusCode).toBe(400);
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
      '\uFEFFEntry,Date and time (Asia/Singapore),Type,Points,Balance before,Balance after,Reason,Refund of entry\r\n',
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
