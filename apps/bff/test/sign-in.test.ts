import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { DEMO_ACCOUNT } from '@kado/shared';

import { Browser } from './browser.js';
import { redisStore, signIn, startTestStack, trpc, trpcMutation, type TestStack } from './stack.js';

const JWT = /eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/;
const SESSION_COOKIE = 'kado_session';

describe.each([
  ['memory', undefined],
  ['redis', redisStore],
] as const)('sign-in through the BFF with sessions in %s', (_kind, store) => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ store });
  });
  afterAll(async () => {
    await stack.close();
  });

  it('signs in at the IdP and lands on the redirect target with an HttpOnly session cookie', async () => {
    const browser = new Browser();
    const landed = await signIn(browser, stack, '/top?x=1');
    expect(landed.url).toBe(`${stack.bffUrl}/top?x=1`);
    const cookie = browser.cookiesFor(stack.bffUrl).get(SESSION_COOKIE);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.attributes).toMatch(/HttpOnly/);
    expect(cookie?.attributes).toMatch(/SameSite=Lax/);
    expect(cookie?.attributes).toMatch(/Path=\//);
    // The login transaction cookie is gone once the callback used it.
    expect(browser.cookiesFor(stack.bffUrl).has('kado_login')).toBe(false);
  });

  it('shows the user and the wallet balance, and never a token', async () => {
    const browser = new Browser();
    await signIn(browser, stack);
    const me = await trpc(browser, stack, 'session.me');
    expect(JSON.parse(me.html)).toEqual({
      result: {
        data: {
          signedIn: true,
          locale: 'en',
          phoneVerified: false,
          // The demo account's profile names Singapore: its clock dates the wallet.
          market: 'SG',
          user: { name: DEMO_ACCOUNT.name, email: DEMO_ACCOUNT.email },
          accountTag: expect.stringMatching(/^[\w-]{22}$/) as unknown,
        },
      },
    });
    const balance = await trpc(browser, stack, 'points.balance');
    expect(JSON.parse(balance.html)).toMatchObject({ result: { data: { balance: 15_500 } } });
    const top = await browser.request(`${stack.bffUrl}/top`);
    expect(top.status).toBe(200);
    for (const response of browser.seen.filter((r) => r.url.startsWith(stack.bffUrl))) {
      expect(response.body).not.toMatch(JWT);
      expect(response.headers).not.toMatch(JWT);
      expect(response.url).not.toMatch(JWT);
    }
    for (const [, cookie] of browser.cookiesFor(stack.bffUrl))
      expect(cookie.value).not.toMatch(JWT);
  });

  it('issues a new session id at every sign-in and stops honouring the old one', async () => {
    const browser = new Browser();
    await signIn(browser, stack);
    const first = browser.cookiesFor(stack.bffUrl).get(SESSION_COOKIE)?.value ?? '';
    const stale = new Browser();
    stale.setCookie(stack.bffUrl, SESSION_COOKIE, first);
    await signIn(browser, stack);
    const second = browser.cookiesFor(stack.bffUrl).get(SESSION_COOKIE)?.value ?? '';
    expect(second).not.toBe(first);
    const old = await trpc(stale, stack, 'session.me');
    expect(JSON.parse(old.html)).toMatchObject({ result: { data: { signedIn: false } } });
  });

  it('ignores a forged session id', async () => {
    const browser = new Browser();
    browser.setCookie(stack.bffUrl, SESSION_COOKIE, 'A'.repeat(43));
    const me = await trpc(browser, stack, 'session.me');
    expect(JSON.parse(me.html)).toMatchObject({ result: { data: { signedIn: false } } });
    expect((await browser.request(`${stack.bffUrl}/top`)).status).toBe(302);
  });

  it('rejects a replayed callback', async () => {
    const browser = new Browser();
    const callback = await callbackUrl(browser, stack);
    expect(callback).toContain('code=');
    const used = await browser.request(callback);
    expect(used.headers.get('location')).toBe('/top');
    const replay = await browser.request(callback);
    expect(replay.headers.get('location')).toBe('/auth/login?error=expired');
  });

  it('rejects a callback whose state does not match the login transaction', async () => {
    const browser = new Browser();
    const callback = await callbackUrl(browser, stack);
    const tampered = callback.replace(/state=[^&]+/, 'state=forged');
    const response = await browser.request(tampered);
    expect(response.headers.get('location')).toBe('/auth/login?error=login_failed');
    expect(browser.cookiesFor(stack.bffUrl).has(SESSION_COOKIE)).toBe(false);
  });

  it('refuses an open redirect after sign-in', async () => {
    for (const redirect of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '%2F%2Fevil',
    ]) {
      const browser = new Browser();
      const landed = await signIn(browser, stack, redirect);
      expect(new URL(landed.url).origin).toBe(stack.bffUrl);
    }
  });

  it('keeps dot-segment and encoded redirects on Kado, through the callback', async () => {
    for (const redirect of [
      '/.//evil.example',
      '/..//evil.example',
      '/%2e//evil.example',
      '/%2E%2e//evil.example',
      '/x/..//evil.example',
      '/x/%2e%2e//evil.example',
      '/./\\evil.example',
    ]) {
      const browser = new Browser();
      const callback = await callbackUrl(browser, stack, redirect);
      const answer = await browser.request(callback);
      const location = answer.headers.get('location') ?? '';
      expect(location, redirect).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, stack.bffUrl).origin, redirect).toBe(stack.bffUrl);
    }
  });

  it('signs out with no token in any response: the session, refresh token and IdP session end', async () => {
    const browser = new Browser();
    await signIn(browser, stack);
    const id = browser.cookiesFor(stack.bffUrl).get(SESSION_COOKIE)?.value;
    const session = await stack.services.sessions.load(id);
    const refreshToken = session?.data.tokens.refreshToken;
    expect(refreshToken).toBeTruthy();
    // Single sign-on works while the IdP session lives.
    expect((await signIn(new Browser(), stack)).url).toContain('/top');
    const before = browser.seen.length;

    const response = await trpcLogout(browser, stack);
    const { redirectTo } = JSON.parse(response.html) as { redirectTo: string };
    expect(redirectTo).toBe(`${stack.bffUrl}/`);
    await browser.goto(redirectTo);
    const signOut = browser.seen.slice(before);
    expect(signOut.length).toBeGreaterThan(1);
    for (const answer of signOut) {
      expect(answer.url).not.toMatch(JWT);
      expect(answer.headers).not.toMatch(JWT);
      expect(answer.body).not.toMatch(JWT);
      expect(answer.url).not.toContain('id_token_hint');
    }
    expect(browser.cookiesFor(stack.bffUrl).has(SESSION_COOKIE)).toBe(false);

    // The IdP session is over: signing in again asks for the password.
    const again = await browser.goto(`${stack.bffUrl}/bff/login?redirect=%2Ftop`);
    expect(again.url.startsWith(`${stack.idp.issuer}/interaction/`)).toBe(true);
    expect(again.html).toMatch(/type="password"/);

    const replayed = new Browser();
    replayed.setCookie(stack.bffUrl, SESSION_COOKIE, id ?? '');
    expect(JSON.parse((await trpc(replayed, stack, 'session.me')).html)).toMatchObject({
      result: { data: { signedIn: false } },
    });
    await expect(stack.services.oidc.refresh(refreshToken ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('never passes browser cookies to the wallet, for API calls and images alike', async () => {
    const browser = new Browser();
    await signIn(browser, stack);
    stack.walletRequests.length = 0;
    expect((await trpc(browser, stack, 'points.balance')).status).toBe(200);
    const gifts = JSON.parse((await trpc(browser, stack, 'catalog.gifts', { limit: 1 })).html) as {
      result: { data: { items: { imagePath: string }[] } };
    };
    const image = await browser.request(
      `${stack.bffUrl}/images/${gifts.result.data.items[0]?.imagePath}`,
    );
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(stack.walletRequests.length).toBeGreaterThanOrEqual(3);
    for (const headers of stack.walletRequests) expect(headers.cookie).toBeUndefined();
    expect(stack.walletRequests.some((h) => h.authorization?.startsWith('Bearer '))).toBe(true);
  });

  it("shows a visitor the catalog of their language's market", async () => {
    for (const [locale, market] of [
      ['en', 'SG'],
      ['th', 'TH'],
    ] as const) {
      const browser = new Browser();
      browser.setCookie(stack.bffUrl, 'KADO_LANG', locale);
      const page = JSON.parse(
        (await trpc(browser, stack, 'catalog.gifts', { limit: 50 })).html,
      ) as {
        result: { data: { items: { market: string }[] } };
      };
      expect(page.result.data.items.length).toBeGreaterThan(0);
      expect(new Set(page.result.data.items.map((gift) => gift.market))).toEqual(new Set([market]));
    }
  });

  it('stores the language on the session and the cookie', async () => {
    const browser = new Browser();
    await signIn(browser, stack);
    await trpcMutation(browser, stack, 'locale.set', { locale: 'vi' });
    expect(browser.cookiesFor(stack.bffUrl).get('KADO_LANG')?.value).toBe('vi');
    const me = await trpc(browser, stack, 'session.me');
    expect(JSON.parse(me.html)).toMatchObject({ result: { data: { locale: 'vi' } } });
  });
});

describe('token refresh', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack.close();
  });

  it('runs exactly one refresh for 20 parallel calls near expiry', async () => {
    const browser = new Browser();
    await signIn(browser, stack);
    const id = browser.cookiesFor(stack.bffUrl).get(SESSION_COOKIE)?.value;
    const session = await stack.services.sessions.load(id);
    if (!session) throw new Error('no session');
    // Age the stored token so it is one minute from expiry: a refresh is due.
    session.data.tokens.issuedAt = Date.now() - 540_000;
    session.data.tokens.expiresAt = Date.now() + 60_000;
    await stack.services.sessions.save(session);
    const before = session.data.tokens.accessToken;
    const refresh = vi.spyOn(stack.services.oidc, 'refresh');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => trpc(browser, stack, 'points.balance')),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(refresh).toHaveBeenCalledTimes(1);
    refresh.mockRestore();
    const after = await stack.services.sessions.load(id);
    expect(after?.data.tokens.accessToken).not.toBe(before);
    expect(after?.data.tokens.expiresAt).toBeGreaterThan(Date.now() + 5 * 60_000);
  });

  it('ends the session when the IdP answers invalid_grant, at the wallet too', async () => {
    const browser = new Browser();
    await signIn(browser, stack);
    const id = browser.cookiesFor(stack.bffUrl).get(SESSION_COOKIE)?.value;
    const session = await stack.services.sessions.load(id);
    if (!session) throw new Error('no session');
    const { accessToken } = session.data.tokens;
    const atWallet = () =>
      fetch(new URL('/v1/me', stack.services.env.WALLET_URL), {
        headers: { authorization: `Bearer ${accessToken}` },
      }).then((response) => response.status);
    expect(await atWallet()).toBe(200);
    await stack.services.oidc.revoke(session.data.tokens.refreshToken ?? '');
    session.data.tokens.issuedAt = Date.now() - 540_000;
    session.data.tokens.expiresAt = Date.now() + 60_000; // due for a refresh
    await stack.services.sessions.save(session);
    const answer = await trpc(browser, stack, 'points.balance');
    expect(answer.status).toBe(401);
    expect(await stack.services.sessions.load(id)).toBeNull();
    // The access token was still valid: the wallet refuses its grant from now on.
    expect(await atWallet()).toBe(401);
  });
});

/** Signs in at the IdP but stops where the IdP sends the browser back: the callback URL. */
async function callbackUrl(browser: Browser, stack: TestStack, redirect = '/top'): Promise<string> {
  const start = await browser.goto(
    `${stack.bffUrl}/bff/login?redirect=${encodeURIComponent(redirect)}`,
  );
  const page = await browser.submitForm(
    start,
    { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
    (target) => target.includes('/bff/callback'),
  );
  return page.url;
}

function trpcLogout(browser: Browser, stack: TestStack) {
  return browser.request(`${stack.bffUrl}/bff/logout`, {
    method: 'POST',
    headers: { 'x-kado-csrf': '1', 'content-type': 'application/json', origin: stack.bffUrl },
    body: '{}',
  });
}
