/**
 * What a raw read of Redis yields (PRODUCT.md §7, issue 25): while a sign-in is in flight and after
 * it, no PKCE verifier, state or nonce, no e-mail or name, and no JWT. The scan reads every key the
 * BFF wrote, whatever its type, through a Redis client of its own.
 */
import { createHash, randomUUID } from 'node:crypto';

import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_ACCOUNT } from '@kado/shared';

import { RedisStore } from '../src/session/store.js';
import { Browser } from './browser.js';
import { startTestStack, trpc, type TestStack } from './stack.js';

const JWT = /eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/;
const REDIS_URL = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379/2';
const prefix = `kado:test:${randomUUID()}:`;

let stack: TestStack;
let redis: Redis;
beforeAll(async () => {
  stack = await startTestStack({ store: () => new RedisStore(REDIS_URL, prefix) });
  redis = new Redis(REDIS_URL);
});
afterAll(async () => {
  await stack.close();
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

/** Every value under the BFF's prefix, as the text Redis holds. */
async function dump(): Promise<Map<string, string>> {
  const values = new Map<string, string>();
  for (const key of await redis.keys(`${prefix}*`)) {
    const type = await redis.type(key);
    if (type === 'set') values.set(key, (await redis.smembers(key)).join(' '));
    else if (type === 'hash') values.set(key, JSON.stringify(await redis.hgetall(key)));
    else if (type === 'list') values.set(key, (await redis.lrange(key, 0, -1)).join(' '));
    else if (type === 'zset') values.set(key, (await redis.zrange(key, 0, -1)).join(' '));
    else values.set(key, (await redis.get(key)) ?? '');
  }
  return values;
}

const s256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** True when the text holds a string whose S256 challenge is `challenge`: the PKCE verifier. */
function holdsVerifier(text: string, challenge: string): boolean {
  for (const [candidate] of text.matchAll(/[A-Za-z0-9._~-]{43,128}/g)) {
    if (s256(candidate) === challenge) return true;
  }
  return false;
}

describe('Redis during and after a sign-in', () => {
  it('holds no verifier, state, nonce, e-mail, name or JWT, and the sign-in still works', async () => {
    const browser = new Browser();
    const atIdp = await browser.goto(`${stack.bffUrl}/bff/login?redirect=%2Ftop`, (target) =>
      target.startsWith(stack.idp.issuer),
    );
    const authorization = new URL(atIdp.url);
    const state = authorization.searchParams.get('state') ?? '';
    const nonce = authorization.searchParams.get('nonce') ?? '';
    const challenge = authorization.searchParams.get('code_challenge') ?? '';
    expect(state.length).toBeGreaterThan(20);
    expect(nonce.length).toBeGreaterThan(20);
    expect(challenge.length).toBe(43);

    const inFlight = await dump();
    const transactions = [...inFlight].filter(([key]) => key.startsWith(`${prefix}login:`));
    expect(transactions).toHaveLength(1);
    for (const [key, raw] of inFlight) {
      expect(raw, key).not.toContain(state);
      expect(raw, key).not.toContain(nonce);
      expect(holdsVerifier(raw, challenge), `${key} holds the PKCE verifier`).toBe(false);
      expect(raw, key).not.toMatch(JWT);
    }
    // The login cookie's value is not a store key either: a dump cannot be turned into cookies.
    const loginCookie = browser.cookiesFor(stack.bffUrl).get('kado_login')?.value ?? '';
    expect(loginCookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const key of inFlight.keys()) expect(key).not.toContain(loginCookie);

    // The same transaction finishes the sign-in: sealed, it still works.
    const form = await browser.goto(atIdp.url);
    const landed = await browser.submitForm(
      form,
      { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
      (target) => target.startsWith(stack.bffUrl) && !target.includes('/bff/callback'),
    );
    expect(landed.url).toBe(`${stack.bffUrl}/top`);
    const me = JSON.parse((await trpc(browser, stack, 'session.me')).html) as {
      result: { data: { signedIn: boolean } };
    };
    expect(me.result.data.signedIn).toBe(true);

    const after = await dump();
    expect([...after.keys()].some((key) => key.startsWith(`${prefix}session:`))).toBe(true);
    for (const [key, raw] of after) {
      expect(raw, key).not.toMatch(JWT);
      expect(raw.toLowerCase(), key).not.toContain(DEMO_ACCOUNT.email.toLowerCase());
      expect(raw, key).not.toContain(DEMO_ACCOUNT.name);
      expect(raw, key).not.toContain(state);
      expect(raw, key).not.toContain(nonce);
      expect(holdsVerifier(raw, challenge), `${key} holds the PKCE verifier`).toBe(false);
    }
  });
});
