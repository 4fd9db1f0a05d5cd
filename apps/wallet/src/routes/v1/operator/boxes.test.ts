import { TEST_DATABASE_KINDS } from '@kado/db/testing';
import { normaliseBoxCode, WALLET_OPERATOR_SCOPE } from '@kado/shared';
import type { IssuedBoxes } from '@kado/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DAY_MS } from '../../../domain/ledger/testing.js';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { startTestIssuer, type TestIssuer } from '../../../test/issuer.js';

describe.each(TEST_DATABASE_KINDS)('operator box issue on %s', (database) => {
  let issuer: TestIssuer;
  let wallet: TestApp;
  let operator: string;
  beforeAll(async () => {
    issuer = await startTestIssuer();
    wallet = await buildTestApp({ issuer: issuer.issuer, database });
    operator = await issuer.sign({ sub: 'kado-operator', scope: WALLET_OPERATOR_SCOPE });
  });
  afterAll(async () => {
    await wallet.close();
    await issuer.close();
  });

  const issueBoxes = (payload: object, bearer = operator) =>
    wallet.app.inject({
      method: 'POST',
      url: '/v1/operator/boxes',
      payload,
      headers: { authorization: `Bearer ${bearer}` },
    });

  it('issues 1,000 boxes with distinct valid codes, expiring 180 days on by default', async () => {
    const response = await issueBoxes({ market: 'TH', points: 200, count: 1_000 });
    expect(response.statusCode).toBe(201);
    const { items } = response.json<IssuedBoxes>();
    expect(items).toHaveLength(1_000);
    expect(new Set(items.map((box) => box.code)).size).toBe(1_000);
    for (const box of items) expect(normaliseBoxCode(box.code)).toBe(box.code);
    const days = (Date.parse(items[0]!.expiresAt) - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(179.9);
    expect(days).toBeLessThanOrEqual(180);
    expect(items[0]).toMatchObject({ market: 'TH', points: 200, recipientPhone: null });
    const [stored] = await wallet.app.db.query<{ n: number; issuers: string[] }>(
      `SELECT count(*)::int AS n, array_agg(DISTINCT issued_by) AS issuers
       FROM gift_boxes WHERE market = 'TH'`,
    );
    expect(stored).toEqual({ n: 1_000, issuers: ['kado-operator'] });
  });

  it('addresses boxes to a phone of their market, with the expiry asked for', async () => {
    const response = await issueBoxes({
      market: 'SG',
      points: 50,
      count: 2,
      expiresAt: '2099-06-30T23:59:59+08:00',
      recipientPhone: '+6591230000',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<IssuedBoxes>().items[1]).toMatchObject({
      expiresAt: '2099-06-30T15:59:59.000Z',
      recipientPhone: '+6591230000',
    });
  });

  it.each([
    [{ points: 10, count: 1 }, 'market'],
    [{ market: 'US', points: 10, count: 1 }, 'market'],
    [{ market: 'SG', points: 0, count: 1 }, 'points'],
    [{ market: 'SG', points: 10_000_001, count: 1 }, 'points'],
    [{ market: 'SG', points: 10, count: 0 }, 'count'],
    [{ market: 'SG', points: 10, count: 1_001 }, 'count'],
    [{ market: 'SG', points: 10, count: 1.5 }, 'count'],
    [{ market: 'SG', points: 10, count: 1, expiresAt: 'soon' }, 'expiresAt'],
    [{ market: 'SG', points: 10, count: 1, expiresAt: '2001-01-01T00:00:00Z' }, 'expiresAt'],
    [{ market: 'SG', points: 10, count: 1, recipientPhone: '91234567' }, 'recipientPhone'],
    [{ market: 'MY', points: 10, count: 1, recipientPhone: '+6591234567' }, 'recipientPhone'],
    [{ market: 'SG', points: 10, count: 1, code: 'AAAA' }, 'code'],
  ])('answers %j with 400 naming %s', async (payload, field) => {
    const before = await wallet.app.db.query('SELECT id FROM gift_boxes');
    const response = await issueBoxes(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: [expect.objectContaining({ path: field })] },
    });
    expect(await wallet.app.db.query('SELECT id FROM gift_boxes')).toEqual(before);
  });

  it('needs the wallet:operate scope, as the OpenAPI document says', async () => {
    const user = await issuer.sign({ sub: 'someone' });
    expect((await issueBoxes({ market: 'SG', points: 1, count: 1 }, user)).statusCode).toBe(403);
    const { paths } = (await wallet.app.inject({ url: '/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, { security?: unknown }>>;
    }>();
    expect(paths['/v1/operator/boxes']?.post?.security).toEqual([
      { bearerAuth: ['wallet:operate'] },
    ]);
  });
});
