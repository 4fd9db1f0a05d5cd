/**
 * Fresh sign-in for sensitive actions (contract 3, PRODUCT.md §7): deleting the account and changing
 * a verified phone answer FORBIDDEN with REAUTH_REQUIRED when the session's sign-in (its ID token's
 * auth_time) is over 10 minutes old; /bff/login passes an allow-listed max_age to the IdP and lands
 * back on `redirect`, with a session that may then go ahead.
 */
import { decodeJwt, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_ACCOUNT } from '@kado/shared';

import { Browser } from './browser.js';
import {
  signIn,
  signUp,
  startTestStack,
  trpc,
  trpcMutation,
  verifyPhone,
  type TestStack,
} from './stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.close();
});

interface TrpcAnswer {
  result?: { data: unknown };
  error?: { data: { code: string; productCode: string } };
}
const parse = (page: { html: string }) => JSON.parse(page.html) as TrpcAnswer;

async function sessionOf(browser: Browser) {
  const session = await stack.services.sessions.load(
    browser.cookiesFor(stack.bffUrl).get('kado_session')?.value,
  );
  if (!session) throw new Error('not signed in');
  return session;
}

/**
 * Makes the session's sign-in `minutes` old: its ID token (sealed at rest, verified at the callback)
 * gets an earlier auth_time and keeps every other claim.
 */
async function signedInMinutesAgo(browser: Browser, minutes: number) {
  const session = await sessionOf(browser);
  const claims = decodeJwt(session.data.tokens.idToken);
  session.data.tokens.idToken = new UnsecuredJWT({
    ...claims,
    auth_time: Math.floor(Date.now() / 1000) - minutes * 60,
  }).encode();
  await stack.services.sessions.save(session);
}

/** Starts a sign-in and stops where the BFF sends the browser: the IdP's authorization URL. */
async function authorizationUrl(browser: Browser, query: string) {
  const page = await browser.goto(`${stack.bffUrl}/bff/login?${query}`, (target) =>
    target.startsWith(stack.idp.issuer),
  );
  return new URL(page.url);
}

describe('fresh sign-in', () => {
  it('puts auth_time in the session of a sign-in made with max_age', async () => {
    const browser = new Browser();
    const before = Math.floor(Date.now() / 1000);
    const atIdp = await authorizationUrl(browser, 'max_age=600&redirect=%2Ftop');
    const form = await browser.goto(atIdp.toString());
    await browser.submitForm(
      form,
      { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
      (target) => target.startsWith(stack.bffUrl) && !target.includes('/bff/callback'),
    );
    const { auth_time: authTime } = decodeJwt((await sessionOf(browser)).data.tokens.idToken);
    expect(authTime).toBeGreaterThanOrEqual(before - 1);
  });

  it('refuses account deletion after a sign-in over 10 minutes old, then allows it after signing in again', async () => {
    const browser = new Browser();
    await signUp(browser, stack);
    await signedInMinutesAgo(browser, 11);

    const refused = await trpcMutation(browser, stack, 'profile.delete', { confirm: 'DELETE' });
    expect(refused.status).toBe(403);
    expect(parse(refused).error?.data).toMatchObject({
      code: 'FORBIDDEN',
      productCode: 'REAUTH_REQUIRED',
    });
    // Nothing was deleted: the account and the session are still there.
    expect((await trpc(browser, stack, 'profile.get')).status).toBe(200);

    // What the SPA does next: a sign-in with max_age that lands back where the person was.
    const redirect = '/account-info?delete=1#confirm';
    const atIdp = await authorizationUrl(
      browser,
      `max_age=600&redirect=${encodeURIComponent(redirect)}`,
    );
    expect(atIdp.searchParams.get('max_age')).toBe('600');
    // The IdP's own sign-in is seconds old, within max_age: it answers without asking again.
    const landed = await browser.goto(atIdp.toString());
    expect(landed.url).toBe(`${stack.bffUrl}${redirect}`);

    const deleted = await trpcMutation(browser, stack, 'profile.delete', { confirm: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(parse(await trpc(browser, stack, 'session.me')).result?.data).toMatchObject({
      signedIn: false,
    });
  });

  it('allows account deletion within 10 minutes of the sign-in', async () => {
    const browser = new Browser();
    await signUp(browser, stack);
    await signedInMinutesAgo(browser, 9);
    const deleted = await trpcMutation(browser, stack, 'profile.delete', { confirm: 'DELETE' });
    expect(deleted.status).toBe(200);
  });

  it('refuses a sensitive action when the ID token names no sign-in time', async () => {
    const browser = new Browser();
    await signUp(browser, stack);
    const session = await sessionOf(browser);
    const { auth_time: _authTime, ...claims } = decodeJwt(session.data.tokens.idToken);
    session.data.tokens.idToken = new UnsecuredJWT(claims).encode();
    await stack.services.sessions.save(session);
    const refused = await trpcMutation(browser, stack, 'profile.delete', { confirm: 'DELETE' });
    expect(parse(refused).error?.data.productCode).toBe('REAUTH_REQUIRED');
  });

  it("lets the first phone verification through, but a verified phone's change needs a fresh sign-in", async () => {
    const browser = new Browser();
    await signUp(browser, stack);
    await signedInMinutesAgo(browser, 30);
    // Onboarding: the first phone is verified whatever the sign-in's age.
    await verifyPhone(browser, stack, '+6581234567');
    expect((await sessionOf(browser)).data.phoneVerified).toBe(true);
    await signedInMinutesAgo(browser, 30);

    for (const [path, input] of [
      ['phone.requestOtp', { phone: '+6581234568' }],
      ['phone.verify', { phone: '+6581234568', code: '123456' }],
    ] as const) {
      const refused = await trpcMutation(browser, stack, path, input);
      expect(refused.status, path).toBe(403);
      expect(parse(refused).error?.data.productCode, path).toBe('REAUTH_REQUIRED');
    }

    await signedInMinutesAgo(browser, 1);
    const sent = await trpcMutation(browser, stack, 'phone.requestOtp', { phone: '+6581234568' });
    expect(sent.status).toBe(200);
  });
});

describe('max_age at /bff/login', () => {
  it('is passed to the IdP, which asks for the password again past it', async () => {
    const browser = new Browser();
    await signIn(browser, stack);
    // Single sign-on: without max_age the IdP answers at once.
    expect((await signIn(browser, stack, '/top')).url).toBe(`${stack.bffUrl}/top`);
    await new Promise((resolve) => setTimeout(resolve, 2_100));

    const atIdp = await authorizationUrl(browser, 'max_age=1&redirect=%2Fpoint-merge');
    expect(atIdp.searchParams.get('max_age')).toBe('1');
    const form = await browser.goto(atIdp.toString());
    expect(form.url.startsWith(`${stack.idp.issuer}/interaction/`)).toBe(true);
    expect(form.html).toMatch(/type="password"/);
    const landed = await browser.submitForm(
      form,
      { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
      (target) => target.startsWith(stack.bffUrl) && !target.includes('/bff/callback'),
    );
    expect(landed.url).toBe(`${stack.bffUrl}/point-merge`);
    const { auth_time: authTime } = decodeJwt((await sessionOf(browser)).data.tokens.idToken);
    expect(Date.now() / 1000 - Number(authTime)).toBeLessThan(30);
  });

  it('refuses a callback whose sign-in is older than the max_age asked for', async () => {
    const browser = new Browser();
    await signIn(browser, stack);
    const before = browser.cookiesFor(stack.bffUrl).get('kado_session')?.value;
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    // An IdP that ignores max_age: single sign-on answers with the sign-in of seven seconds ago.
    const atIdp = await authorizationUrl(browser, 'max_age=0&redirect=%2Faccount-info');
    atIdp.searchParams.delete('max_age');
    const landed = await browser.goto(atIdp.toString(), (target) =>
      target.startsWith(`${stack.bffUrl}/auth/`),
    );
    expect(landed.url).toBe(`${stack.bffUrl}/auth/login?error=login_failed`);
    // No new session came of it.
    expect(browser.cookiesFor(stack.bffUrl).get('kado_session')?.value).toBe(before);
  });

  it.each(['86401', '-1', '1e3', '600.5', 'abc', '', '0x10', '999999'])(
    'does not pass max_age=%j on',
    async (value) => {
      const atIdp = await authorizationUrl(
        new Browser(),
        `max_age=${encodeURIComponent(value)}&redirect=%2Ftop`,
      );
      expect(atIdp.searchParams.has('max_age')).toBe(false);
      expect(atIdp.searchParams.get('code_challenge_method')).toBe('S256');
    },
  );

  it.each(['0', '600', '86400'])('passes max_age=%s on', async (value) => {
    const atIdp = await authorizationUrl(new Browser(), `max_age=${value}&redirect=%2Ftop`);
    expect(atIdp.searchParams.get('max_age')).toBe(value);
  });
});
