import { generateKeyPair } from 'jose';
import { WALLET_OPERATOR_SCOPE } from '@kado/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../test/app.js';
import {
  startTestIssuer,
  TEST_SUBJECT,
  unreachableIssuer,
  type TestIssuer,
} from '../test/issuer.js';
import type { FastifyBaseLogger } from 'fastify';

import { createAccessTokens, principalOf, requireScope } from './auth.js';

describe('bearer token guard', () => {
  let issuer: TestIssuer;
  let wallet: TestApp;
  beforeAll(async () => {
    issuer = await startTestIssuer();
    wallet = await buildTestApp({ issuer: issuer.issuer, database: 'postgres' });
    // Operator routes come later; this one exists only to prove the operator guard.
    const operatorRoutes: FastifyPluginCallbackZod = (operator, _options, done) => {
      operator.get('/v1/operator/whoami', (request) => ({ subject: principalOf(request).subject }));
      done();
    };
    await wallet.app.register(requireScope(WALLET_OPERATOR_SCOPE, [operatorRoutes]));
  });
  afterAll(async () => {
    await wallet.close();
    await issuer.close();
  });

  const call = (url: string, authorization?: string) =>
    wallet.app.inject({ url, headers: authorization ? { authorization } : {} });
  const me = (token: string) => call('/v1/me', `Bearer ${token}`);
  const now = () => Math.floor(Date.now() / 1000);

  function expectRejected(response: Awaited<ReturnType<typeof call>>) {
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect(response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  }

  it('admits a user token with the wallet scope', async () => {
    const response = await me(await issuer.sign());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ displayName: 'Test User', email: 'test@kado.example' });
  });

  it.each(['PS256', 'ES256'] as const)('accepts %s signatures', async (alg) => {
    expect((await me(await issuer.sign({}, { alg }))).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expectRejected(await call('/v1/me'));
  });

  it.each([
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['a malformed token', 'Bearer not-a-jwt'],
    ['two tokens', 'Bearer a.b.c d.e.f'],
  ])('answers 401 to %s', async (_what, authorization) => {
    expectRejected(await call('/v1/me', authorization));
  });

  // Claims made when the test runs, not when the file loads: on a busy machine the two can be
  // far enough apart to bring a time 45 s away within the 30 s of tolerated skew.
  it.each([
    ['another audience', () => ({ aud: 'someone-else' })],
    ['another issuer', () => ({ iss: 'http://127.0.0.1:9/other' })],
    ['no subject', () => ({ sub: undefined })],
    ['no expiry', () => ({ exp: undefined })],
    ['an expiry more than 30 s ago', () => ({ exp: now() - 45 })],
    ['a not-before more than 30 s ahead', () => ({ nbf: now() + 45 })],
  ])('answers 401 to a token with %s', async (_what, claims) => {
    expectRejected(await me(await issuer.sign(claims())));
  });

  it('tolerates 30 s of clock skew', async () => {
    expect((await me(await issuer.sign({ exp: now() - 10 }))).statusCode).toBe(200);
    expect((await me(await issuer.sign({ nbf: now() + 10 }))).statusCode).toBe(200);
  });

  it('answers 401 to an unsigned token (alg none)', async () => {
    expectRejected(await me(issuer.unsigned()));
  });

  it('answers 401 to a symmetric signature (HS256)', async () => {
    expectRejected(await me(await issuer.sign({}, { alg: 'HS256' })));
  });

  it('answers 401 to a token that is not an access token (typ JWT)', async () => {
    expectRejected(await me(await issuer.sign({}, { typ: 'JWT' })));
  });

  it('answers 401 to a token signed by a key the issuer does not publish', async () => {
    const forger = await generateKeyPair('RS256');
    expectRejected(await me(await issuer.sign({}, { key: forger.privateKey })));
  });

  it('answers 403 to a valid token without the route group scope', async () => {
    const response = await me(await issuer.sign({ scope: 'openid profile' }));
    expect(response.statusCode).toBe(403);
    expect(response.headers['www-authenticate']).toBe(
      'Bearer error="insufficient_scope", scope="wallet"',
    );
    expect(response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });

  it('keeps operator routes for the operator scope, and user routes for users', async () => {
    const operatorToken = await issuer.sign({ sub: 'kado-operator', scope: WALLET_OPERATOR_SCOPE });
    const asOperator = await call('/v1/operator/whoami', `Bearer ${operatorToken}`);
    expect(asOperator.statusCode).toBe(200);
    expect(asOperator.json()).toEqual({ subject: 'kado-operator' });
    expect((await call('/v1/operator/whoami', `Bearer ${await issuer.sign()}`)).statusCode).toBe(
      403,
    );
    expect((await me(operatorToken)).statusCode).toBe(403);
    expectRejected(await call('/v1/operator/whoami'));
  });

  it('serves the catalog without a token', async () => {
    expect((await call('/v1/gifts')).statusCode).toBe(200);
  });

  it('uses the subject of the token as the account', async () => {
    const first = (await me(await issuer.sign())).json<{ id: string }>();
    const other = (await me(await issuer.sign({ sub: `${TEST_SUBJECT}-other` }))).json<{
      id: string;
    }>();
    expect(first.id).not.toBe(other.id);
    expect((await me(await issuer.sign())).json<{ id: string }>().id).toBe(first.id);
  });
});

describe('an unreachable issuer', () => {
  let wallet: TestApp;
  let issuer: TestIssuer;
  beforeAll(async () => {
    // Tokens from a live issuer, checked by a wallet whose issuer address answers nothing.
    issuer = await startTestIssuer();
    wallet = await buildTestApp({ issuer: await unreachableIssuer(), database: 'postgres' });
  });
  afterAll(async () => {
    await wallet.close();
    await issuer.close();
  });

  it('does not stop the wallet from starting or make it not ready, and is reported apart', async () => {
    const ready = await wallet.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: true } });
    const deps = await wallet.app.inject({ url: '/healthz/deps' });
    expect(deps.statusCode).toBe(200);
    expect(deps.json()).toEqual({ status: 'degraded', checks: { database: true, issuer: false } });
    expect((await wallet.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('answers 503 rather than blaming the token', async () => {
    const response = await wallet.app.inject({
      url: '/v1/me',
      headers: { authorization: `Bearer ${await issuer.sign()}` },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: { code: 'UPSTREAM_UNAVAILABLE' } });
  });
});

describe('verified tokens remembered until their expiry', () => {
  let issuer: TestIssuer;
  beforeAll(async () => {
    issuer = await startTestIssuer();
  });
  afterAll(async () => {
    await issuer.close();
  });

  const silent = { info: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;
  const seconds = (ms: number) => Math.floor(ms / 1000);

  it('answers a token seen before from memory', async () => {
    const tokens = createAccessTokens(issuer.issuer);
    const token = await issuer.sign();
    const first = await tokens.verify(token, silent);
    expect(first).toMatchObject({ subject: TEST_SUBJECT });
    expect(await tokens.verify(token, silent)).toBe(first);
  });

  it('never accepts a remembered token after its expiry', async () => {
    let clock = Date.now();
    const tokens = createAccessTokens(issuer.issuer, { now: () => clock });
    const exp = seconds(clock) + 60;
    const token = await issuer.sign({ exp });
    expect(await tokens.verify(token, silent)).toMatchObject({ subject: TEST_SUBJECT });
    clock = exp * 1000 - 1;
    expect(await tokens.verify(token, silent)).toMatchObject({ subject: TEST_SUBJECT });
    // Past the expiry and the 30 s of clock skew the signature check allows.
    clock = (exp + 31) * 1000;
    expect(await tokens.verify(token, silent)).toBeNull();
  });

  it('does not remember a token admitted only by the clock tolerance', async () => {
    let clock = Date.now();
    const tokens = createAccessTokens(issuer.issuer, { now: () => clock });
    const exp = seconds(clock) - 10;
    const token = await issuer.sign({ exp });
    expect(await tokens.verify(token, silent)).not.toBeNull();
    clock = (exp + 31) * 1000;
    expect(await tokens.verify(token, silent)).toBeNull();
  });

  it('forgets the oldest token when full', async () => {
    const tokens = createAccessTokens(issuer.issuer, { cacheSize: 2 });
    const [a, b, c] = await Promise.all(
      ['cached-1', 'cached-2', 'cached-3'].map((sub) => issuer.sign({ sub })),
    );
    if (!a || !b || !c) throw new Error('three tokens were signed');
    const first = await tokens.verify(a, silent);
    await tokens.verify(b, silent);
    await tokens.verify(c, silent);
    const again = await tokens.verify(a, silent);
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
  });
});
