import { TEST_DATABASE_KINDS } from '@kado/db/testing';
import { meSchema } from '@kado/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/app.js';
import { startTestIssuer, type TestIssuer } from '../../../test/issuer.js';

describe.each(TEST_DATABASE_KINDS)('GET /v1/me on %s', (database) => {
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

  const me = async (sub: string, claims: Record<string, unknown> = {}) =>
    wallet.app.inject({
      url: '/v1/me',
      headers: { authorization: `Bearer ${await issuer.sign({ sub, ...claims })}` },
    });

  it("creates the account from the token's name and email the first time", async () => {
    const response = await me('first-sight', { name: 'Aiko Lim', email: 'aiko@kado.example' });
    expect(response.statusCode).toBe(200);
    const account = meSchema.parse(response.json());
    expect(account.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.now() - Date.parse(account.createdAt)).toBeLessThan(60_000);
    expect(account).toEqual({
      id: account.id,
      displayName: 'Aiko Lim',
      email: 'aiko@kado.example',
      locale: null,
      phone: null,
      phoneVerified: false,
      market: null,
      createdAt: account.createdAt,
    });
    const again = await me('first-sight', { name: 'Renamed', email: 'other@kado.example' });
    expect(again.json()).toEqual(response.json());
  });

  it('makes one account when ten first requests arrive at once', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, () => me('stampede')));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(responses.map((r) => r.json<{ id: string }>().id)).size).toBe(1);
    expect(
      await wallet.app.db.query('SELECT count(*)::int AS n FROM accounts WHERE subject = $1', [
        'stampede',
      ]),
    ).toEqual([{ n: 1 }]);
  });

  it('rejects query parameters it does not know', async () => {
    const response = await wallet.app.inject({
      url: '/v1/me?debug=1',
      headers: { authorization: `Bearer ${await issuer.sign()}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: [{ in: 'querystring', path: 'debug' }] },
    });
  });
});
