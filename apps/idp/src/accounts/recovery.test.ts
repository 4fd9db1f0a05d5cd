/**
 * Account recovery and e-mail verification (security review finding 6): addresses are confirmed by
 * a single-use link before the account signs in, a sign-up with a taken address answers exactly as a
 * new one, and a password reset by a single-use, short-lived link ends every session and refresh
 * token of the account.
 */
import { randomUUID } from 'node:crypto';

import { DEMO_ACCOUNT } from '@kado/shared';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { MESSAGES } from '../interactions/messages.js';
import {
  CookieJar,
  browse,
  codeFrom,
  confirmEmail,
  emailLink,
  exchangeCode,
  latestEmail,
  signInWithPassword,
  signUpVerified,
  startAuthorization,
  startTestIdp,
  submitInteraction,
  tokenRequest,
  verifyEmail,
  type TestIdp,
} from '../testing.js';

const BFF = 'http://localhost:3000';
const redirectUri = `${BFF}/bff/callback`;

let idp: TestIdp;
beforeAll(async () => {
  idp = await startTestIdp({ bffBaseUrls: [BFF] });
});
afterAll(() => idp.close());

const client = () => ({
  issuer: idp.issuer,
  clientId: idp.bffClient.id,
  clientSecret: idp.bffClient.secret,
});
const newEmail = () => `person-${randomUUID().slice(0, 8)}@kado.test`;
const form = (url: string, fields: Record<string, string>) =>
  fetch(new URL(url, idp.issuer), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

async function signUpAnswer(email: string, password = 'violet tugboat marmalade orbit') {
  const authorization = await startAuthorization({ ...client(), redirectUri, prompt: 'create' });
  const response = await submitInteraction(authorization, 'signup', {
    name: 'Tran Thi Mai',
    email,
    password,
    terms: 'accepted',
  });
  const uid = /\/interaction\/([^/]+)/.exec(authorization.url)?.[1] ?? '';
  return { status: response.status, html: (await response.text()).replaceAll(uid, 'UID') };
}

describe('sign-up and e-mail verification', () => {
  it('answers a taken e-mail exactly as a new one, and tells the owner by e-mail', async () => {
    const fresh = await signUpAnswer(newEmail());
    const taken = await signUpAnswer(DEMO_ACCOUNT.email);
    expect(taken.status).toBe(fresh.status);
    expect(taken.html).toBe(fresh.html);
    expect(fresh.html).toContain('Check your email');
    const notice = await latestEmail(idp.issuer, DEMO_ACCOUNT.email, /already have one/);
    expect(notice.text).toContain(`${idp.issuer}/password/reset?token=`);
  });

  it('signs a new account in only once its address is confirmed, by a link that works once', async () => {
    const email = newEmail();
    const password = 'violet tugboat marmalade orbit';
    expect((await signUpAnswer(email, password)).status).toBe(200);
    await expect(signInWithPassword({ ...client(), redirectUri, email, password })).rejects.toThrow(
      /403/,
    );
    const link = await emailLink(idp.issuer, email, '/email/verify');
    await verifyEmail(idp.issuer, email);
    const tokens = await signInWithPassword({ ...client(), redirectUri, email, password });
    expect(tokens.access_token).toEqual(expect.any(String));
    // Used up: the same link opens nothing now.
    expect((await fetch(link)).status).toBe(400);
  });
});

describe('confirming the address in the browser that signed up', () => {
  const password = 'violet tugboat marmalade orbit';
  afterEach(() => {
    vi.useRealTimers();
  });

  async function signUp(email: string) {
    const authorization = await startAuthorization({ ...client(), redirectUri, prompt: 'create' });
    const response = await submitInteraction(authorization, 'signup', {
      name: 'Tran Thi Mai',
      email,
      password,
    });
    expect(response.status).toBe(200);
    await response.body?.cancel();
    return authorization;
  }
  const signedInEmail = async (
    authorization: Awaited<ReturnType<typeof signUp>>,
    response: Response,
  ) => {
    const code = await codeFrom(authorization, response, redirectUri);
    const tokens = await exchangeCode({ ...client(), redirectUri }, authorization, code);
    return decodeJwt(tokens.id_token).email;
  };
  const expectConfirmedPage = async (response: Response) => {
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(MESSAGES.en.verifiedTitle);
    expect(html).toContain(`href="${BFF}/bff/login"`);
  };

  it('signs that browser in as the new account and sends it back to the BFF with a code', async () => {
    const email = newEmail();
    const authorization = await signUp(email);
    const confirmed = await confirmEmail(idp.issuer, email, authorization.jar);
    expect(confirmed.status).toBe(303);
    expect(await signedInEmail(authorization, confirmed)).toBe(email);
  });

  it('in another browser only confirms the address, and signs nobody in', async () => {
    const email = newEmail();
    const authorization = await signUp(email);
    await expectConfirmedPage(await confirmEmail(idp.issuer, email, new CookieJar()));
    // Confirmed: the password now signs in, by hand.
    const tokens = await signInWithPassword({ ...client(), redirectUri, email, password });
    expect(decodeJwt(tokens.id_token).email).toBe(email);
    // The sign-up's own interaction was not finished by it.
    const page = await browse(authorization.jar, authorization.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('name="password"');
  });

  it('works once: the same confirmation again only says the address is confirmed', async () => {
    const email = newEmail();
    const authorization = await signUp(email);
    const link = await emailLink(idp.issuer, email, '/email/verify');
    const token = new URL(link).searchParams.get('token') ?? '';
    const first = await confirmEmail(idp.issuer, email, authorization.jar);
    expect(first.status).toBe(303);

    // Replayed from the same browser before it went back: the interaction still exists, the
    // sign-in it carried does not.
    const uid = /\/interaction\/([^/]+)/.exec(authorization.url)?.[1] ?? '';
    const again = await browse(authorization.jar, `${idp.issuer}/interaction/${uid}/verified`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    });
    await expectConfirmedPage(again);
    // The e-mail's link itself is used up.
    expect((await form('/email/verify', { token })).status).toBe(400);
    expect(await signedInEmail(authorization, first)).toBe(email);
  });

  it('after the BFF has let its sign-in go, only confirms the address', async () => {
    const email = newEmail();
    const authorization = await signUp(email);
    // Signed up at once, confirmed ten minutes later (the provider's clock moved).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60_000);
    await expectConfirmedPage(await confirmEmail(idp.issuer, email, authorization.jar));
  });
});

describe('password reset', () => {
  it('answers the same for an unknown address, and e-mails nobody', async () => {
    const known = await form('/password/forgot', { email: DEMO_ACCOUNT.email });
    const unknown = await form('/password/forgot', { email: newEmail() });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toBe(await known.text());
  });

  it('sets a new password by a single-use link and ends every session and refresh token', async () => {
    const email = newEmail();
    const oldPassword = 'violet tugboat marmalade orbit';
    const newPassword = 'saffron glacier bicycle sonnet';
    await signUpVerified({
      ...client(),
      redirectUri,
      name: 'Tran Thi Mai',
      email,
      password: oldPassword,
    });
    const jar = new CookieJar();
    const before = await signInWithPassword({
      ...client(),
      redirectUri,
      email,
      password: oldPassword,
      jar,
    });

    expect((await form('/password/forgot', { email, ui_locales: 'vi-VN' })).status).toBe(200);
    const link = await emailLink(idp.issuer, email, '/password/reset');
    const page = await fetch(link);
    expect(page.status).toBe(200);
    const token = new URL(link).searchParams.get('token') ?? '';

    // A weak password is refused, in the page's language, and does not use the link up.
    const weak = await form('/password/reset', {
      token,
      password: 'password1234',
      ui_locales: 'vi-VN',
    });
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain('lang="vi-VN"');

    const done = await form('/password/reset', { token, password: newPassword });
    expect(done.status).toBe(200);
    expect(
      (await form('/password/reset', { token, password: 'another fine passphrase' })).status,
    ).toBe(400);

    // The old password, the old refresh token and the old IdP session open nothing.
    await expect(
      signInWithPassword({ ...client(), redirectUri, email, password: oldPassword }),
    ).rejects.toThrow();
    await expect(
      tokenRequest(client(), {
        grant_type: 'refresh_token',
        refresh_token: before.refresh_token ?? '',
      }),
    ).rejects.toThrow(/invalid_grant/);
    const sso = await startAuthorization({ ...client(), redirectUri, jar });
    expect(sso.url.startsWith(redirectUri)).toBe(false);
    expect(
      (await signInWithPassword({ ...client(), redirectUri, email, password: newPassword }))
        .access_token,
    ).toEqual(expect.any(String));
  });

  it('opened without ui_locales (a typed address, a link from elsewhere), speaks the browser’s language', async () => {
    const page = await fetch(`${idp.issuer}/password/forgot`, {
      headers: { 'accept-language': 'th-TH,th;q=0.9,en;q=0.5' },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('lang="th-TH"');
    expect(html).toContain(MESSAGES.th.forgotTitle);
    // A named ui_locales still wins over the browser.
    const chosen = await fetch(`${idp.issuer}/password/forgot?ui_locales=ko-KR`, {
      headers: { 'accept-language': 'th-TH' },
    });
    expect(await chosen.text()).toContain(MESSAGES.kr.forgotTitle);
  });

  it('refuses a made-up or malformed link', async () => {
    for (const token of ['x', 'A'.repeat(43), '']) {
      expect((await fetch(`${idp.issuer}/password/reset?token=${token}`)).status).toBe(400);
      expect((await form('/email/verify', { token })).status).toBe(400);
    }
  });
});

describe('the language of account e-mails', () => {
  const password = 'violet tugboat marmalade orbit';
  /** Signs up in Thai and asks for a reset from a page in English; the reset e-mail it gets. */
  async function resetEmailAfter(signIn: (email: string) => Promise<void>) {
    const email = newEmail();
    await signUpVerified({
      ...client(),
      redirectUri,
      name: 'Somchai Dee',
      email,
      password,
      uiLocales: 'th-TH',
    });
    await signIn(email);
    expect((await form('/password/forgot', { email, ui_locales: 'en-US' })).status).toBe(200);
    const link = await emailLink(idp.issuer, email, '/password/reset');
    return { link, email: await latestEmail(idp.issuer, email, /\/password\/reset\?token=/) };
  }

  it('follows the language of the last sign-in from Kado, not the page the reset was asked on', async () => {
    const { link, email } = await resetEmailAfter(async (address) => {
      await signInWithPassword({
        ...client(),
        redirectUri,
        email: address,
        password,
        uiLocales: 'ko-KR',
      });
    });
    expect(email.subject).toBe(MESSAGES.kr.resetEmailSubject);
    expect(email.text).toBe(MESSAGES.kr.resetEmailBody.replace('{link}', link));
    expect(new URL(link).searchParams.get('ui_locales')).toBe('ko-KR');
  });

  it('keeps the chosen language when a sign-in only has the browser’s Accept-Language', async () => {
    const { link, email } = await resetEmailAfter(async (address) => {
      const authorization = await startAuthorization({ ...client(), redirectUri });
      const submitted = await submitInteraction(
        authorization,
        'login',
        { email: address, password },
        { 'accept-language': 'ko-KR,ko;q=0.9' },
      );
      expect(await codeFrom(authorization, submitted, redirectUri)).toEqual(expect.any(String));
    });
    expect(email.subject).toBe(MESSAGES.th.resetEmailSubject);
    expect(email.text).toBe(MESSAGES.th.resetEmailBody.replace('{link}', link));
  });
});
