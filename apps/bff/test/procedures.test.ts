/**
 * The procedures that wrap wallet capabilities, end to end through the real wallet and IdP: phone
 * verification (code read from the wallet's development SMS outbox), profile, points history, the
 * ledger download and account deletion (wallet and identity).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_ACCOUNT } from '@kado/shared';

import { Browser } from './browser.js';
import {
  latestCode,
  signIn,
  signUp,
  startTestStack,
  trpc,
  trpcMutation,
  type TestStack,
} from './stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.close();
});

interface TrpcAnswer<T> {
  result?: { data: T };
  error?: { message: string; data: { productCode: string; httpStatus: number } };
}
const answer = <T>(page: { html: string }) => JSON.parse(page.html) as TrpcAnswer<T>;

describe('phone verification through the BFF', () => {
  it('verifies a phone by code, and the session learns it at once', async () => {
    const browser = new Browser();
    await signIn(browser, stack);
    const phone = '+6591234567';
    const sent = await trpcMutation(browser, stack, 'phone.requestOtp', { phone });
    expect(answer<{ phone: string }>(sent).result?.data.phone).toBe(phone);

    const wrong = await trpcMutation(browser, stack, 'phone.verify', { phone, code: '000000' });
    expect(answer(wrong).error?.data.productCode).toBe('OTP_INVALID');

    const code = await latestCode(stack, phone);
    const verified = await trpcMutation(browser, stack, 'phone.verify', { phone, code });
    expect(answer(verified).result?.data).toMatchObject({
      phone,
      phoneVerified: true,
      market: 'SG',
    });
    expect(answer(await trpc(browser, stack, 'session.me')).result?.data).toMatchObject({
      phoneVerified: true,
      market: 'SG',
    });
  });

  it('sends the code in the language the shopper is using, not the profile language', async () => {
    const browser = new Browser();
    await signIn(browser, stack);
    // The profile says Thai; the shopper switched this browser to Korean.
    await trpcMutation(browser, stack, 'profile.update', { locale: 'th' });
    browser.setCookie(stack.bffUrl, 'KADO_LANG', 'kr');
    const phone = '+82101234568';
    const sent = await trpcMutation(browser, stack, 'phone.requestOtp', { phone });
    expect(sent.status).toBe(200);
    const url = new URL('/v1/dev/sms-outbox', stack.services.env.WALLET_URL);
    url.searchParams.set('phone', phone);
    const { messages } = (await (await fetch(url)).json()) as { messages: { text: string }[] };
    expect(messages[0]?.text).toMatch(/^Kado 인증번호는 [0-9]{6}입니다\. 5분 후에 만료됩니다\.$/);
  });

  it('names a malformed code before calling the wallet', async () => {
    const browser = new Browser();
    await signIn(browser, stack);
    const response = await trpcMutation(browser, stack, 'phone.verify', {
      phone: '+6591234567',
      code: '12ab',
    });
    expect(response.status).toBe(400);
    expect(answer(response).error?.data.productCode).toBe('VALIDATION_FAILED');
  });

  it('limits code requests per user at the BFF, before they reach the wallet', async () => {
    const browser = new Browser();
    await signIn(browser, stack);
    let blockedAtBff = 0;
    for (let i = 0; i < 12; i++) {
      const before = stack.walletRequests.length;
      const sent = await trpcMutation(browser, stack, 'phone.requestOtp', {
        phone: `+658123456${i % 10}`,
      });
      if (stack.walletRequests.length === before) {
        expect(sent.status).toBe(429);
        expect(answer(sent).error?.data.productCode).toBe('RATE_LIMITED');
        blockedAtBff++;
      }
    }
    // 12 here plus the earlier tests' requests: at most 10 an hour reach the wallet.
    expect(blockedAtBff).toBeGreaterThanOrEqual(2);
  });
});

describe('profile', () => {
  it('renames the user, and saves the language chosen while signed in on the profile', async () => {
    const browser = new Browser();
    await signIn(browser, stack);
    const renamed = await trpcMutation(browser, stack, 'profile.update', {
      displayName: '  Mei  ',
    });
    expect(answer(renamed).result?.data).toMatchObject({ displayName: 'Mei' });
    expect(answer(await trpc(browser, stack, 'profile.get')).result?.data).toMatchObject({
      displayName: 'Mei',
    });
    // The session keeps no name: session.me states the ID token's, whatever the profile says.
    expect(answer(await trpc(browser, stack, 'session.me')).result?.data).toMatchObject({
      user: { name: DEMO_ACCOUNT.name, email: DEMO_ACCOUNT.email },
    });
    await trpcMutation(browser, stack, 'locale.set', { locale: 'th' });
    expect(answer(await trpc(browser, stack, 'profile.get')).result?.data).toMatchObject({
      locale: 'th',
    });
    await trpcMutation(browser, stack, 'profile.update', { displayName: 'Mei Tan', locale: 'en' });
  });

  it('refuses an empty update, naming the problem', async () => {
    const browser = new Browser();
    await signIn(browser, stack);
    const response = await trpcMutation(browser, stack, 'profile.update', {});
    expect(response.status).toBe(400);
  });
});

describe('points history', () => {
  it('lists lots, credits, expirations and the ledger of the demo account', async () => {
    const browser = new Browser();
    await signIn(browser, stack);
    const lots = answer<{ items: unknown[] }>(await trpc(browser, stack, 'points.lots'));
    expect(lots.result?.data.items.length).toBeGreaterThan(0);
    const charges = answer<{ items: { source: string }[] }>(
      await trpc(browser, stack, 'points.charges'),
    );
    // The demo history: five grants and the refund of one exchange.
    expect(charges.result?.data.items.map((c) => c.source).sort()).toEqual([
      'grant',
      'grant',
      'grant',
      'grant',
      'grant',
      'refund',
    ]);
    const expirations = answer<{ upcoming: { points: number; expiringSoon: boolean }[] }>(
      await trpc(browser, stack, 'points.expirations'),
    );
    const soon = expirations.result?.data.upcoming.filter((day) => day.expiringSoon) ?? [];
    expect(soon.reduce((sum, day) => sum + day.points, 0)).toBe(5000);
    const ledger = answer<{ items: unknown[] }>(
      await trpc(browser, stack, 'points.ledger', { limit: 2 }),
    );
    expect(ledger.result?.data.items).toHaveLength(2);
  });

  it('downloads the ledger as CSV behind the session and CSRF rules', async () => {
    const browser = new Browser();
    const url = `${stack.bffUrl}/bff/api/points/ledger.csv`;
    expect((await browser.request(url, { headers: { 'x-kado-csrf': '1' } })).status).toBe(401);
    await signIn(browser, stack);
    expect((await browser.request(url)).status).toBe(403);
    const file = await browser.request(url, { headers: { 'x-kado-csrf': '1' } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/csv');
    expect(file.headers.get('content-disposition')).toContain('attachment');
    expect(file.html.split('\n').length).toBeGreaterThan(2);
  });

  it('downloads the CSV in the reader’s language, as UTF-8 with a byte-order mark', async () => {
    const browser = new Browser();
    await signIn(browser, stack);
    browser.setCookie(stack.bffUrl, 'KADO_LANG', 'th');
    const url = `${stack.bffUrl}/bff/api/points/ledger.csv`;
    const response = await fetch(url, {
      headers: { 'x-kado-csrf': '1', cookie: browser.cookieHeader(url) },
    });
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.slice(1).split('\r\n')[0]).toMatch(
      /^รายการ,วันที่และเวลา \(Asia\/[A-Za-z_]+\),ประเภท,คะแนน,/,
    );
  });
});

describe('account deletion', () => {
  it('needs the typed confirmation, then deletes the wallet account and the identity', async () => {
    const browser = new Browser();
    const person = await signUp(browser, stack);
    const refused = await trpcMutation(browser, stack, 'profile.delete', { confirm: 'yes' });
    expect(refused.status).toBe(400);

    const deleted = await trpcMutation(browser, stack, 'profile.delete', { confirm: 'DELETE' });
    const { redirectTo } = answer<{ redirectTo: string }>(deleted).result?.data ?? {
      redirectTo: '',
    };
    // The IdP session ended server to server: home, with no token in the answer.
    expect(redirectTo).toBe(`${stack.bffUrl}/`);
    expect(deleted.html).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
    expect(answer(await trpc(browser, stack, 'session.me')).result?.data).toMatchObject({
      signedIn: false,
    });

    // The IdP no longer knows the person: signing in again stays on its sign-in page.
    const again = await signIn(new Browser(), stack, '/top', person);
    expect(again.url.startsWith(stack.idp.issuer)).toBe(true);
  });
});
