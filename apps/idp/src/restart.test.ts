import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { DEMO_ACCOUNT, WALLET_AUDIENCE } from '@kado/shared';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, expect, test } from 'vitest';

import {
  CookieJar,
  signInWithPassword,
  signUpVerified,
  startAuthorization,
  startTestIdp,
  tokenRequest,
  type TestIdp,
} from './testing.js';

const BFF = 'http://localhost:3000';
const redirectUri = `${BFF}/bff/callback`;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kado-idp-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const client = (idp: TestIdp) => ({
  issuer: idp.issuer,
  clientId: idp.bffClient.id,
  clientSecret: idp.bffClient.secret,
});
const jwksOf = async (idp: TestIdp) =>
  (await (await fetch(`${idp.issuer}/jwks`)).json()) as JSONWebKeySet;

test('a restart on the same data directory keeps keys, accounts, grants and sessions', async () => {
  const jar = new CookieJar();
  const first = await startTestIdp({ bffBaseUrls: [BFF], dataDir });
  let before: Awaited<ReturnType<typeof signInWithPassword>>;
  let keysBefore: JSONWebKeySet;
  try {
    before = await signInWithPassword({
      ...client(first),
      redirectUri,
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
      jar,
    });
    await signUpVerified({
      ...client(first),
      redirectUri,
      name: 'Lee Min-jun',
      email: 'minjun@kado.test',
      password: 'kept across restarts',
    });
    keysBefore = await jwksOf(first);
  } finally {
    await first.close();
  }

  const second = await startTestIdp({ bffBaseUrls: [BFF], dataDir });
  try {
    // Same signing keys: a token signed before the restart still verifies.
    const keysAfter = await jwksOf(second);
    expect(keysAfter.keys.map((k) => k.kid)).toEqual(keysBefore.keys.map((k) => k.kid));
    await jwtVerify(before.access_token, createLocalJWKSet(keysAfter), {
      audience: WALLET_AUDIENCE,
    });

    // The grant and its refresh token survived.
    const refreshed = await tokenRequest(client(second), {
      grant_type: 'refresh_token',
      refresh_token: before.refresh_token!,
    });
    expect(refreshed.refresh_token).toEqual(expect.any(String));

    // So did the session (and the cookie keys that sign it): no sign-in page this time.
    const sso = await startAuthorization({ ...client(second), redirectUri, jar });
    expect(sso.url.startsWith(redirectUri)).toBe(true);
    expect(new URL(sso.url).searchParams.get('code')).toEqual(expect.any(String));

    // And the account created before the restart.
    const minjun = await signInWithPassword({
      ...client(second),
      redirectUri,
      email: 'minjun@kado.test',
      password: 'kept across restarts',
    });
    expect(minjun.access_token).toEqual(expect.any(String));
  } finally {
    await second.close();
  }
});
