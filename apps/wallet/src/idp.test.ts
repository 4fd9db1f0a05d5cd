/**
 * The wallet against the real embedded identity provider: tokens issued by oidc-provider after a
 * real sign-in (code + PKCE) and a real client-credentials grant are accepted for their scopes.
 */
import {
  getOperatorToken,
  signInWithPassword,
  startTestIdp,
  type TestIdp,
} from '@kado/idp/testing';
import { DEMO_ACCOUNT, WALLET_OPERATOR_SCOPE } from '@kado/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { principalOf, requireScope } from './plugins/auth.js';
import { buildTestApp, type TestApp } from './test/app.js';

const BFF = 'http://localhost:3000';

describe('with the embedded identity provider', () => {
  let idp: TestIdp;
  let wallet: TestApp;
  let accessToken: string;
  beforeAll(async () => {
    idp = await startTestIdp({ bffBaseUrls: [BFF] });
    wallet = await buildTestApp({ issuer: idp.issuer, seedDemo: true });
    const operatorRoutes: FastifyPluginCallbackZod = (operator, _options, done) => {
      operator.get('/v1/operator/whoami', (request) => ({ subject: principalOf(request).subject }));
      done();
    };
    await wallet.app.register(requireScope(WALLET_OPERATOR_SCOPE, [operatorRoutes]));
    ({ access_token: accessToken } = await signInWithPassword({
      issuer: idp.issuer,
      clientId: idp.bffClient.id,
      clientSecret: idp.bffClient.secret,
      redirectUri: `${BFF}/bff/callback`,
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
    }));
  });
  afterAll(async () => {
    await wallet?.close();
    await idp?.close();
  });

  const get = (url: string, token: string) =>
    wallet.app.inject({ url, headers: { authorization: `Bearer ${token}` } });

  it("serves the demo account's profile and points to the signed-in demo user", async () => {
    const me = await get('/v1/me', accessToken);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      displayName: DEMO_ACCOUNT.name,
      email: DEMO_ACCOUNT.email,
      market: 'SG',
    });
    const points = await get('/v1/points', accessToken);
    expect(points.statusCode).toBe(200);
    expect(points.json()).toMatchObject({ balance: 15_500, expiringSoon: 5_000 });
  });

  it('admits the operator client to operator routes only', async () => {
    const operatorToken = await getOperatorToken({
      issuer: idp.issuer,
      clientId: idp.operatorClient.id,
      clientSecret: idp.operatorClient.secret,
    });
    const whoami = await get('/v1/operator/whoami', operatorToken);
    expect(whoami.statusCode).toBe(200);
    expect(whoami.json()).toEqual({ subject: idp.operatorClient.id });
    expect((await get('/v1/me', operatorToken)).statusCode).toBe(403);
    expect((await get('/v1/operator/whoami', accessToken)).statusCode).toBe(403);
  });

  it('reports the issuer reachable', async () => {
    expect((await wallet.app.inject({ url: '/healthz/deps' })).json()).toEqual({
      status: 'ok',
      checks: { database: true, issuer: true },
    });
  });
});
