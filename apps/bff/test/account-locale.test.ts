/**
 * A language chosen in Kado reaches the IdP at once, not at the next sign-in: the BFF hands it on
 * with the shopper's own access token, and the account's e-mails are written in it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { SentEmail } from '@kado/idp/testing';

import { Browser } from './browser.js';
import { signUp, startTestStack, trpcMutation, type TestStack } from './stack.js';

describe('a language switch and the IdP', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack.close();
  });

  /** The e-mails the IdP "sent" to `email` (its development outbox), newest first. */
  async function outbox(email: string) {
    const url = new URL('/dev/email-outbox', stack.idp.issuer);
    url.searchParams.set('to', email);
    return ((await (await fetch(url)).json()) as { messages: SentEmail[] }).messages;
  }

  /** Asks the IdP for a reset link for `email`, as a stranger's browser would; answers its subject. */
  async function resetEmailSubject(email: string) {
    const sent = (await outbox(email)).length;
    const response = await fetch(new URL('/password/forgot', stack.idp.issuer), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email }).toString(),
    });
    expect(response.status).toBe(200);
    // The e-mail goes out just after the answer.
    await expect.poll(async () => (await outbox(email)).length).toBe(sent + 1);
    const [newest] = await outbox(email);
    expect(newest?.text).toMatch(/\/password\/reset\?token=/);
    return newest?.subject;
  }

  it('writes the password reset e-mail in the language a signed-in shopper switched to', async () => {
    const browser = new Browser();
    const { email } = await signUp(browser, stack);
    expect(await resetEmailSubject(email)).toBe('Reset your Kado password');

    const answer = await trpcMutation(browser, stack, 'locale.set', { locale: 'vi' });
    expect(answer.status).toBe(200);
    expect(await resetEmailSubject(email)).toBe('Đặt lại mật khẩu Kado');
  });

  it('switches the language even while the IdP is down', async () => {
    const browser = new Browser();
    await signUp(browser, stack);
    await stack.stopIdp();
    try {
      const answer = await trpcMutation(browser, stack, 'locale.set', { locale: 'th' });
      expect(answer.status).toBe(200);
      expect(browser.cookiesFor(stack.bffUrl).get('KADO_LANG')?.value).toBe('th');
    } finally {
      await stack.startIdp();
    }
  });

  it('refuses a language change without a live token the IdP gave the BFF', async () => {
    const put = (authorization: string, body: unknown = { locale: 'th' }) =>
      fetch(new URL('/accounts/me/locale', stack.idp.issuer), {
        method: 'PUT',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await put('Bearer not-a-token')).status).toBe(401);
    expect((await put(`Basic ${btoa(`${stack.idp.bffClient.id}:x`)}`)).status).toBe(401);
    // The shopper's own token works, for their own account only, with a locale Kado has.
    const browser = new Browser();
    await signUp(browser, stack);
    const session = await stack.services.sessions.load(
      browser.cookiesFor(stack.bffUrl).get('kado_session')?.value,
    );
    const token = session?.data.tokens.accessToken ?? '';
    expect((await put(`Bearer ${token}`, { locale: 'xx' })).status).toBe(400);
    expect((await put(`Bearer ${token}`, { locale: 'th', id: 'someone-else' })).status).toBe(400);
    expect((await put(`Bearer ${token}`)).status).toBe(204);
  });
});
