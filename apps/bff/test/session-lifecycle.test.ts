/**
 * Session rules of PRODUCT.md §7 a reviewer asks about, through the real IdP, wallet and Redis:
 * - two BFF replicas on one Redis share one refresh: the replica that finds the refresh lock taken
 *   waits for the other's tokens instead of spending the refresh token a second time (the 20-call
 *   test in sign-in.test.ts reaches only the in-process single flight);
 * - an expired access token with no refresh token ends the session;
 * - sign-out while the IdP is down still ends the session, answers no 500 and sends the browser home.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { DEMO_ACCOUNT } from '@kado/shared';
import { freePort } from '@kado/stack';

import { buildApp } from '../src/app.js';
import { createServices, type Services } from '../src/services.js';
import { RedisStore } from '../src/session/store.js';
import { Browser } from './browser.js';
import { signIn, startTestStack, trpc, type TestStack } from './stack.js';

const REDIS_URL = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379/2';
const SESSION_COOKIE = 'kado_session';

async function sessionOf(stack: TestStack, browser: Browser) {
  const session = await stack.services.sessions.load(
    browser.cookiesFor(stack.bffUrl).get(SESSION_COOKIE)?.value,
  );
  if (!session) throw new Error('not signed in');
  return session;
}

/** Ages the stored tokens: `expiresInMs` from expiry, nine minutes after they were issued. */
async function ageTokens(stack: TestStack, browser: Browser, expiresInMs: number) {
  const session = await sessionOf(stack, browser);
  session.data.tokens.issuedAt = Date.now() - 540_000;
  session.data.tokens.expiresAt = Date.now() + expiresInMs;
  await stack.services.sessions.save(session);
  return session;
}

/** A promise with its resolver, and a deadline so a test never hangs on it. */
function signal(timeoutMs: number) {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
    setTimeout(done, timeoutMs).unref();
  });
  return { promise, resolve };
}

describe('two BFF replicas on one Redis', () => {
  const prefix = `kado:test:${randomUUID()}:`;
  const keys = `k1:${randomBytes(32).toString('base64')}`;
  let stack: TestStack;
  let replica: FastifyInstance;
  let replicaServices: Services;
  let replicaUrl: string;

  beforeAll(async () => {
    stack = await startTestStack({
      store: () => new RedisStore(REDIS_URL, prefix),
      bffEnv: { SESSION_ENCRYPTION_KEYS: keys },
    });
    // The same settings and the same Redis database: another process of the same deployment.
    replicaServices = createServices(stack.services.env, new RedisStore(REDIS_URL, prefix));
    replica = await buildApp(stack.services.env, { services: replicaServices });
    const port = await freePort();
    await replica.listen({ host: '127.0.0.1', port });
    // localhost like the first replica: the browser sends both the same cookies.
    replicaUrl = `http://localhost:${port}`;
  });
  afterAll(async () => {
    await replica.close();
    await stack.close();
  });

  it('refresh a session once at the IdP: the replica that finds it under way waits for the tokens', async () => {
    const browser = new Browser();
    await signIn(browser, stack);
    const before = (await ageTokens(stack, browser, 60_000)).data.tokens;

    // Replica A's refresh is held at the IdP's door until replica B has met the refresh lock (or,
    // without one, called the IdP itself), so both run while a refresh is due.
    const aRefreshing = signal(30_000);
    const bWaiting = signal(15_000);
    const refreshA = stack.services.oidc.refresh.bind(stack.services.oidc);
    const refreshB = replicaServices.oidc.refresh.bind(replicaServices.oidc);
    const lockB = replicaServices.sessions.lockRefresh.bind(replicaServices.sessions);
    const atIdpFromA = vi
      .spyOn(stack.services.oidc, 'refresh')
      .mockImplementation(async (refreshToken) => {
        aRefreshing.resolve();
        await bWaiting.promise;
        return refreshA(refreshToken);
      });
    const atIdpFromB = vi
      .spyOn(replicaServices.oidc, 'refresh')
      .mockImplementation((refreshToken) => {
        bWaiting.resolve();
        return refreshB(refreshToken);
      });
    const lockedOutB = vi
      .spyOn(replicaServices.sessions, 'lockRefresh')
      .mockImplementation(async (id, ttlMs) => {
        const release = await lockB(id, ttlMs);
        if (!release) bWaiting.resolve();
        return release;
      });

    const balance = (base: string) =>
      browser.request(`${base}/trpc/points.balance`, { headers: { 'x-kado-csrf': '1' } });
    const fromA = balance(stack.bffUrl);
    await aRefreshing.promise;
    const fromB = balance(replicaUrl);
    const answers = await Promise.all([fromA, fromB]);
    vi.restoreAllMocks();

    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(lockedOutB).toHaveBeenCalled();
    expect(atIdpFromA.mock.calls.length + atIdpFromB.mock.calls.length).toBe(1);
    const after = await sessionOf(stack, browser);
    expect(after.data.tokens.accessToken).not.toBe(before.accessToken);
    expect(after.data.tokens.expiresAt).toBeGreaterThan(Date.now() + 5 * 60_000);
    // The refresh token was spent once: the session goes on working on both replicas.
    expect((await balance(replicaUrl)).status).toBe(200);
    expect((await balance(stack.bffUrl)).status).toBe(200);
  });

  it('end a session at an expired access token that has no refresh token, on either replica', async () => {
    const browser = new Browser();
    await signIn(browser, stack);
    const session = await ageTokens(stack, browser, -60_000);
    session.data.tokens.refreshToken = null;
    await stack.services.sessions.save(session);

    const answer = await browser.request(`${replicaUrl}/trpc/points.balance`, {
      headers: { 'x-kado-csrf': '1' },
    });
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.html)).toMatchObject({
      error: { data: { productCode: 'UNAUTHENTICATED' } },
    });
    expect(await stack.services.sessions.load(session.id)).toBeNull();
    const me = JSON.parse((await trpc(browser, stack, 'session.me')).html) as {
      result: { data: { signedIn: boolean } };
    };
    expect(me.result.data.signedIn).toBe(false);
  });
});

describe('sign-out while the IdP is down', () => {
  let stack: TestStack;
  let dataDir: string;
  beforeAll(async () => {
    // The IdP keeps its data across the outage: its sessions outlive it, as in production.
    dataDir = await mkdtemp(join(tmpdir(), 'kado-idp-signout-'));
    stack = await startTestStack({ idpDataDir: dataDir });
  });
  afterAll(async () => {
    await stack.close().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('ends the session, answers without a 500 and sends the browser home', async () => {
    const browser = new Browser();
    await signIn(browser, stack);
    const session = await sessionOf(stack, browser);
    await stack.stopIdp();

    const answer = await browser.request(`${stack.bffUrl}/bff/logout`, {
      method: 'POST',
      headers: { 'x-kado-csrf': '1', 'content-type': 'application/json', origin: stack.bffUrl },
      body: '{}',
    });
    expect(answer.status).toBe(200);
    const { redirectTo } = JSON.parse(answer.html) as { redirectTo: string };
    // Home on Kado, not the IdP's end-session page, which is down too.
    expect(new URL(redirectTo, stack.bffUrl).toString()).toBe(`${stack.bffUrl}/`);
    expect(browser.cookiesFor(stack.bffUrl).has(SESSION_COOKIE)).toBe(false);
    expect(await stack.services.sessions.load(session.id)).toBeNull();

    // The old cookie signs nobody in, and the home page answers.
    const replayed = new Browser();
    replayed.setCookie(stack.bffUrl, SESSION_COOKIE, session.id);
    const me = JSON.parse((await trpc(replayed, stack, 'session.me')).html) as {
      result: { data: { signedIn: boolean } };
    };
    expect(me.result.data.signedIn).toBe(false);
    expect((await browser.request(new URL(redirectTo, stack.bffUrl).toString())).status).toBe(200);
  });

  it("asks this browser for the password at its next sign-in, though the IdP's session outlived it", async () => {
    // The IdP is back, still holding the session the sign-out could not end.
    await stack.startIdp();
    const browser = new Browser();
    await signIn(browser, stack);
    // Single sign-on while nothing is amiss.
    expect((await signIn(browser, stack)).url).toBe(`${stack.bffUrl}/top`);
    await stack.stopIdp();
    await browser.request(`${stack.bffUrl}/bff/logout`, {
      method: 'POST',
      headers: { 'x-kado-csrf': '1', 'content-type': 'application/json', origin: stack.bffUrl },
      body: '{}',
    });
    await stack.startIdp();

    const next = await browser.goto(`${stack.bffUrl}/bff/login?redirect=%2Ftop`);
    expect(next.url.startsWith(`${stack.idp.issuer}/interaction/`)).toBe(true);
    expect(next.html).toMatch(/type="password"/);
    const landed = await browser.submitForm(
      next,
      { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
      (target) => target.startsWith(stack.bffUrl) && !target.includes('/bff/callback'),
    );
    expect(landed.url).toBe(`${stack.bffUrl}/top`);
    // Signed in with the password: single sign-on is back for this browser.
    expect((await signIn(browser, stack)).url).toBe(`${stack.bffUrl}/top`);
  });
});
