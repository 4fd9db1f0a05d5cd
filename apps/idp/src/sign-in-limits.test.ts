/**
 * No stranger can lock a person out (PRODUCT.md §7): the attacker and the owner side by side over
 * HTTP. Wrong passwords slow the guesser down per account and client address with growing waits;
 * the owner from elsewhere still signs in; past the account-wide daily ceiling strangers wait a
 * minute per try, while the owner's own browser signs in at once. The same for sign-up, forgot and
 * reset. Clients at other addresses come through one trusted proxy hop (X-Forwarded-For); the
 * limits run on a clock the test moves, so no assertion depends on how fast the machine is.
 */
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { MemoryRateCounter, SIGN_IN_PER_ACCOUNT_DAILY } from './rate-limits.js';
import {
  CookieJar,
  browse,
  codeFrom,
  emailLink,
  signUpVerified,
  startAuthorization,
  startTestIdp,
  submitInteraction,
  type Authorization,
  type TestIdp,
} from './testing.js';

const BFF = 'http://localhost:3000';
const redirectUri = `${BFF}/bff/callback`;
const PASSWORD = 'violet tugboat marmalade orbit';

let now = Date.parse('2026-03-01T00:00:00Z');
const counter = new MemoryRateCounter(() => now);
let idp: TestIdp;

beforeAll(async () => {
  idp = await startTestIdp({ bffBaseUrls: [BFF], trustProxy: 1, rateCounter: counter });
});
afterAll(() => idp.close());
// Every test starts on a fresh day: the windows of earlier tests are over.
beforeEach(() => {
  now += 2 * 24 * 3_600_000;
});

const from = (address: string) => ({ 'x-forwarded-for': address });

/** A person with a confirmed account. */
async function owner() {
  const email = `owner-${randomUUID().slice(0, 8)}@kado.test`;
  await signUpVerified({
    issuer: idp.issuer,
    clientId: idp.bffClient.id,
    redirectUri,
    name: 'Nguyen Van An',
    email,
    password: PASSWORD,
  });
  return email;
}

/** A browser (its own cookie jar) on the sign-in page of a new authorization. */
const signInPage = (jar = new CookieJar(), uiLocales?: string) =>
  startAuthorization({
    issuer: idp.issuer,
    clientId: idp.bffClient.id,
    redirectUri,
    jar,
    // The page even where the browser is signed in already (the owner's, after a first sign-in).
    prompt: 'login',
    ...(uiLocales ? { uiLocales } : {}),
  });

async function signIn(page: Authorization, address: string, email: string, password: string) {
  const response = await submitInteraction(page, 'login', { email, password }, from(address));
  const html = response.status === 303 ? '' : await response.text();
  return {
    status: response.status,
    retryAfter: Number(response.headers.get('retry-after')),
    html,
    response,
  };
}

describe('signing in while someone guesses the password', () => {
  it('makes the guesser wait longer after each wrong password, refusing the waits unchecked', async () => {
    const email = await owner();
    const attacker = await signInPage();
    const waits: number[] = [];
    for (let guess = 0; guess < 10; guess++) {
      const wrong = await signIn(attacker, '203.0.113.66', email, `guess ${guess}`);
      expect(wrong.status).toBe(401);
      const held = await signIn(attacker, '203.0.113.66', email, `guess ${guess}b`);
      if (held.status === 401) continue;
      expect(held.status).toBe(429);
      waits.push(held.retryAfter);
      now += held.retryAfter * 1000;
    }
    // Three free, then 1 s, 2 s, 4 s … capped at a minute.
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    // While it waits, even the right password is refused without being checked.
    await signIn(attacker, '203.0.113.66', email, 'one more guess');
    const right = await signIn(attacker, '203.0.113.66', email, PASSWORD);
    expect(right.status).toBe(429);
  });

  it("signs the owner in from another address while the guesser's address is held back", async () => {
    const email = await owner();
    const attacker = await signInPage();
    for (let guess = 0; guess < 6; guess++) {
      await signIn(attacker, '203.0.113.66', email, `guess ${guess}`);
    }
    expect((await signIn(attacker, '203.0.113.66', email, 'guess again')).status).toBe(429);

    const ownerBrowser = await signInPage();
    const signedIn = await signIn(ownerBrowser, '198.51.100.7', email, PASSWORD);
    expect(signedIn.status).toBe(303);
    expect(await codeFrom(ownerBrowser, signedIn.response, redirectUri)).toBeTruthy();
    // The owner's success gave the guesser nothing.
    expect((await signIn(attacker, '203.0.113.66', email, 'guess again')).status).toBe(429);
  });

  it("keeps the owner's own browser signing in at once past the account's daily ceiling", async () => {
    const email = await owner();
    // The owner signed in on this browser before: it now holds a signed device cookie.
    const ownerJar = new CookieJar();
    const first = await signIn(await signInPage(ownerJar), '198.51.100.7', email, PASSWORD);
    expect(first.status).toBe(303);
    const deviceCookie = first.response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('kado_device_'));
    expect(deviceCookie).toMatch(/; HttpOnly/);
    expect(deviceCookie).toMatch(/; SameSite=Strict/);
    expect(deviceCookie).not.toContain(email);

    // Many addresses together spend the account's daily ceiling, three free guesses each.
    let failures = 0;
    for (let address = 1; failures < SIGN_IN_PER_ACCOUNT_DAILY.free; address++) {
      const bot = await signInPage();
      for (let guess = 0; guess < 3 && failures < SIGN_IN_PER_ACCOUNT_DAILY.free; guess++) {
        expect((await signIn(bot, `10.1.${address}.1`, email, `guess ${guess}`)).status).toBe(401);
        failures++;
      }
    }
    // Strangers, even a fresh address, now wait a minute per try...
    const stranger = await signIn(await signInPage(), '192.0.2.200', email, PASSWORD);
    expect(stranger.status).toBe(429);
    expect(stranger.retryAfter).toBe(60);
    // ...while the owner's browser, from an address the bots used, signs in at once.
    const known = await signIn(await signInPage(ownerJar), '10.1.1.1', email, PASSWORD);
    expect(known.status).toBe(303);
    // Its own wrong password is counted on its own, and still answered.
    expect((await signIn(await signInPage(ownerJar), '10.1.1.1', email, 'typo')).status).toBe(401);
    // And the ceiling only slows: a minute later an unknown browser with the password gets in.
    now += 60_000;
    expect((await signIn(await signInPage(), '192.0.2.200', email, PASSWORD)).status).toBe(303);
  }, 180_000);

  it('does not accept a device cookie made up or taken from another account', async () => {
    const victim = await owner();
    const mallory = await owner();
    const jar = new CookieJar();
    expect((await signIn(await signInPage(jar), '203.0.113.9', mallory, PASSWORD)).status).toBe(
      303,
    );
    const cookie = jar.headerFor(`${idp.issuer}/interaction/x/login`);
    const [, value = ''] = /kado_device_[\w-]+=([^;]+)/.exec(cookie) ?? [];
    expect(value).not.toBe('');
    // Mallory's own device cookie makes her no known device of the victim's account.
    const page = await signInPage(jar);
    for (let guess = 0; guess < 4; guess++) {
      await signIn(page, '203.0.113.9', victim, `guess ${guess}`);
    }
    expect((await signIn(page, '203.0.113.9', victim, 'guess')).status).toBe(429);
  });

  it('says how long to wait in the reader’s language, with Retry-After', async () => {
    const email = await owner();
    const page = await signInPage(new CookieJar(), 'th-TH');
    for (let guess = 0; guess < 3; guess++) await signIn(page, '203.0.113.70', email, `g${guess}`);
    const held = await signIn(page, '203.0.113.70', email, 'g3');
    expect(held.status).toBe(429);
    expect(held.retryAfter).toBe(1);
    expect(held.html).toContain('โปรดรอ 1 วินาที');
    expect(held.html).toContain('aria-invalid="true"');
  });
});

describe('sign-up, forgot and reset while someone abuses them', () => {
  const form = (path: string, address: string, fields: Record<string, string>, jar?: CookieJar) => {
    const url = new URL(path, idp.issuer).href;
    const init: RequestInit = {
      method: 'POST',
      headers: { ...from(address), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    };
    return jar ? browse(jar, url, init) : fetch(url, init);
  };

  it('slows sign-ups from one address without holding back another', async () => {
    const statuses: number[] = [];
    const page = await startAuthorization({
      issuer: idp.issuer,
      clientId: idp.bffClient.id,
      redirectUri,
      prompt: 'create',
    });
    for (let i = 0; i < 12; i++) {
      const response = await submitInteraction(
        page,
        'signup',
        { name: 'Bulk Maker', email: `bulk-${randomUUID()}@kado.test`, password: PASSWORD },
        from('203.0.113.80'),
      );
      await response.body?.cancel();
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const elsewhere = await submitInteraction(
      page,
      'signup',
      { name: 'Real Person', email: `real-${randomUUID()}@kado.test`, password: PASSWORD },
      from('198.51.100.80'),
    );
    expect(elsewhere.status).toBe(200);
  });

  it("lets the owner ask for a reset link while a stranger's requests for it wait", async () => {
    const email = await owner();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await form('/password/forgot', '203.0.113.90', { email })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect((await form('/password/forgot', '198.51.100.90', { email })).status).toBe(200);
  });

  it("past the daily ceiling of reset e-mails, the owner's own browser still gets one", async () => {
    const email = await owner();
    const ownerJar = new CookieJar();
    expect(
      (await signIn(await signInPage(ownerJar), '198.51.100.91', email, PASSWORD)).status,
    ).toBe(303);
    for (let address = 1; address <= 5; address++) {
      expect((await form('/password/forgot', `10.2.${address}.1`, { email })).status).toBe(200);
    }
    const stranger = await form('/password/forgot', '192.0.2.91', { email });
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThanOrEqual(60);
    expect((await form('/password/forgot', '10.2.1.1', { email }, ownerJar)).status).toBe(200);
  });

  it('slows an address guessing reset links, not the owner opening theirs', async () => {
    const email = await owner();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await form('/password/reset', '203.0.113.95', {
        token: randomUUID(),
        password: 'a brand new long passphrase',
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual([429, 429]);

    expect((await form('/password/forgot', '198.51.100.95', { email })).status).toBe(200);
    const link = new URL(await emailLink(idp.issuer, email, '/password/reset'));
    const token = link.searchParams.get('token') ?? '';
    const reset = await form('/password/reset', '198.51.100.95', {
      token,
      password: 'quartz lantern juniper meadow',
    });
    expect(reset.status).toBe(200);
  });
});
