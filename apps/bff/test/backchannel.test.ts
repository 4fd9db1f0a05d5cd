/**
 * Back-channel logout (OpenID Back-Channel Logout 1.0): a sign-out at the IdP ends the BFF sessions it
 * names, and every malformed logout token is refused. Tokens are signed with the IdP's own key, read
 * from its database, so each test changes exactly one property.
 */
import { randomUUID } from 'node:crypto';

import { importJWK, SignJWT, generateKeyPair, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase } from '@kado/db';
import { createPostgresDatabase } from '@kado/db/testing';
import { loadOrCreateSecrets } from '@kado/idp/testing';

import { Browser } from './browser.js';
import { signIn, startTestStack, trpc, type TestStack } from './stack.js';

const EVENT = 'http://schemas.openid.net/event/backchannel-logout';

type SigningKey = Parameters<SignJWT['sign']>[0];

let stack: TestStack;
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let idpKey: { key: SigningKey; kid: string };

beforeAll(async () => {
  database = await createPostgresDatabase();
  stack = await startTestStack({ idpDatabaseUrl: database.url });
  const db = await openDatabase({ url: database.url });
  const jwk = (await loadOrCreateSecrets(db)).signingKeys.find((k) => k.alg === 'RS256') as JWK;
  await db.close();
  idpKey = { key: await importJWK(jwk, 'RS256'), kid: jwk.kid ?? '' };
});
afterAll(async () => {
  await stack.close();
  await database.drop();
});

interface TokenOptions {
  claims?: Record<string, unknown>;
  omit?: string[];
  typ?: string | null;
  key?: { key: SigningKey; kid: string };
}

async function logoutToken({
  claims = {},
  omit = [],
  typ = 'logout+jwt',
  key = idpKey,
}: TokenOptions) {
  const payload: Record<string, unknown> = {
    iss: stack.idp.issuer,
    aud: stack.idp.bffClient.id,
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 120,
    jti: randomUUID(),
    sub: 'kado-demo-0001',
    sid: randomUUID(),
    events: { [EVENT]: {} },
    ...claims,
  };
  const kept = Object.fromEntries(Object.entries(payload).filter(([name]) => !omit.includes(name)));
  return new SignJWT(kept)
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, ...(typ === null ? {} : { typ }) })
    .sign(key.key);
}

function deliver(token: string) {
  return fetch(`${stack.bffUrl}/bff/backchannel-logout`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ logout_token: token }),
  });
}

async function signedInSession() {
  const browser = new Browser();
  await signIn(browser, stack);
  const id = browser.cookiesFor(stack.bffUrl).get('kado_session')?.value;
  const session = await stack.services.sessions.load(id);
  if (!session?.data.idpSessionId) throw new Error('the session has no IdP sid');
  return { browser, sid: session.data.idpSessionId };
}

const signedIn = async (browser: Browser) =>
  (
    JSON.parse((await trpc(browser, stack, 'session.me')).html) as {
      result: { data: { signedIn: boolean } };
    }
  ).result.data.signedIn;

describe('back-channel logout', () => {
  it('ends the BFF session when the user signs out at the IdP', async () => {
    const { browser } = await signedInSession();
    expect(await signedIn(browser)).toBe(true);
    const confirm = await browser.goto(`${stack.idp.issuer}/session/end`);
    expect(confirm.status).toBe(200);
    await browser.submitForm(confirm, {}, undefined, { logout: 'yes' });
    expect(await signedIn(browser)).toBe(false);
  });

  it('accepts a valid token once and ends the sessions of its sid', async () => {
    const { browser, sid } = await signedInSession();
    const token = await logoutToken({ claims: { sid } });
    expect((await deliver(token)).status).toBe(200);
    expect(await signedIn(browser)).toBe(false);
    expect((await deliver(token)).status).toBe(400); // jti replayed
  });

  const otherKey = async () => {
    const { privateKey } = await generateKeyPair('RS256');
    return { key: privateKey, kid: idpKey.kid };
  };

  it.each<[string, () => TokenOptions | Promise<TokenOptions>]>([
    ['signed by another key', async () => ({ key: await otherKey() })],
    ['from another issuer', () => ({ claims: { iss: 'https://evil.example' } })],
    ['for another audience', () => ({ claims: { aud: 'someone-else' } })],
    ['without the typ header', () => ({ typ: null })],
    ['with another typ', () => ({ typ: 'JWT' })],
    ['without events', () => ({ omit: ['events'] })],
    ['with another event', () => ({ claims: { events: { 'urn:other': {} } } })],
    ['carrying a nonce', () => ({ claims: { nonce: 'n' } })],
    ['naming neither sid nor sub', () => ({ omit: ['sid', 'sub'] })],
    ['without jti', () => ({ omit: ['jti'] })],
    ['without iat', () => ({ omit: ['iat'] })],
    ['expired', () => ({ claims: { exp: Math.floor(Date.now() / 1000) - 60 } })],
    ['issued too long ago', () => ({ claims: { iat: Math.floor(Date.now() / 1000) - 3600 } })],
  ])('refuses a token %s and ends no session', async (_name, options) => {
    const { browser, sid } = await signedInSession();
    const base = await options();
    const token = await logoutToken({ ...base, claims: { sid, ...base.claims } });
    expect((await deliver(token)).status).toBe(400);
    expect(await signedIn(browser)).toBe(true);
  });

  it('refuses an unsigned (alg none) token', async () => {
    const { browser, sid } = await signedInSession();
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const payload = {
      iss: stack.idp.issuer,
      aud: stack.idp.bffClient.id,
      iat: Math.floor(Date.now() / 1000),
      jti: randomUUID(),
      sid,
      events: { [EVENT]: {} },
    };
    const token = `${encode({ alg: 'none', typ: 'logout+jwt' })}.${encode(payload)}.`;
    expect((await deliver(token)).status).toBe(400);
    expect(await signedIn(browser)).toBe(true);
  });
});
