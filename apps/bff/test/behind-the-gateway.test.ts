/**
 * The BFF as production runs it (PRODUCT.md §7, §12): behind one TLS-terminating gateway that it
 * trusts for exactly one hop, beside replicas that share the IdP and the session store.
 */
import { createServer, type Server } from 'node:http';

import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import {
  CookieJar,
  browse,
  follow,
  startTestIdp,
  submitInteraction,
  type TestIdp,
} from '@kado/idp/testing';
import { DEMO_ACCOUNT } from '@kado/shared';
import { freePort } from '@kado/stack';

import { parseEnv } from '../src/env.js';
import { isolatedApp } from './support.js';

const LOGIN_STARTS_PER_MINUTE = 30;

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** Where /bff/login sent the browser, for a request with these headers. */
async function loginStart(headers: Record<string, string>) {
  if (!app) throw new Error('no app');
  return (await app.inject({ url: '/bff/login', headers })).headers.location;
}

describe('TRUST_PROXY', () => {
  it.each([
    ['false', 0],
    ['0', 0],
    ['true', 1],
    ['1', 1],
    ['2', 2],
  ])('reads %s as %i trusted hops', (value, hops) => {
    const env = parseEnv({
      OIDC_ISSUER: 'http://127.0.0.1:9',
      OIDC_CLIENT_SECRET: 'x'.repeat(32),
      WALLET_URL: 'http://127.0.0.1:9',
      TRUST_PROXY: value,
    });
    expect(env.TRUST_PROXY).toBe(hops);
  });

  it('trusts no proxy unless told', () => {
    const env = parseEnv({
      OIDC_ISSUER: 'http://127.0.0.1:9',
      OIDC_CLIENT_SECRET: 'x'.repeat(32),
      WALLET_URL: 'http://127.0.0.1:9',
    });
    expect(env.TRUST_PROXY).toBe(0);
  });

  it.each(['yes', 'all', '-1', '1.5'])('refuses %s naming TRUST_PROXY', (value) => {
    expect(() =>
      parseEnv({
        OIDC_ISSUER: 'http://127.0.0.1:9',
        OIDC_CLIENT_SECRET: 'x'.repeat(32),
        WALLET_URL: 'http://127.0.0.1:9',
        TRUST_PROXY: value,
      }),
    ).toThrow('TRUST_PROXY');
  });
});

describe('the client address behind one trusted hop', () => {
  it('is the address the gateway appended, whatever the client wrote before it', async () => {
    app = await isolatedApp({ TRUST_PROXY: 'true' });
    // The gateway (the socket's peer) appended 10.0.0.9; "6.6.6.6" is what the client sent.
    for (let i = 0; i < LOGIN_STARTS_PER_MINUTE; i++) {
      expect(await loginStart({ 'x-forwarded-for': '6.6.6.6, 10.0.0.9' })).not.toContain(
        'rate_limited',
      );
    }
    // Choosing another address in the header does not make 10.0.0.9 someone new...
    expect(await loginStart({ 'x-forwarded-for': '7.7.7.7, 10.0.0.9' })).toBe(
      '/auth/login?error=rate_limited',
    );
    expect(await loginStart({ 'x-forwarded-for': '10.0.0.9' })).toBe(
      '/auth/login?error=rate_limited',
    );
    // ...nor does naming itself 6.6.6.6 make another client of the gateway share its limit.
    expect(await loginStart({ 'x-forwarded-for': '6.6.6.6, 10.0.0.10' })).not.toContain(
      'rate_limited',
    );
  });

  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    app = await isolatedApp({ TRUST_PROXY: 'false' });
    for (let i = 0; i < LOGIN_STARTS_PER_MINUTE; i++) {
      expect(await loginStart({ 'x-forwarded-for': `10.0.0.${i}` })).not.toContain('rate_limited');
    }
    expect(await loginStart({ 'x-forwarded-for': '10.0.0.200' })).toBe(
      '/auth/login?error=rate_limited',
    );
  });

  it('is counted further left only when more hops are trusted', async () => {
    app = await isolatedApp({ TRUST_PROXY: '2' });
    for (let i = 0; i < LOGIN_STARTS_PER_MINUTE; i++) {
      expect(await loginStart({ 'x-forwarded-for': `6.6.6.6, 10.0.0.${i}` })).not.toContain(
        'rate_limited',
      );
    }
    expect(await loginStart({ 'x-forwarded-for': '5.5.5.5, 6.6.6.6, 10.0.0.200' })).toBe(
      '/auth/login?error=rate_limited',
    );
  });
});

describe('X-Forwarded-Proto: http through the trusted hop', () => {
  const PUBLIC_URL = 'https://kado.example';
  const redirectUri = `${PUBLIC_URL}/bff/callback`;
  // What a gateway that forwarded a forged or wrong protocol would send.
  const forwarded = {
    'x-forwarded-proto': 'http',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-for': '203.0.113.7',
  };
  let idp: TestIdp;
  beforeAll(async () => {
    idp = await startTestIdp({ bffBaseUrls: [PUBLIC_URL] });
  });
  afterAll(() => idp.close());

  it('keeps __Host- Secure cookies, HSTS and https addresses, decided by PUBLIC_URL', async () => {
    const bff = await isolatedApp({
      PUBLIC_URL,
      TRUST_PROXY: 'true',
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: idp.bffClient.id,
      OIDC_CLIENT_SECRET: idp.bffClient.secret,
    });
    app = bff;

    const start = await bff.inject({ url: '/bff/login?redirect=%2Fpoints', headers: forwarded });
    expect(start.statusCode).toBe(302);
    expect(start.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const authorize = new URL(String(start.headers.location));
    expect(authorize.origin).toBe(idp.issuer);
    expect(authorize.searchParams.get('redirect_uri')).toBe(redirectUri);
    expect(start.cookies).toEqual([
      expect.objectContaining({
        name: '__Host-kado_login',
        secure: true,
        httpOnly: true,
        path: '/',
        sameSite: 'Lax',
      }),
    ]);
    const login = start.cookies[0]?.value ?? '';

    // The person signs in at the IdP, which sends the browser back to the https callback.
    const jar = new CookieJar();
    const page = await follow(jar, await browse(jar, authorize.href), authorize.href, redirectUri);
    const answered = await submitInteraction(
      { jar, url: page.url, response: page.response, state: '', nonce: '', codeVerifier: '' },
      'login',
      { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
    );
    const { url: callback } = await follow(jar, answered, page.url, redirectUri);
    expect(callback.startsWith(`${redirectUri}?`)).toBe(true);

    const done = await bff.inject({
      url: callback.slice(PUBLIC_URL.length),
      headers: { ...forwarded, cookie: `__Host-kado_login=${login}` },
    });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/points');
    expect(done.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const cookies = new Map(done.cookies.map((cookie) => [cookie.name, cookie]));
    expect(cookies.get('__Host-kado_session')).toMatchObject({
      secure: true,
      httpOnly: true,
      path: '/',
      sameSite: 'Lax',
    });
    expect(cookies.get('__Host-kado_login')).toMatchObject({ value: '', secure: true, path: '/' });
    expect([...cookies.keys()].filter((name) => name.startsWith('kado_'))).toEqual([]);

    // A signed-out page visit is sent on within the site, never to an http:// address.
    const guarded = await bff.inject({ url: '/top', headers: forwarded });
    expect(guarded.statusCode).toBe(302);
    expect(String(guarded.headers.location)).toMatch(/^\/auth\/login\?/);
    expect(guarded.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

describe('readiness', () => {
  let wallet: Server;
  let walletUrl: string;
  beforeAll(async () => {
    // A wallet replica that is ready: the BFF's own traffic can be served.
    wallet = createServer((request, response) => {
      response.writeHead(request.url === '/readyz' ? 200 : 404).end('{}');
    });
    await new Promise<void>((resolve) => wallet.listen(0, '127.0.0.1', resolve));
    const address = wallet.address();
    if (!address || typeof address !== 'object') throw new Error('no wallet address');
    walletUrl = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    wallet.closeAllConnections();
    await new Promise((resolve) => wallet.close(resolve));
  });

  it('stays ready while the IdP is down, reports it at /healthz/deps, and degrades sign-in alone', async () => {
    app = await isolatedApp({ WALLET_URL: walletUrl }); // the IdP at 127.0.0.1:9: refused
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { wallet: true, sessionStore: true },
    });
    const deps = await app.inject({ url: '/healthz/deps' });
    expect(deps.statusCode).toBe(200);
    expect(deps.json()).toEqual({
      status: 'degraded',
      checks: { idp: false, wallet: true, sessionStore: true },
    });
    expect((await app.inject({ url: '/bff/login' })).headers.location).toBe(
      '/auth/login?error=idp_unavailable',
    );
  });

  it('is not ready without its session store, and sign-in names the store, not the IdP', async () => {
    // A real Redis client pointed at a port nothing listens on.
    app = await isolatedApp({
      WALLET_URL: walletUrl,
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
    });
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'not ready',
      checks: { wallet: true, sessionStore: false },
    });
    const deps = await app.inject({ url: '/healthz/deps' });
    expect(deps.statusCode).toBe(200);
    expect(deps.json()).toMatchObject({ status: 'degraded', checks: { sessionStore: false } });

    expect((await app.inject({ url: '/bff/login' })).headers.location).toBe(
      '/auth/login?error=session_store_unavailable',
    );
    expect((await app.inject({ url: '/bff/register' })).headers.location).toBe(
      '/auth/login?error=session_store_unavailable',
    );
    const callback = await app.inject({
      url: '/bff/callback?code=abc&state=def',
      headers: { cookie: 'kado_login=a-login-transaction' },
    });
    expect(callback.headers.location).toBe('/auth/login?error=session_store_unavailable');
  });
});
