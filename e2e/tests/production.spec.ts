/**
 * Production profile only (PRODUCT.md §12): the Caddy gateway terminates TLS in front of two BFF
 * and two wallet replicas, sessions live in Redis, and any replica can die at any moment.
 */
import { randomUUID } from 'node:crypto';

import type { Page } from '@playwright/test';

import { DEMO_ACCOUNT, LANG_COOKIE_NAME } from '@kado/shared';
import type { Stack } from '@kado/stack';

import { expect, test } from '../support/fixtures.js';
import { issueBoxes, latestCode, newPerson, operator, signUp } from '../support/wallet.js';

/** The fault test's load: shoppers exchanging at a pace, each at most this many times. */
const SHOPPERS = 4;
const MAX_EXCHANGES_EACH = 400;
const PACE_MS = 200;
const ONE_YEAR_HSTS = /^max-age=31536000(; includeSubDomains)?$/;

async function signIn(page: Page) {
  await page.goto('/top');
  await page.getByLabel(/email/i).fill(DEMO_ACCOUNT.email);
  await page.getByLabel(/password/i).fill(DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByTestId('balance')).toBeVisible();
}

test('over HTTPS only: http redirects, HSTS one year, __Host- Secure cookies whatever X-Forwarded-Proto says', async ({
  page,
  stack,
}) => {
  const redirect = await fetch(`${stack.httpUrl}/top?from=http`, { redirect: 'manual' });
  expect(redirect.status).toBe(308);
  expect(redirect.headers.get('location')).toBe(`${stack.url}/top?from=http`);

  // A client claiming plain HTTP and another address through the one trusted hop changes nothing.
  const login = await fetch(`${stack.url}/bff/login`, {
    redirect: 'manual',
    headers: { 'x-forwarded-proto': 'http', 'x-forwarded-for': '203.0.113.7' },
  });
  const location = login.headers.get('location') ?? '';
  expect(login.status, location).toBe(302);
  expect(login.headers.get('strict-transport-security')).toMatch(ONE_YEAR_HSTS);
  expect(login.headers.getSetCookie(), location).toEqual([
    expect.stringMatching(/^__Host-kado_login=[^;]+;.*; Secure(;|$)/),
  ]);
  const authorize = new URL(location);
  expect(authorize.origin).toBe(stack.issuer);
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${stack.url}/bff/callback`);

  const discovery = await fetch(`${stack.issuer}/.well-known/openid-configuration`, {
    headers: { 'x-forwarded-proto': 'http' },
  });
  expect(discovery.headers.get('strict-transport-security')).toMatch(ONE_YEAR_HSTS);
  const metadata = (await discovery.json()) as { issuer: string; token_endpoint: string };
  expect(metadata.issuer).toBe(stack.issuer);
  expect(metadata.token_endpoint.startsWith(`${stack.issuer}/`)).toBe(true);

  await signIn(page);
  const session = (await page.context().cookies()).find((c) => c.name.includes('kado_session'));
  expect(session).toMatchObject({ name: '__Host-kado_session', secure: true, httpOnly: true });
  expect(session?.path).toBe('/');
  // Every cookie of the BFF and the IdP is Secure, but the language, which is no secret (§3).
  const cookies = (await page.context().cookies()).filter((c) => c.name !== LANG_COOKIE_NAME);
  expect(cookies.length).toBeGreaterThan(1);
  for (const cookie of cookies) expect(cookie, cookie.name).toMatchObject({ secure: true });
});

test('two BFF replicas share one session, which survives either replica dying', async ({
  page,
  stack,
}) => {
  await signIn(page);
  const balance = await page.getByTestId('balance').textContent();
  for (const replica of ['bff', 'bff2']) {
    await stack.stopService(replica, 'SIGKILL');
    // Every page load goes through the gateway to whichever replica lives.
    for (let visit = 0; visit < 3; visit++) {
      await page.goto('/top');
      await expect(page).toHaveURL(`${stack.url}/top`);
      await expect(page.getByTestId('balance')).toHaveText(balance ?? '');
    }
    await stack.startService(replica);
  }
});

/** A signed-in shopper's calls to the BFF through the gateway, as the SPA makes them. */
function bffClient(stack: Stack, cookie: string) {
  const headers = { 'x-kado-csrf': '1', cookie, origin: stack.url };
  return {
    async query<T>(path: string, input?: unknown): Promise<T> {
      const query =
        input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
      const response = await fetch(`${stack.url}/trpc/${path}${query}`, { headers });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return ((await response.json()) as { result: { data: T } }).result.data;
    },
    /** One attempt: the answer's status and body, or the network error's message. */
    async mutate(path: string, input: unknown): Promise<{ status: number; body: unknown }> {
      try {
        const response = await fetch(`${stack.url}/trpc/${path}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(input),
          signal: AbortSignal.timeout(60_000),
        });
        return { status: response.status, body: await response.json().catch(() => null) };
      } catch (error) {
        return { status: 0, body: String(error) };
      }
    },
  };
}

test('kill -9 of a wallet replica, then of a BFF replica, under load: every acknowledged exchange is kept and nothing fails twice', async ({
  page,
  stack,
}) => {
  test.setTimeout(600_000);
  // A shopper of its own, so the points it is given and spends touch no other journey.
  const person = newPerson();
  await signUp(page, stack, person);
  await expect(page).toHaveURL((url) => url.href.startsWith(stack.url));
  const cookie = (await page.context().cookies(stack.url))
    .map(({ name, value }) => `${name}=${value}`)
    .join('; ');
  const bff = bffClient(stack, cookie);

  // Exchanges need a verified phone and points enough for all of them.
  const sentAfter = new Date(Date.now() - 1000).toISOString();
  expect((await bff.mutate('phone.requestOtp', { phone: person.phone })).status).toBe(200);
  const code = await latestCode(stack, person.phone, sentAfter);
  expect((await bff.mutate('phone.verify', { phone: person.phone, code })).status).toBe(200);
  const { items } = await bff.query<{ items: { id: string; points: number }[] }>('catalog.gifts', {
    sort: 'points_asc',
    limit: 1,
  });
  const gift = items[0];
  if (!gift) throw new Error('no gift');
  // Points and stock for more exchanges than the shoppers make, however long the restarts take:
  // a gift box addressed to the shopper's phone, merged into the wallet.
  await issueBoxes(stack, person.phone, [gift.points * SHOPPERS * MAX_EXCHANGES_EACH]);
  const { items: boxes } = await bff.query<{ items: { id: string }[] }>('boxes.mine');
  const merged = await bff.mutate('boxes.merge', {
    boxIds: boxes.map((box) => box.id),
    idempotencyKey: randomUUID(),
  });
  expect(merged.status, JSON.stringify(merged.body)).toBe(200);
  await operator(stack, `/operator/catalog/gifts/${gift.id}/stock`, {
    add: SHOPPERS * MAX_EXCHANGES_EACH,
  });
  const before = (await bff.query<{ balance: number }>('points.balance')).balance;

  // Shoppers exchanging while the replicas die under them. Each exchange is tried
  // at most twice with one idempotency key, as the SPA retries.
  const acknowledged: string[] = [];
  const failures: string[] = [];
  let retried = 0;
  let running = true;
  let phase = 'all replicas up';
  const shopper = async () => {
    for (let made = 0; running && made < MAX_EXCHANGES_EACH; made++) {
      const input = { giftId: gift.id, quantity: 1, idempotencyKey: randomUUID() };
      let answer = await bff.mutate('exchanges.create', input);
      if (answer.status !== 200) {
        retried += 1;
        // After a pause, as the SPA's query client retries.
        await new Promise((done) => setTimeout(done, 1000));
        answer = await bff.mutate('exchanges.create', input);
      }
      const exchange = (answer.body as { result?: { data?: { id?: string } } } | null)?.result
        ?.data;
      if (answer.status === 200 && exchange?.id) acknowledged.push(exchange.id);
      else failures.push(`${phase}: ${answer.status} ${JSON.stringify(answer.body)}`);
      // Reads too: a balance between exchanges, as the wallet screen shows it.
      await bff
        .query('points.balance')
        .catch((error: unknown) => failures.push(`${phase}: ${String(error)}`));
      // A shopper's pace, not a flood: the restarts must fall inside the run.
      await new Promise((done) => setTimeout(done, PACE_MS));
    }
  };
  const shoppers = Array.from({ length: SHOPPERS }, shopper);
  const acknowledgedSoon = async (count: number) =>
    expect.poll(() => acknowledged.length, { timeout: 120_000 }).toBeGreaterThanOrEqual(count);

  await acknowledgedSoon(8);
  phase = 'one wallet killed';
  await stack.stopService('wallet', 'SIGKILL');
  await acknowledgedSoon(acknowledged.length + 8);
  phase = 'the wallet restarting';
  await stack.startService('wallet');
  phase = 'one BFF killed';
  await stack.stopService('bff', 'SIGKILL');
  await acknowledgedSoon(acknowledged.length + 8);
  phase = 'the BFF restarting';
  await stack.startService('bff');
  phase = 'all replicas up again';
  running = false;
  await Promise.all(shoppers);

  expect(failures).toEqual([]);
  // Each acknowledged exchange is in the ledger once, and spent its points once.
  expect(new Set(acknowledged).size).toBe(acknowledged.length);
  for (const id of acknowledged) {
    const exchange = await bff.query<{ id: string; points: number }>('exchanges.get', { id });
    expect(exchange).toMatchObject({ id, points: gift.points });
  }
  const after = (await bff.query<{ balance: number }>('points.balance')).balance;
  expect(after).toBe(before - acknowledged.length * gift.points);
  test.info().annotations.push({
    type: 'fault test',
    description: `${acknowledged.length} exchanges acknowledged, ${retried} retried once`,
  });
});
