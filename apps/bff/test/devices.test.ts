/**
 * Where a person is signed in (`/account-info/devices`, PRODUCT.md §7), end to end: two BFF replicas
 * on one real Redis, the real IdP and wallet. Signing out another device ends its session on every
 * replica, revokes its refresh token at the IdP and its grant at the wallet; every other way a
 * session ends (sign-out, back-channel logout) calls the wallet too.
 */
import { randomBytes, randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { DEMO_ACCOUNT } from '@kado/shared';

import { buildApp } from '../src/app.js';
import { createServices } from '../src/services.js';
import { RedisStore } from '../src/session/store.js';
import { Browser, type Page } from './browser.js';
import { signIn, signUp, startTestStack, trpc, trpcMutation, type TestStack } from './stack.js';

const REDIS_URL = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379/2';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

/** A browser on a device of its own: its User-Agent, and the address the gateway saw it from. */
class DeviceBrowser extends Browser {
  readonly #headers: Record<string, string>;
  constructor(userAgent: string, address?: string) {
    super();
    this.#headers = { 'user-agent': userAgent, ...(address ? { 'x-forwarded-for': address } : {}) };
  }
  override request(url: string, init: RequestInit = {}): Promise<Page> {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(this.#headers)) headers.set(name, value);
    return super.request(url, { ...init, headers });
  }
}

interface DeviceView {
  id: string;
  browser: string | null;
  os: string | null;
  deviceType: string | null;
  place: { kind: string; network?: string };
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
}
interface TrpcAnswer<T> {
  result?: { data: T };
  error?: { data: { productCode: string; httpStatus: number } };
}
const answer = <T>(page: { html: string }) => JSON.parse(page.html) as TrpcAnswer<T>;

const prefix = `kado:test:${randomUUID()}:`;
let stack: TestStack;
/** A second BFF replica: the same settings and session keys, on the same Redis. */
let replica: FastifyInstance;
let redis: Redis;

beforeAll(async () => {
  const keys = `k1:${randomBytes(32).toString('base64')}`;
  stack = await startTestStack({
    store: () => new RedisStore(REDIS_URL, prefix),
    // As behind the gateway: the client address is the one it forwards.
    bffEnv: { SESSION_ENCRYPTION_KEYS: keys, TRUST_PROXY: '1' },
  });
  const env = stack.services.env;
  replica = await buildApp(env, {
    services: createServices(env, new RedisStore(REDIS_URL, prefix)),
  });
  await replica.ready();
  redis = new Redis(REDIS_URL);
});
afterAll(async () => {
  await replica.close();
  await stack.close();
  await redis.quit();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const sessionId = (browser: Browser) => browser.cookiesFor(stack.bffUrl).get('kado_session')?.value;

async function signedInDevice(userAgent: string, address?: string) {
  const browser = new DeviceBrowser(userAgent, address);
  const landed = await signIn(browser, stack);
  if (!landed.url.startsWith(stack.bffUrl)) throw new Error(`not signed in: ${landed.url}`);
  const session = await stack.services.sessions.load(sessionId(browser));
  if (!session) throw new Error('no session after sign-in');
  return { browser, tokens: session.data.tokens };
}

async function devices(browser: Browser) {
  const listed = answer<{ sessions: DeviceView[] }>(await trpc(browser, stack, 'devices.list'));
  if (!listed.result) throw new Error(`devices.list failed: ${JSON.stringify(listed.error)}`);
  return listed.result.data.sessions;
}

/** A signed-in call on the second replica, with the browser's session cookie. */
const onReplica = (browser: Browser, path: string) =>
  replica.inject({
    url: `/trpc/${path}`,
    headers: { 'x-kado-csrf': '1', cookie: `kado_session=${sessionId(browser) ?? ''}` },
  });

/** The wallet's answer to a token, straight (not through the BFF). */
const walletStatus = async (accessToken: string) =>
  (
    await fetch(new URL('/v1/me', stack.services.env.WALLET_URL), {
      headers: { authorization: `Bearer ${accessToken}` },
    })
  ).status;

/** Every wallet replica refuses a revoked grant within 5 s: waits that long and a margin more. */
async function walletRefuses(accessToken: string) {
  const deadline = Date.now() + 15_000;
  let status = await walletStatus(accessToken);
  while (status !== 401 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    status = await walletStatus(accessToken);
  }
  return status;
}

const refreshRefused = (refreshToken: string | null) =>
  stack.services.oidc.refresh(refreshToken ?? '').then(
    () => false,
    () => true,
  );

describe('/account-info/devices', () => {
  it('lists each session of the person with its device and coarse place, this one marked', async () => {
    const phone = await signedInDevice(IPHONE, '203.0.113.77');
    const laptop = await signedInDevice(WINDOWS_CHROME);
    const listed = await devices(phone.browser);
    const fromPhone = listed.find((entry) => entry.current);
    const fromLaptop = listed.find((entry) => entry.browser === 'Chrome 120');
    expect(fromPhone).toMatchObject({
      browser: 'Safari 17',
      os: 'iOS 17',
      deviceType: 'mobile',
      place: { kind: 'network', network: '203.0.113.0/24' },
    });
    expect(fromLaptop).toMatchObject({
      os: 'Windows 10',
      deviceType: 'desktop',
      place: { kind: 'local' },
      current: false,
    });
    expect(listed.filter((entry) => entry.current)).toHaveLength(1);
    const lastSeen = listed.map((entry) => Date.parse(entry.lastSeenAt));
    expect(lastSeen).toEqual([...lastSeen].sort((a, b) => b - a));
    // The other device sees the same sessions, itself marked.
    const fromTheLaptop = await devices(laptop.browser);
    expect(fromTheLaptop.find((entry) => entry.current)?.id).toBe(fromLaptop?.id);
    expect(fromTheLaptop.map((entry) => entry.id).sort()).toEqual(
      listed.map((entry) => entry.id).sort(),
    );

    // Handles are neither session ids nor store keys; the store holds no name or e-mail, nor the
    // full address.
    const raw = (await redis.keys(`${prefix}*`)).join(' ');
    for (const entry of listed) {
      expect(entry.id).not.toBe(sessionId(phone.browser));
      expect(raw).not.toContain(entry.id);
    }
    for (const key of await redis.keys(`${prefix}session:*`)) {
      const record = (await redis.get(key)) ?? '';
      expect(record).not.toContain(DEMO_ACCOUNT.email);
      expect(record).not.toContain('203.0.113.77');
    }
  });

  it('signs out another device: its next request is 401 on every replica, its refresh token and wallet grant revoked', async () => {
    const phone = await signedInDevice(IPHONE);
    const lost = await signedInDevice(WINDOWS_CHROME);
    // Both replicas serve the lost device before.
    expect((await trpc(lost.browser, stack, 'points.balance')).status).toBe(200);
    expect((await onReplica(lost.browser, 'points.balance')).statusCode).toBe(200);
    const revokeAtWallet = vi.spyOn(stack.services.wallet, 'revokeSession');

    const lostId = (await devices(lost.browser)).find((entry) => entry.current)?.id;
    const ended = await trpcMutation(phone.browser, stack, 'devices.signOut', { id: lostId });
    expect(answer(ended).result?.data).toEqual({ ended: true });

    expect((await trpc(lost.browser, stack, 'points.balance')).status).toBe(401);
    expect((await onReplica(lost.browser, 'points.balance')).statusCode).toBe(401);
    expect(revokeAtWallet).toHaveBeenCalledWith(lost.tokens.accessToken);
    expect(await refreshRefused(lost.tokens.refreshToken)).toBe(true);
    expect(await walletRefuses(lost.tokens.accessToken)).toBe(401);
    expect((await devices(phone.browser)).map((entry) => entry.id)).not.toContain(lostId);
    // The device that signed the other out is still signed in, at the wallet too.
    expect((await trpc(phone.browser, stack, 'points.balance')).status).toBe(200);
    expect(await walletStatus(phone.tokens.accessToken)).toBe(200);
  });

  it('signs out every other device, from either replica', async () => {
    const here = await signedInDevice(IPHONE);
    const others = [await signedInDevice(WINDOWS_CHROME), await signedInDevice(WINDOWS_CHROME)];
    const before = (await devices(here.browser)).length;
    expect(before).toBeGreaterThanOrEqual(3);

    const ended = await replica.inject({
      method: 'POST',
      url: '/trpc/devices.signOutOthers',
      headers: {
        'x-kado-csrf': '1',
        'content-type': 'application/json',
        origin: stack.bffUrl,
        cookie: `kado_session=${sessionId(here.browser) ?? ''}`,
      },
      payload: '{}',
    });
    expect(answer<{ ended: number }>({ html: ended.body }).result?.data.ended).toBe(before - 1);
    for (const other of others) {
      expect((await trpc(other.browser, stack, 'points.balance')).status).toBe(401);
      expect(await refreshRefused(other.tokens.refreshToken)).toBe(true);
    }
    expect((await devices(here.browser)).map((entry) => entry.current)).toEqual([true]);
  });

  it('refuses a handle of another person’s session (not found), and this device’s own', async () => {
    const mine = await signedInDevice(IPHONE);
    const stranger = new DeviceBrowser(WINDOWS_CHROME);
    await signUp(stranger, stack);
    const theirs = (await devices(stranger)).find((entry) => entry.current)?.id;

    const refused = await trpcMutation(mine.browser, stack, 'devices.signOut', { id: theirs });
    expect(answer(refused).error?.data).toMatchObject({
      productCode: 'NOT_FOUND',
      httpStatus: 404,
    });
    expect((await trpc(stranger, stack, 'points.balance')).status).toBe(200);

    const own = (await devices(mine.browser)).find((entry) => entry.current)?.id;
    const self = await trpcMutation(mine.browser, stack, 'devices.signOut', { id: own });
    expect(answer(self).error?.data.productCode).toBe('FORBIDDEN');
    expect((await trpc(mine.browser, stack, 'points.balance')).status).toBe(200);
  });

  it('asks the wallet to refuse the session at sign-out and at back-channel logout', async () => {
    const revokeAtWallet = vi.spyOn(stack.services.wallet, 'revokeSession');
    const leaving = await signedInDevice(IPHONE);
    const out = await leaving.browser.request(`${stack.bffUrl}/bff/logout`, {
      method: 'POST',
      headers: { 'x-kado-csrf': '1', 'content-type': 'application/json', origin: stack.bffUrl },
      body: '{}',
    });
    expect(out.status).toBe(200);
    expect(revokeAtWallet).toHaveBeenCalledWith(leaving.tokens.accessToken);
    expect(await walletRefuses(leaving.tokens.accessToken)).toBe(401);

    // Signing out at the IdP itself reaches the BFF by back-channel logout.
    const atIdp = await signedInDevice(WINDOWS_CHROME);
    const confirm = await atIdp.browser.goto(`${stack.idp.issuer}/session/end`);
    await atIdp.browser.submitForm(confirm, {}, undefined, { logout: 'yes' });
    expect((await trpc(atIdp.browser, stack, 'points.balance')).status).toBe(401);
    expect(revokeAtWallet).toHaveBeenCalledWith(atIdp.tokens.accessToken);
    expect(await refreshRefused(atIdp.tokens.refreshToken)).toBe(true);
  });

  it('ends a session whose grant the wallet refuses (signed out elsewhere)', async () => {
    const device = await signedInDevice(IPHONE);
    const id = sessionId(device.browser);
    expect((await trpc(device.browser, stack, 'points.balance')).status).toBe(200);
    // Its grant denied at the wallet by another path than this BFF's own sign-out.
    await stack.services.wallet.revokeSession(device.tokens.accessToken);
    const refused = await trpc(device.browser, stack, 'points.balance');
    expect(refused.status).toBe(401);
    expect(answer(refused).error?.data.productCode).toBe('TOKEN_REVOKED');
    expect(await stack.services.sessions.load(id)).toBeNull();
    expect(sessionId(device.browser)).toBeFalsy();

    // The same through the ledger download, which calls the wallet outside tRPC.
    const other = await signedInDevice(WINDOWS_CHROME);
    const otherId = sessionId(other.browser);
    await stack.services.wallet.revokeSession(other.tokens.accessToken);
    const download = await other.browser.request(`${stack.bffUrl}/bff/api/points/ledger.csv`, {
      headers: { 'x-kado-csrf': '1' },
    });
    expect(download.status).toBe(401);
    expect(await stack.services.sessions.load(otherId)).toBeNull();
    expect(sessionId(other.browser)).toBeFalsy();
  });

  it('keeps a sign-in over this browser’s own session working: one IdP session, one grant', async () => {
    const revokeAtWallet = vi.spyOn(stack.services.wallet, 'revokeSession');
    const device = await signedInDevice(IPHONE);
    const before = sessionId(device.browser);
    // The IdP still has this browser's session: it signs in again without a password.
    await signIn(device.browser, stack);
    expect(sessionId(device.browser)).not.toBe(before);
    expect(await stack.services.sessions.load(before)).toBeNull();
    const again = await stack.services.sessions.load(sessionId(device.browser));
    expect(revokeAtWallet).not.toHaveBeenCalled();
    expect((await trpc(device.browser, stack, 'points.balance')).status).toBe(200);
    expect(await walletStatus(again?.data.tokens.accessToken ?? '')).toBe(200);
    expect(await refreshRefused(again?.data.tokens.refreshToken ?? null)).toBe(false);
  });

  it('signs out a session of this browser’s own IdP session here only, keeping this one', async () => {
    const old = await signedInDevice(IPHONE);
    // The same browser after its Kado cookie was lost: the IdP's session (and grant) carry on.
    const same = new DeviceBrowser(IPHONE);
    const idpHost = new URL(stack.idp.issuer).hostname;
    same.jar.set(idpHost, new Map(old.browser.cookiesFor(stack.idp.issuer)));
    await signIn(same, stack);
    const current = await stack.services.sessions.load(sessionId(same));
    const other = (await devices(same)).find(
      (entry) => entry.id === stack.services.sessions.handleOf(sessionId(old.browser) ?? ''),
    );
    const ended = await trpcMutation(same, stack, 'devices.signOut', { id: other?.id });
    expect(answer(ended).result?.data).toEqual({ ended: true });
    expect((await trpc(old.browser, stack, 'points.balance')).status).toBe(401);
    expect((await trpc(same, stack, 'points.balance')).status).toBe(200);
    expect(await walletStatus(current?.data.tokens.accessToken ?? '')).toBe(200);
    expect(await refreshRefused(current?.data.tokens.refreshToken ?? null)).toBe(false);
  });
});
