/**
 * The IdP behind the gateway that terminates TLS (PRODUCT.md §7, §12): it trusts exactly the
 * configured number of hops for client addresses, and its https-ness comes from its issuer, never
 * from a request's X-Forwarded-Proto.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { buildApp } from './app.js';
import { parseEnv, type EnvInput } from './env.js';
import { FORGOT_PER_ADDRESS, MemoryRateCounter } from './rate-limits.js';

const ISSUER = 'https://idp.example';
const BFF = 'https://kado.example';

const settings = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  IDP_ISSUER: ISSUER,
  IDP_DATA_DIR: 'memory',
  BFF_BASE_URLS: BFF,
  BFF_CLIENT_SECRET: 'b'.repeat(32),
  OPERATOR_CLIENT_SECRET: 'o'.repeat(32),
  EMAIL_PROVIDER: 'outbox',
  TRUST_PROXY: 'true',
} satisfies EnvInput;

describe('TRUST_PROXY', () => {
  test.each([
    ['false', 0],
    ['0', 0],
    ['true', 1],
    ['1', 1],
    ['2', 2],
  ])('reads %s as %i trusted hops', (value, hops) => {
    const env = parseEnv({ ...settings, IDP_ISSUER: 'http://127.0.0.1:3001', TRUST_PROXY: value });
    expect(env.TRUST_PROXY).toBe(hops);
  });

  test.each(['yes', 'all', '-1'])('refuses %s naming TRUST_PROXY', (value) => {
    expect(() => parseEnv({ ...settings, TRUST_PROXY: value })).toThrow('TRUST_PROXY');
  });

  test('must trust the gateway when the issuer is https', () => {
    expect(() => parseEnv({ ...settings, TRUST_PROXY: '0' })).toThrow('TRUST_PROXY');
  });
});

describe('an https IdP behind one trusted hop', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // The limits' clock stands still: a wait started is still running when the next request comes.
    const now = Date.now();
    app = await buildApp(parseEnv(settings), { rateCounter: new MemoryRateCounter(() => now) });
  });
  afterAll(() => app.close());

  test('sets only Secure cookies even when a request says it came over http', async () => {
    const authorize = new URLSearchParams({
      client_id: 'kado-bff',
      redirect_uri: `${BFF}/bff/callback`,
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
    const response = await app.inject({
      url: `/auth?${authorize.toString()}`,
      headers: { 'x-forwarded-proto': 'http', 'x-forwarded-for': '203.0.113.7' },
    });
    expect(response.statusCode).toBe(303);
    expect(String(response.headers.location)).toMatch(/^\/interaction\/[^/]+$/);
    expect(response.cookies.length).toBeGreaterThan(0);
    for (const cookie of response.cookies) {
      expect(cookie, cookie.name).toMatchObject({ secure: true, httpOnly: true });
    }
  });

  test('counts the address the gateway appended, whatever the client wrote before it', async () => {
    const forgot = (forwardedFor: string, n: number) =>
      app
        .inject({
          method: 'POST',
          url: '/password/forgot',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': forwardedFor,
          },
          payload: `email=nobody-${n}%40kado.test`,
        })
        .then((response) => response.statusCode);

    for (let i = 0; i < FORGOT_PER_ADDRESS.free; i++) {
      expect(await forgot('6.6.6.6, 10.0.0.9', i)).toBe(200);
    }
    // Another address written in front does not make 10.0.0.9 someone new...
    expect(await forgot('7.7.7.7, 10.0.0.9', FORGOT_PER_ADDRESS.free)).toBe(429);
    // ...and a different client of the gateway is not held back by it.
    expect(await forgot('6.6.6.6, 10.0.0.10', FORGOT_PER_ADDRESS.free + 1)).toBe(200);
  });
});
