/**
 * POST /v1/sessions/revocations: a session signed out through one replica has its tokens refused
 * by another replica on the same database once that one has read its deny-list, and nothing else.
 */
import { TEST_DATABASE_KINDS } from '@kado/db/testing';
import { WALLET_OPERATOR_SCOPE, WALLET_USER_SCOPE } from '@kado/shared';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { WalletApp } from '../../../app.js';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { startTestIssuer, type TestIssuer } from '../../../test/issuer.js';

/** Far beyond the 2 s between reads, for a busy machine: the wait ends as soon as B refuses. */
const PROPAGATION_BOUND_MS = 60_000;

const nowS = () => Math.floor(Date.now() / 1000);

describe.each(TEST_DATABASE_KINDS)('session revocation on %s', (kind) => {
  let issuer: TestIssuer;
  let wallet: TestApp;
  let a: WalletApp;
  let b: WalletApp;
  beforeAll(async () => {
    issuer = await startTestIssuer();
    wallet = await buildTestApp({ issuer: issuer.issuer, database: kind });
    a = wallet.app;
    b = await wallet.replica();
  });
  afterAll(async () => {
    await wallet?.close();
    await issuer?.close();
  });

  const me = (app: WalletApp, token: string) =>
    app.inject({ url: '/v1/me', headers: { authorization: `Bearer ${token}` } });
  const revoke = (app: WalletApp, authorization?: string) =>
    app.inject({
      method: 'POST',
      url: '/v1/sessions/revocations',
      headers: authorization ? { authorization } : {},
    });
  const deniedRows = (grantId: string) =>
    a.db.query<{ until_s: number; denied_s: number }>(
      `SELECT extract(epoch FROM matters_until)::float8 AS until_s,
              extract(epoch FROM denied_at)::float8 AS denied_s
         FROM denied_grants WHERE grant_id = $1`,
      [grantId],
    );

  it("refuses every token of a grant signed out through A on B once B's list is read, and only those", async () => {
    const session = await issuer.sign({ grant_id: 'grant-a', iat: nowS() - 60 });
    // The same sign-in after a refresh: another token, the same grant.
    const refreshed = await issuer.sign({ grant_id: 'grant-a', exp: nowS() + 600 });
    const otherSession = await issuer.sign({ grant_id: 'grant-b' });
    // B has verified and cached the session's token before the sign-out.
    expect((await me(b, session)).statusCode).toBe(200);
    expect((await me(b, otherSession)).statusCode).toBe(200);

    const revoked = await revoke(a, `Bearer ${session}`);
    expect(revoked.statusCode).toBe(204);
    expect(revoked.body).toBe('');

    // A, which took the sign-out, knows at once.
    const onA = await me(a, refreshed);
    expect(onA.statusCode).toBe(401);
    expect(onA.json()).toMatchObject({ error: { code: 'TOKEN_REVOKED' } });

    const started = Date.now();
    let lastReport = started;
    let onB = await me(b, session);
    while (onB.statusCode === 200 && Date.now() - started < PROPAGATION_BOUND_MS) {
      if (Date.now() - lastReport >= 5_000) {
        lastReport = Date.now();
        console.info(
          `replica B still admits the signed-out token after ${lastReport - started} ms`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      onB = await me(b, session);
    }
    console.info(`replica B refused the signed-out token after ${Date.now() - started} ms`);
    expect(onB.statusCode).toBe(401);
    expect(onB.headers['www-authenticate']).toMatch(/^Bearer error="invalid_token"/);
    expect(onB.json()).toMatchObject({ error: { code: 'TOKEN_REVOKED' } });
    expect((await me(b, refreshed)).json()).toMatchObject({ error: { code: 'TOKEN_REVOKED' } });

    expect((await me(b, otherSession)).statusCode).toBe(200);
    expect((await me(a, otherSession)).statusCode).toBe(200);
  });

  it("denies the grant until the token's expiry plus the longest token lifetime", async () => {
    const exp = nowS() + 300;
    const token = await issuer.sign({ grant_id: 'grant-until', iat: exp - 300, exp });
    expect((await revoke(a, `Bearer ${token}`)).statusCode).toBe(204);
    const [row] = await deniedRows('grant-until');
    // ACCESS_TOKEN_MAX_TTL_S defaults to the IdP's 600 s.
    expect(row?.until_s).toBe(exp + 600);

    // A token that lived longer than the setting says the IdP gives longer lifetimes.
    const long = nowS() + 3_000;
    const longToken = await issuer.sign({ grant_id: 'grant-long', iat: long - 3_600, exp: long });
    expect((await revoke(a, `Bearer ${longToken}`)).statusCode).toBe(204);
    expect((await deniedRows('grant-long'))[0]?.until_s).toBe(long + 3_600);
  });

  it('answers 204 again to a second sign-out of the same session', async () => {
    const token = await issuer.sign({ grant_id: 'grant-twice' });
    expect((await revoke(a, `Bearer ${token}`)).statusCode).toBe(204);
    expect((await revoke(a, `Bearer ${token}`)).statusCode).toBe(204);
    expect((await revoke(b, `Bearer ${token}`)).statusCode).toBe(204);
    expect(await deniedRows('grant-twice')).toHaveLength(1);
  });

  it('accepts an expired token of a session and changes nothing', async () => {
    const expired = await issuer.sign({ grant_id: 'grant-expired', exp: nowS() - 120 });
    const answer = await revoke(a, `Bearer ${expired}`);
    expect(answer.statusCode).toBe(204);
    expect(await deniedRows('grant-expired')).toEqual([]);
    expect((await me(a, await issuer.sign({ grant_id: 'grant-expired' }))).statusCode).toBe(200);
  });

  it('refuses client-credentials tokens and user tokens that name no session', async () => {
    for (const claims of [
      { sub: 'kado-operator', scope: WALLET_OPERATOR_SCOPE, name: undefined, email: undefined },
      { sub: 'kado-operator', scope: WALLET_OPERATOR_SCOPE, grant_id: 'grant-operator' },
      { scope: `openid ${WALLET_USER_SCOPE}` },
    ]) {
      const answer = await revoke(a, `Bearer ${await issuer.sign(claims)}`);
      expect(answer.statusCode, JSON.stringify(claims)).toBe(403);
      expect(answer.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    }
    expect(await deniedRows('grant-operator')).toEqual([]);
  });

  it('answers 401 without a token, or with one that is not valid, expired or not', async () => {
    const forger = await generateKeyPair('RS256');
    const forged = { key: forger.privateKey };
    for (const authorization of [
      undefined,
      'Basic dXNlcjpwYXNz',
      'Bearer not-a-jwt',
      `Bearer ${await issuer.sign({ grant_id: 'grant-forged' }, forged)}`,
      `Bearer ${await issuer.sign({ grant_id: 'grant-forged', exp: nowS() - 120 }, forged)}`,
      `Bearer ${await issuer.sign({ grant_id: 'grant-forged', aud: 'someone-else' })}`,
      `Bearer ${await issuer.sign({ grant_id: 'grant-forged' }, { typ: 'JWT' })}`,
      `Bearer ${issuer.unsigned({ grant_id: 'grant-forged' })}`,
      `Bearer ${await issuer.sign({ grant_id: 'not a grant id' })}`,
    ]) {
      const answer = await revoke(a, authorization);
      expect(answer.statusCode, authorization).toBe(401);
      expect(answer.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    }
    expect(await deniedRows('grant-forged')).toEqual([]);
  });
});
