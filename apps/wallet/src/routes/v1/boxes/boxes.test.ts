import { randomUUID } from 'node:crypto';

import { TEST_DATABASE_KINDS } from '@kado/db/testing';
import { MAX_BALANCE } from '@kado/shared';
import type { BoxList, ChargeCodeResult, MergeResult } from '@kado/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { issue, testPhone, verifiedAccount } from '../../../domain/boxes/testing.js';
import { credit } from '../../../domain/ledger/ledger.js';
import { DAY_MS, ledgerSums, lotsOf } from '../../../domain/ledger/testing.js';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { startTestIssuer, type TestIssuer } from '../../../test/issuer.js';

describe.each(TEST_DATABASE_KINDS)('gift boxes on %s', (database) => {
  let issuer: TestIssuer;
  let wallet: TestApp;
  beforeAll(async () => {
    issuer = await startTestIssuer();
    wallet = await buildTestApp({ issuer: issuer.issuer, database });
  });
  afterAll(async () => {
    await wallet.close();
    await issuer.close();
  });

  const db = () => wallet.app.db;
  const call = async (
    method: 'GET' | 'POST',
    url: string,
    subject: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    wallet.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { authorization: `Bearer ${await issuer.sign({ sub: subject })}`, ...headers },
    });
  const charge = (subject: string, code: string, headers?: Record<string, string>) =>
    call('POST', '/v1/points/charges/code', subject, { code }, headers);
  const merge = (subject: string, boxIds: string[], headers?: Record<string, string>) =>
    call('POST', '/v1/merges', subject, { boxIds }, headers);
  const errorCode = (response: { json: () => unknown }) =>
    (response.json() as { error?: { code?: string } }).error?.code;
  /** Grants the account `points` in one lot. */
  const hold = (accountId: string, points: number) =>
    db().transaction((tx) =>
      credit(tx, {
        accountId,
        points,
        expiresAt: new Date(Date.now() + 90 * DAY_MS),
        source: 'grant',
        reason: 'test',
      }),
    );
  const consumedAt = async (boxId: string) =>
    (
      await db().query<{ consumed_at: Date | null }>(
        'SELECT consumed_at FROM gift_boxes WHERE id = $1',
        [boxId],
      )
    )[0]?.consumed_at;

  describe('charging a code', () => {
    it('turns the box into one lot that keeps its expiry and masked code', async () => {
      const account = await verifiedAccount(db());
      const expiresAt = new Date(Date.now() + 42 * DAY_MS);
      const [box] = await issue(db(), { points: 750, expiresAt });
      // Typed loosely: lower case, spaces, O for 0 and l for 1 are all forgiven.
      const typed = box!.code
        .toLowerCase()
        .replace(/-/g, ' ')
        .replace(/0/g, 'o')
        .replace(/1/g, 'l');
      const response = await charge(account.subject, typed);
      expect(response.statusCode).toBe(201);
      const result = response.json<ChargeCodeResult>();
      expect(result).toMatchObject({
        points: 750,
        expiresAt: expiresAt.toISOString(),
        maskedCode: `****-****-****-${box!.code.slice(-4)}`,
        balanceAfter: 750,
      });
      const [lot] = await db().query<{ source: string; masked_code: string; expires_at: Date }>(
        'SELECT source, masked_code, expires_at FROM point_lots WHERE id = $1',
        [result.lotId],
      );
      expect(lot).toEqual({
        source: 'charge',
        masked_code: result.maskedCode,
        expires_at: expiresAt,
      });
      const [stored] = await db().query<{ consumed_by: string; consumed_via: string }>(
        'SELECT consumed_by, consumed_via FROM gift_boxes WHERE id = $1',
        [box!.id],
      );
      expect(stored).toEqual({ consumed_by: account.id, consumed_via: 'charge' });
      expect(await ledgerSums(db(), account.id)).toEqual({ entries: 750, remainders: 750 });
    });

    it('refuses a used, an expired, a foreign-market, an unknown and a malformed code', async () => {
      const account = await verifiedAccount(db());
      const other = await verifiedAccount(db());
      const [used] = await issue(db());
      expect((await charge(other.subject, used!.code)).statusCode).toBe(201);
      const past = new Date(Date.now() - 10 * DAY_MS);
      const [expired] = await issue(db(), {
        now: past,
        expiresAt: new Date(past.getTime() + DAY_MS),
      });
      const [foreign] = await issue(db(), { market: 'MY' });
      const cases = [
        [used!.code, 409, 'CODE_ALREADY_USED'],
        [expired!.code, 410, 'CODE_EXPIRED'],
        [foreign!.code, 409, 'CODE_MARKET_MISMATCH'],
        ['0000-0000-0000-0000', 400, 'CODE_INVALID'],
        ['not a code at all', 400, 'CODE_INVALID'],
      ] as const;
      for (const [code, status, expected] of cases) {
        const response = await charge(account.subject, code);
        expect([response.statusCode, errorCode(response)], code).toEqual([status, expected]);
      }
      expect(await lotsOf(db(), account.id)).toEqual([]);
    });

    it('refuses a charge past 10,000,000 points, leaving the box unused', async () => {
      const account = await verifiedAccount(db());
      await hold(account.id, MAX_BALANCE - 50);
      const [box] = await issue(db(), { points: 51 });
      const refused = await charge(account.subject, box!.code);
      expect([refused.statusCode, errorCode(refused)]).toEqual([409, 'BALANCE_LIMIT_EXCEEDED']);
      expect(refused.json()).toMatchObject({
        error: { details: { balance: MAX_BALANCE - 50, points: 51 } },
      });
      expect(await consumedAt(box!.id)).toBeNull();
      expect(await lotsOf(db(), account.id)).toHaveLength(1);
      expect(await ledgerSums(db(), account.id)).toEqual({
        entries: MAX_BALANCE - 50,
        remainders: MAX_BALANCE - 50,
      });
      // Up to the limit itself, a charge goes through.
      const [fits] = await issue(db(), { points: 50 });
      const charged = await charge(account.subject, fits!.code);
      expect(charged.statusCode).toBe(201);
      expect(charged.json<ChargeCodeResult>().balanceAfter).toBe(MAX_BALANCE);
    });

    it('needs a verified phone, and does not count that as a failed code', async () => {
      const subject = `unverified-${randomUUID()}`;
      const [box] = await issue(db());
      const refused = await charge(subject, box!.code);
      expect([refused.statusCode, errorCode(refused)]).toEqual([403, 'PHONE_NOT_VERIFIED']);
      const [failures] = await db().query<{ n: number }>(
        `SELECT count(*)::int AS n FROM box_code_failures f JOIN accounts a ON a.id = f.account_id
         WHERE a.subject = $1`,
        [subject],
      );
      expect(failures?.n).toBe(0);
    });

    it('refuses every code after 10 failed entries in an hour; successes do not count', async () => {
      const account = await verifiedAccount(db());
      const [first, last] = await issue(db(), { count: 2 });
      for (let i = 0; i < 9; i += 1) {
        expect(errorCode(await charge(account.subject, `wrong code ${i}`))).toBe('CODE_INVALID');
      }
      expect((await charge(account.subject, first!.code)).statusCode).toBe(201);
      expect(errorCode(await charge(account.subject, first!.code))).toBe('CODE_ALREADY_USED');
      const limited = await charge(account.subject, last!.code);
      expect([limited.statusCode, errorCode(limited)]).toEqual([429, 'RATE_LIMITED']);
      // The first failure ages out first, in about an hour.
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3_500);
      expect(retryAfter).toBeLessThanOrEqual(3_600);
      expect(limited.json()).toMatchObject({
        error: { details: { retryAfterSeconds: retryAfter } },
      });
      // An hour on, the old failures no longer count.
      await db().query(
        `UPDATE box_code_failures SET failed_at = failed_at - interval '61 minutes'
         WHERE account_id = $1`,
        [account.id],
      );
      expect((await charge(account.subject, last!.code)).statusCode).toBe(201);
    });

    it.each([
      [{}, 'code'],
      [{ code: '' }, 'code'],
      [{ code: 42 }, 'code'],
      [{ code: 'x'.repeat(65) }, 'code'],
      [{ code: 'AAAA', market: 'SG' }, 'market'],
    ])('answers the charge %j with 400 naming %s', async (payload, field) => {
      const account = await verifiedAccount(db());
      const response = await call('POST', '/v1/points/charges/code', account.subject, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: 'VALIDATION_FAILED', details: [expect.objectContaining({ path: field })] },
      });
    });
  });

  describe('idempotency', () => {
    it('replays the first answer to the same key and payload, and refuses another payload', async () => {
      const account = await verifiedAccount(db());
      const [box, other] = await issue(db(), { count: 2 });
      const key = { 'idempotency-key': `charge-${randomUUID()}` };
      const first = await charge(account.subject, box!.code, key);
      expect(first.statusCode).toBe(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const replay = await charge(account.subject, box!.code, key);
      expect(replay.statusCode).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual(first.json());
      expect(await ledgerSums(db(), account.id)).toEqual({ entries: 100, remainders: 100 });

      const conflict = await charge(account.subject, other!.code, key);
      expect([conflict.statusCode, errorCode(conflict)]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
      const otherOperation = await merge(account.subject, [box!.id], key);
      expect(errorCode(otherOperation)).toBe('IDEMPOTENCY_CONFLICT');
    });

    it('replays a refusal as it was first given, without counting it again', async () => {
      const account = await verifiedAccount(db());
      const key = { 'idempotency-key': 'wrong-code-once' };
      const first = await charge(account.subject, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ', key);
      expect(errorCode(first)).toBe('CODE_INVALID');
      const replay = await charge(account.subject, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ', key);
      expect(replay.statusCode).toBe(400);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual(first.json());
      const [failures] = await db().query<{ n: number }>(
        'SELECT count(*)::int AS n FROM box_code_failures WHERE account_id = $1',
        [account.id],
      );
      expect(failures?.n).toBe(1);
    });

    it('scopes keys per account and forgets them after 24 hours', async () => {
      const [a, b] = [await verifiedAccount(db()), await verifiedAccount(db())];
      const [boxA, boxB] = await issue(db(), { count: 2 });
      const key = { 'idempotency-key': 'same-key' };
      expect((await charge(a.subject, boxA!.code, key)).statusCode).toBe(201);
      const fromB = await charge(b.subject, boxB!.code, key);
      expect(fromB.statusCode).toBe(201);
      expect(fromB.headers['idempotent-replayed']).toBeUndefined();

      await db().query(
        `UPDATE idempotency_keys SET created_at = created_at - interval '24 hours 1 second'
         WHERE account_id = $1`,
        [a.id],
      );
      // The key is free again: the same request now runs afresh, and the box is already used.
      expect(errorCode(await charge(a.subject, boxA!.code, key))).toBe('CODE_ALREADY_USED');
    });

    it.each([[''], ['x'.repeat(129)], ['has space'], ['ключ']])(
      'answers the Idempotency-Key %j with 400 naming the header',
      async (value) => {
        const account = await verifiedAccount(db());
        const response = await charge(account.subject, 'AAAA', { 'idempotency-key': value });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          error: {
            code: 'VALIDATION_FAILED',
            details: [expect.objectContaining({ path: 'idempotency-key' })],
          },
        });
      },
    );
  });

  describe('boxes addressed to my phone', () => {
    it('lists only my unconsumed, unexpired boxes, first-expiring first', async () => {
      const account = await verifiedAccount(db());
      const soon = new Date(Date.now() + 5 * DAY_MS);
      const later = new Date(Date.now() + 50 * DAY_MS);
      const [laterBox] = await issue(db(), { recipientPhone: account.phone, expiresAt: later });
      const [soonBox] = await issue(db(), { recipientPhone: account.phone, expiresAt: soon });
      const past = new Date(Date.now() - 10 * DAY_MS);
      await issue(db(), {
        recipientPhone: account.phone,
        now: past,
        expiresAt: new Date(past.getTime() + DAY_MS),
      });
      await issue(db(), { recipientPhone: testPhone() });
      await issue(db());
      const [used] = await issue(db(), { recipientPhone: account.phone });
      expect((await merge(account.subject, [used!.id])).statusCode).toBe(201);

      const response = await call('GET', '/v1/boxes', account.subject);
      expect(response.statusCode).toBe(200);
      const { items } = response.json<BoxList>();
      expect(items.map((box) => box.id)).toEqual([soonBox!.id, laterBox!.id]);
      const { issuedAt, ...shown } = items[0]!;
      expect(shown).toEqual({
        id: soonBox!.id,
        market: 'SG',
        points: 100,
        expiresAt: soon.toISOString(),
        maskedCode: `****-****-****-${soonBox!.code.slice(-4)}`,
      });
      expect(Date.now() - Date.parse(issuedAt)).toBeLessThan(60_000);
    });

    it('lists nothing while the phone is not verified', async () => {
      const phone = testPhone();
      const subject = `pending-${randomUUID()}`;
      await db().query(`INSERT INTO accounts (subject, phone, market) VALUES ($1, $2, 'SG')`, [
        subject,
        phone,
      ]);
      await issue(db(), { recipientPhone: phone });
      expect((await call('GET', '/v1/boxes', subject)).json()).toEqual({ items: [] });
      const [box] = await issue(db(), { recipientPhone: phone });
      expect(errorCode(await merge(subject, [box!.id]))).toBe('PHONE_NOT_VERIFIED');
    });

    it('merges boxes into one lot each, with their own expiries', async () => {
      const account = await verifiedAccount(db());
      const expiries = [12, 90].map((days) => new Date(Date.now() + days * DAY_MS));
      const boxes = [
        ...(await issue(db(), {
          recipientPhone: account.phone,
          points: 300,
          expiresAt: expiries[0],
        })),
        ...(await issue(db(), {
          recipientPhone: account.phone,
          points: 700,
          expiresAt: expiries[1],
        })),
      ];
      const response = await merge(
        account.subject,
        boxes.map((box) => box.id.toUpperCase()),
      );
      expect(response.statusCode).toBe(201);
      const result = response.json<MergeResult>();
      expect(result).toMatchObject({ points: 1_000, balanceAfter: 1_000 });
      expect(result.items.map((item) => [item.boxId, item.points, item.expiresAt])).toEqual([
        [boxes[0]!.id, 300, expiries[0]!.toISOString()],
        [boxes[1]!.id, 700, expiries[1]!.toISOString()],
      ]);
      const lots = await db().query<{ source: string; amount: number }>(
        'SELECT source, amount FROM point_lots WHERE account_id = $1 ORDER BY expires_at',
        [account.id],
      );
      expect(lots).toEqual([
        { source: 'merge', amount: 300 },
        { source: 'merge', amount: 700 },
      ]);
      expect(await ledgerSums(db(), account.id)).toEqual({ entries: 1_000, remainders: 1_000 });
    });

    it('merges nothing when the boxes together would pass 10,000,000 points', async () => {
      const account = await verifiedAccount(db());
      await hold(account.id, MAX_BALANCE - 150);
      // Each box alone fits; the two together do not.
      const boxes = await issue(db(), { recipientPhone: account.phone, points: 100, count: 2 });
      const refused = await merge(
        account.subject,
        boxes.map((box) => box.id),
      );
      expect([refused.statusCode, errorCode(refused)]).toEqual([409, 'BALANCE_LIMIT_EXCEEDED']);
      expect(refused.json()).toMatchObject({
        error: { details: { balance: MAX_BALANCE - 50, points: 100 } },
      });
      for (const box of boxes) expect(await consumedAt(box.id)).toBeNull();
      expect(await lotsOf(db(), account.id)).toHaveLength(1);
      expect(await ledgerSums(db(), account.id)).toEqual({
        entries: MAX_BALANCE - 150,
        remainders: MAX_BALANCE - 150,
      });
      const listed = await call('GET', '/v1/boxes', account.subject);
      expect(listed.statusCode).toBe(200);
      expect(listed.json<BoxList>().items).toHaveLength(2);
    });

    it('merges nothing when one box is not mine, used or expired, naming each of them', async () => {
      const account = await verifiedAccount(db());
      const [good] = await issue(db(), { recipientPhone: account.phone });
      const [someoneElses] = await issue(db(), { recipientPhone: testPhone() });
      const [unaddressed] = await issue(db());
      const [used] = await issue(db(), { recipientPhone: account.phone });
      expect((await merge(account.subject, [used!.id])).statusCode).toBe(201);
      const past = new Date(Date.now() - 10 * DAY_MS);
      const [expired] = await issue(db(), {
        recipientPhone: account.phone,
        now: past,
        expiresAt: new Date(past.getTime() + DAY_MS),
      });
      const unknown = randomUUID();
      const offending = [someoneElses!.id, unaddressed!.id, used!.id, expired!.id, unknown];

      const response = await merge(account.subject, [good!.id, ...offending]);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        error: { code: 'BOX_UNAVAILABLE', details: { boxIds: offending } },
      });
      const [box] = await db().query<{ consumed_at: Date | null }>(
        'SELECT consumed_at FROM gift_boxes WHERE id = $1',
        [good!.id],
      );
      expect(box?.consumed_at).toBeNull();
      expect(await ledgerSums(db(), account.id)).toEqual({ entries: 100, remainders: 100 });
    });

    it.each([
      [{}, 'boxIds'],
      [{ boxIds: [] }, 'boxIds'],
      [{ boxIds: ['not-a-uuid'] }, 'boxIds.0'],
      [{ boxIds: Array.from({ length: 21 }, () => randomUUID()) }, 'boxIds'],
      [
        {
          boxIds: ['8c5e2d0c-3f5e-4d7a-9d1e-0b7f6a1e2c3d', '8C5E2D0C-3F5E-4D7A-9D1E-0B7F6A1E2C3D'],
        },
        'boxIds',
      ],
      [{ boxIds: [randomUUID()], all: true }, 'all'],
    ])('answers the merge %j with 400 naming %s', async (payload, field) => {
      const account = await verifiedAccount(db());
      const response = await call('POST', '/v1/merges', account.subject, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: 'VALIDATION_FAILED', details: [expect.objectContaining({ path: field })] },
      });
    });
  });

  it('keeps a box consumed once, by someone, in one way, in the database itself', async () => {
    const [box] = await issue(db());
    const account = await verifiedAccount(db());
    for (const sql of [
      `UPDATE gift_boxes SET consumed_at = now() WHERE id = $1`,
      `UPDATE gift_boxes SET consumed_at = now(), consumed_by = '${account.id}' WHERE id = $1`,
      `UPDATE gift_boxes SET consumed_at = now(), consumed_by = '${account.id}', consumed_via = 'merge' WHERE id = $1`,
      `UPDATE gift_boxes SET points = 0 WHERE id = $1`,
      `UPDATE gift_boxes SET code = 'AAAA-AAAA-AAAA-AAA*' WHERE id = $1`,
    ]) {
      await expect(db().query(sql, [box!.id]), sql).rejects.toThrow(/violates/);
    }
  });

  it('keeps a box consumed when the account that consumed it is deleted', async () => {
    const [box] = await issue(db());
    const account = await verifiedAccount(db());
    await db().query(
      `UPDATE gift_boxes SET consumed_at = now(), consumed_by = $2, consumed_via = 'charge' WHERE id = $1`,
      [box!.id, account.id],
    );
    await db().query('DELETE FROM accounts WHERE id = $1', [account.id]);
    const [stored] = await db().query<{ consumed_by: string | null; consumed_via: string }>(
      'SELECT consumed_by, consumed_via FROM gift_boxes WHERE id = $1',
      [box!.id],
    );
    expect(stored).toEqual({ consumed_by: null, consumed_via: 'charge' });
  });

  it('needs the wallet scope, and documents the routes in the OpenAPI document', async () => {
    const operator = await issuer.sign({ sub: 'kado-operator', scope: 'wallet:operate' });
    const forbidden = await wallet.app.inject({
      method: 'POST',
      url: '/v1/merges',
      payload: { boxIds: [randomUUID()] },
      headers: { authorization: `Bearer ${operator}` },
    });
    expect(forbidden.statusCode).toBe(403);
    const { paths } = (await wallet.app.inject({ url: '/v1/openapi.json' })).json<{
      paths: Record<
        string,
        Record<string, { security?: unknown; parameters?: { name: string }[] }>
      >;
    }>();
    expect(paths['/v1/boxes']?.get?.security).toEqual([{ bearerAuth: ['wallet'] }]);
    for (const path of ['/v1/points/charges/code', '/v1/merges']) {
      expect(paths[path]?.post?.security, path).toEqual([{ bearerAuth: ['wallet'] }]);
      expect(
        paths[path]?.post?.parameters?.map((p) => p.name),
        path,
      ).toContain('idempotency-key');
    }
  });
});
