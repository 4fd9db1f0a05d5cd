/**
 * Issue 25: a refused input answered zod's raw issues, regular expressions included. Signed in
 * through the real IdP, the issue's own request now names the field in words in the shopper's
 * language, and nothing of a pattern or of zod's English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { Browser } from './browser.js';
import { signIn, startTestStack, trpc, trpcMutation, type TestStack } from './stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.close();
});

interface Refusal {
  error: {
    message: string;
    data: {
      httpStatus: number;
      productCode: string;
      details?: { fields?: string[] };
      fields?: { path: string; message: string }[];
    };
  };
}

/** Anything of a regular expression or of zod's English. */
const INTERNALS =
  /\/\^|\$\/|\[0-9|\[a-f|\{\d|\\d|pattern|"code":"(?:invalid_|too_|unrecognized)|Invalid|expected string/;

describe("the issue's request: vouchers.get with a malformed id", () => {
  it.each([
    ['en', /^“id” must be an ID of 36 characters: digits and the letters a to f/],
    ['th', /^ช่อง “id” ต้องเป็น ID ยาว 36 ตัวอักษร ประกอบด้วยตัวเลขและตัวอักษร a ถึง f/],
    ['kr', /^‘id’ 항목은 숫자와 a부터 f까지의 영문자로 된 36자 ID여야 합니다/],
  ])('names id in words in %s, without a pattern', async (locale, words) => {
    const browser = new Browser();
    await signIn(browser, stack);
    browser.setCookie(stack.bffUrl, 'KADO_LANG', locale);
    const page = await trpc(browser, stack, 'vouchers.get', { id: 'x' });
    expect(page.status).toBe(400);
    expect(page.html).not.toMatch(INTERNALS);
    const { error } = JSON.parse(page.html) as Refusal;
    expect(error.data.productCode).toBe('VALIDATION_FAILED');
    expect(error.message).toMatch(words);
    expect(error.data.fields).toEqual([{ path: 'id', message: error.message }]);
    expect(error.data.details).toEqual({ fields: ['id'] });
  });

  it('says what is wrong with each field of a mutation, an unknown one included', async () => {
    const browser = new Browser();
    await signIn(browser, stack);
    browser.setCookie(stack.bffUrl, 'KADO_LANG', 'en');
    const page = await trpcMutation(browser, stack, 'contact.createTicket', {
      topic: 'refund',
      message: 'Help',
      email: 'me at home',
      coupon: 'FREE',
    });
    expect(page.status).toBe(400);
    expect(page.html).not.toMatch(INTERNALS);
    const { error } = JSON.parse(page.html) as Refusal;
    expect(error.data.fields).toEqual([
      {
        path: 'topic',
        message: '“topic” must be points, charge, gift, voucher, account or other.',
      },
      { path: 'message', message: '“message” must be at least 10 characters long.' },
      { path: 'email', message: '“email” must be an e-mail address, such as name@example.com.' },
      { path: 'coupon', message: '“coupon” is not a field this request accepts.' },
    ]);
    expect(error.message).toBe(error.data.fields?.map((field) => field.message).join(' '));
  });
});
