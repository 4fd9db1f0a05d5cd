/**
 * Back-channel logout (OpenID Back-Channel Logout 1.0): a sign-out at the IdP ends the BFF sessions it
 * names (by sid, or every session of a person by sub alone), every malformed logout token is
 * refused, and the logs of a rejected token carry nothing that identifies it or whom it names. Tokens
 * are signed with the IdP's own key, read from its database, so each test changes exactly one
 * property.
 */
import { randomUUID } from 'node:crypto';

import { importJWK, SignJWT, generateKeyPair, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase } from '@kado/db';
import { createIdpPostgresDatabase, loadOrCreateSecrets } from '@kado/idp/testing';
import { DEMO_ACCOUNT } from '@kado/shared';

import { Browser } from './browser.js';
import { signIn, signUp, startTestStack, trpc, type TestStack } from './stack.js';

const EVENT = 'http://schemas.openid.net/event/backchannel-logout';

type SigningKey = Parameters<SignJWT['sign']>[0];

let stack: TestStack;
let database: Awaited<ReturnType<typeof createIdpPostgresDatabase>>;
let idpKey: { key: SigningKey; kid: string };
const logs: string[] = [];

beforeAll(async () => {
  database = await createIdpPostgresDatabase();
  stack = await startTestStack({
    idpDatabaseUrl: database.url,
    logStream: { write: (line) => void logs.push(line) },
  });
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
    sub: DEMO_ACCOUNT.subject,
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

const otherKey = async () => {
  const { privateKey } = await generateKeyPair('RS256');
  return { key: privateKey, kid: idpKey.kid };
};

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

async function subjectOf(browser: Browser) {
  const id = browser.cookiesFor(stack.bffUrl).get('kado_session')?.value;
  const session = await stack.services.sessions.load(id);
  if (!session) throw new Error('not signed in');
  return session.data.subject;
}

describe('back-channel logout naming only sub', () => {
  it("ends every session of that person, on every device, and nobody else's", async () => {
    const other = new Browser();
    await signUp(other, stack);
    const phone = new Browser();
    await signIn(phone, stack);
    const laptop = new Browser();
    await signIn(laptop, stack);
    expect(await signedIn(phone)).toBe(true);
    expect(await signedIn(laptop)).toBe(true);
    expect(await signedIn(other)).toBe(true);
    const subject = await subjectOf(laptop);
    expect(await subjectOf(other)).not.toBe(subject);

    const token = await logoutToken({ claims: { sub: subject }, omit: ['sid'] });
    expect((await deliver(token)).status).toBe(200);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(false);
    expect(await signedIn(other)).toBe(true);
    // Its jti is spent: the same token again is refused.
    expect((await deliver(token)).status).toBe(400);
  });
});

describe('logs of a rejected logout token', () => {
  it('name no sid, sub or jti of it, whatever the defect', async () => {
    const browser = new Browser();
    await signIn(browser, stack);
    const now = Math.floor(Date.now() / 1000);
    const defects: [string, () => Promise<TokenOptions> | TokenOptions][] = [
      ['signed by another key', async () => ({ key: await otherKey() })],
      ['from another issuer', () => ({ claims: { iss: 'https://evil.example' } })],
      ['for another audience', () => ({ claims: { aud: 'someone-else' } })],
      ['of another type', () => ({ typ: 'JWT' })],
      ['without the event', () => ({ omit: ['events'] })],
      ['carrying a nonce', () => ({ claims: { nonce: randomUUID() } })],
      ['expired', () => ({ claims: { exp: now - 60 } })],
      ['issued too long ago', () => ({ claims: { iat: now - 3600 } })],
    ];
    const identifiers: string[] = [];
    for (const [name, options] of defects) {
      const base = await options();
      const named = { sid: randomUUID(), sub: `sub-${randomUUID()}`, jti: randomUUID() };
      identifiers.push(named.sid, named.sub, named.jti);
      const token = await logoutToken({ ...base, claims: { ...named, ...base.claims } });
      expect((await deliver(token)).status, name).toBe(400);
    }
    // A replayed valid token is rejected too, and logged as replayed only.
    const replayed = { sid: randomUUID(), sub: `sub-${randomUUID()}`, jti: randomUUID() };
    identifiers.push(replayed.sid, replayed.sub, replayed.jti);
    const valid = await logoutToken({ claims: replayed });
    expect((await deliver(valid)).status).toBe(200);
    expect((await deliver(valid)).status).toBe(400);
    expect(await signedIn(browser)).toBe(true);

    const text = logs.join('\n');
    expect(text).toContain('back-channel logout token rejected');
    expect(text).toContain('back-channel logout token replayed');
    for (const identifier of identifiers) expect(text).not.toContain(identifier);
    // Nor the token itself, in whole or in part.
    expect(text).not.toMatch(/eyJ[A-Za-z0-9_-]{8,}/);
  });
});
