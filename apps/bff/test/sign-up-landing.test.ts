import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { emailLink, verifyEmail } from '@kado/idp/testing';

import { Browser } from './browser.js';
import { signIn, startTestStack, trpc, trpcMutation, type TestStack } from './stack.js';

describe('after sign-up and at sign-in on a new device', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack.close();
  });

  /** Signs up, confirms the e-mail as the IdP asks, then signs in for the first time. */
  async function signUpLanding(browser: Browser) {
    const credentials = { email: `new-${randomUUID()}@kado.example`, password: randomUUID() };
    const page = await browser.goto(`${stack.bffUrl}/bff/register?redirect=%2Fgift-items`);
    await browser.submitForm(
      page,
      { name: 'Mei Ling', ...credentials },
      (target) => target.startsWith(stack.bffUrl) && !target.includes('/bff/callback'),
    );
    await verifyEmail(stack.idp.issuer, credentials.email);
    const landed = await signIn(browser, stack, '/gift-items', credentials);
    return { credentials, landed };
  }

  it('lands a new account on onboarding at its first sign-in, passing on where it asked to go, and later there', async () => {
    const { credentials, landed } = await signUpLanding(new Browser());
    expect(landed.url).toBe(`${stack.bffUrl}/top?welcome=1&redirect=%2Fgift-items`);

    const again = await signIn(new Browser(), stack, '/gift-items', credentials);
    expect(again.url).toBe(`${stack.bffUrl}/gift-items`);
  });

  it('signs the new account in when it confirms its address in the browser it signed up in, and lands where it asked to go', async () => {
    const browser = new Browser();
    const email = `new-${randomUUID()}@kado.example`;
    const page = await browser.goto(`${stack.bffUrl}/bff/register?redirect=%2Fgift-items`);
    await browser.submitForm(page, { name: 'Mei Ling', email, password: randomUUID() });
    const confirmPage = await browser.goto(
      await emailLink(stack.idp.issuer, email, '/email/verify'),
    );
    const landed = await browser.submitForm(
      confirmPage,
      {},
      (target) => target.startsWith(stack.bffUrl) && !target.includes('/bff/callback'),
    );
    expect(landed.url).toBe(`${stack.bffUrl}/top?welcome=1&redirect=%2Fgift-items`);
    const me = await trpc(browser, stack, 'session.me');
    expect(JSON.parse(me.html)).toMatchObject({ result: { data: { signedIn: true } } });
  });

  it("lets the profile's saved language win over the browser's, with KADO_LANG following it", async () => {
    const first = new Browser();
    const { credentials } = await signUpLanding(first);
    const saved = await trpcMutation(first, stack, 'locale.set', { locale: 'th' });
    expect(saved.status).toBe(200);

    // A new device whose browser speaks English.
    const device = new Browser();
    device.setCookie(stack.bffUrl, 'KADO_LANG', 'en');
    await signIn(device, stack, '/top', credentials);
    expect(device.cookiesFor(stack.bffUrl).get('KADO_LANG')?.value).toBe('th');
    const me = await trpc(device, stack, 'session.me');
    expect(JSON.parse(me.html)).toMatchObject({
      result: { data: { signedIn: true, locale: 'th' } },
    });
  });
});
