/**
 * The wallet against the real embedded identity provider: tokens issued by oidc-provider after a
 * real sign-in (code + PKCE) and a real client-credentials grant are accepted for their scopes.
 */
import {
  getOperatorToken,
  signInWithPassword,
  startTestIdp,
  tokenRequest,
  type TestIdp,
} from '@kado/idp/testing';
import { DEMO_ACCOUNT, WALLET_OPERATOR_SCOPE } from '@kado/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
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

  it('names one grant in the tokens of a sign-in, refreshed or not, and stops them all at sign-out', async () => {
    const client = {
      issuer: idp.issuer,
      clientId: idp.bffClient.id,
      clientSecret: idp.bffClient.secret,
    };
    const signIn = () =>
      signInWithPassword({
        ...client,
        redirectUri: `${BFF}/bff/callback`,
        email: DEMO_ACCOUNT.email,
        password: DEMO_ACCOUNT.password,
      });
    const first = await signIn();
    const refreshed = await tokenRequest(client, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token ?? '',
    });
    const refreshedToken = String(refreshed.access_token);
    const grantId = decodeJwt(first.access_token).grant_id;
    expect(grantId).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]+$/));
    expect(refreshedToken).not.toBe(first.access_token);
    expect(decodeJwt(refreshedToken).grant_id).toBe(grantId);
    const other = await signIn();
    expect(decodeJwt(other.access_token).grant_id).not.toBe(grantId);

    const signedOut = await wallet.app.inject({
      method: 'POST',
      url: '/v1/sessions/revocations',
      headers: { authorization: `Bearer ${refreshedToken}` },
    });
    expect(signedOut.statusCode).toBe(204);
    for (const token of [first.access_token, refreshedToken]) {
      const refused = await get('/v1/me', token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ error: { code: 'TOKEN_REVOKED' } });
    }
    expect((await get('/v1/me', other.access_token)).statusCode).toBe(200);

    const operatorToken = await getOperatorToken({
      issuer: idp.issuer,
      clientId: idp.operatorClient.id,
      clientSecret: idp.operatorClient.secret,
    });
    expect(decodeJwt(operatorToken).grant_id).toBeUndefined();
    const refused = await wallet.app.inject({
      method: 'POST',
      url: '/v1/sessions/revocations',
      headers: { authorization: `Bearer ${operatorToken}` },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('reports the issuer reachable', async () => {
    expect((await wallet.app.inject({ url: '/healthz/deps' })).json()).toEqual({
      status: 'ok',
      checks: { database: true, issuer: true },
    });
  });
});
