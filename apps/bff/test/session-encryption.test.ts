/**
 * Tokens are sealed in the session store (security review finding 7): a raw read of Redis yields no
 * access, refresh or ID token, yet the session works; keys rotate by id.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';

import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SessionManager, type NewSessionData } from '../src/session/sessions.js';
import { MemoryStore, RedisStore } from '../src/session/store.js';
import { TokenSealer } from '../src/session/token-sealer.js';
import { Browser } from './browser.js';
import { signIn, startTestStack, trpc, type TestStack } from './stack.js';

const JWT = /eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/;
const REDIS_URL = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379/2';

describe('session records in Redis', () => {
  const prefix = `kado:test:${randomUUID()}:`;
  let stack: TestStack;
  let redis: Redis;
  beforeAll(async () => {
    stack = await startTestStack({ store: () => new RedisStore(REDIS_URL, prefix) });
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    await stack.close();
    await redis.quit();
  });

  it('hold no token a raw read could use, and the session still works', async () => {
    const browser = new Browser();
    await signIn(browser, stack);
    const id = browser.cookiesFor(stack.bffUrl).get('kado_session')?.value;
    const session = await stack.services.sessions.load(id);
    const { accessToken, refreshToken, idToken } = session?.data.tokens ?? {};
    expect(accessToken).toMatch(JWT);
    expect(refreshToken).toBeTruthy();

    const keys = await redis.keys(`${prefix}*`);
    const sessionKeys = keys.filter((key) => key.startsWith(`${prefix}session:`));
    expect(sessionKeys.length).toBeGreaterThan(0);
    for (const key of keys) {
      const raw =
        (await redis.type(key)) === 'set'
          ? (await redis.smembers(key)).join(' ')
          : ((await redis.get(key)) ?? '');
      expect(raw, key).not.toMatch(JWT);
      for (const token of [accessToken, refreshToken, idToken]) {
        if (token) expect(raw, key).not.toContain(token);
      }
    }
    const record = JSON.parse((await redis.get(sessionKeys[0] ?? '')) ?? '{}') as {
      tokens: { alg: string; kid: string };
    };
    expect(record.tokens.alg).toBe('A256GCM');
    expect(record.tokens.kid).toMatch(/^ephemeral-/);

    const me = JSON.parse((await trpc(browser, stack, 'session.me')).html) as {
      result: { data: { signedIn: boolean } };
    };
    expect(me.result.data.signedIn).toBe(true);
    const balance = await trpc(browser, stack, 'points.balance');
    expect(balance.status).toBe(200);
  });
});

describe('session encryption keys', () => {
  const key = (id: string) => ({ id, key: randomBytes(32) });
  const data: NewSessionData = {
    subject: 'sub-1',
    idpSessionId: 'sid-1',
    phoneVerified: false,
    market: null,
    locale: 'en',
    tokens: {
      accessToken: 'access-token',
      refreshToken: 'refresh-token',
      idToken: 'id-token',
      issuedAt: 0,
      expiresAt: 1,
    },
    refreshBackoff: null,
  };

  it('opens records sealed under an older key after a rotation, and none without it', async () => {
    const store = new MemoryStore();
    const [old, next] = [key('k1'), key('k2')];
    const before = new SessionManager(store, Date.now, new TokenSealer([old]));
    const session = await before.create(data);
    const rotated = new SessionManager(store, Date.now, new TokenSealer([next, old]));
    expect((await rotated.load(session.id))?.data.tokens.refreshToken).toBe('refresh-token');
    const retired = new SessionManager(store, Date.now, new TokenSealer([next]));
    expect(await retired.load(session.id)).toBeNull();
  });

  it('does not open sealed tokens moved into another session record', async () => {
    const store = new MemoryStore();
    const sealer = new TokenSealer([key('k1')]);
    const sessions = new SessionManager(store, Date.now, sealer);
    const victim = await sessions.create(data);
    const attacker = await sessions.create({ ...data, subject: 'sub-2' });
    const keyOf = (id: string) => `session:${createHash('sha256').update(id).digest('base64url')}`;
    const stolen = await store.get<{ tokens: unknown }>(keyOf(victim.id));
    const own = await store.get<Record<string, unknown>>(keyOf(attacker.id));
    await store.set(keyOf(attacker.id), { ...own, tokens: stolen?.tokens }, 60_000);
    expect(await sessions.load(attacker.id)).toBeNull();
  });
});
