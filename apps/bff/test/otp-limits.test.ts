/**
 * Phone-code limits that hold across accounts (security review finding 4): accounts are cheap, text
 * messages are not, so sends are bounded per phone number and per client address whoever is signed
 * in, on top of the per-account limits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { Browser } from './browser.js';
import { signIn, signUp, startTestStack, trpcMutation, type TestStack } from './stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.close();
});

const productCode = (page: { html: string }) =>
  (JSON.parse(page.html) as { error?: { data?: { productCode?: string } } }).error?.data
    ?.productCode;

async function accounts(count: number) {
  const browsers = [new Browser()];
  await signIn(browsers[0] ?? new Browser(), stack);
  for (let i = 1; i < count; i++) {
    const browser = new Browser();
    await signUp(browser, stack);
    browsers.push(browser);
  }
  return browsers;
}

describe('phone codes across accounts', () => {
  it('refuses a second account the number another account just received a code on', async () => {
    const [first, second] = await accounts(2);
    if (!first || !second) throw new Error('no accounts');
    const phone = '+6598765432';
    const sent = await trpcMutation(first, stack, 'phone.requestOtp', { phone });
    expect(sent.status).toBe(200);
    const again = await trpcMutation(second, stack, 'phone.requestOtp', { phone });
    expect(productCode(again)).toBe('RATE_LIMITED');
  });

  it('bounds the codes one client address can have sent, however many accounts it uses', async () => {
    const browsers = await accounts(3);
    const outcomes: (string | undefined)[] = [];
    let number = 0;
    for (const browser of browsers) {
      for (let i = 0; i < 9; i++) {
        const phone = `+659100${String(1000 + number++).padStart(4, '0')}`;
        const answer = await trpcMutation(browser, stack, 'phone.requestOtp', { phone });
        outcomes.push(answer.status === 200 ? 'sent' : productCode(answer));
      }
    }
    // No account reached its own limit (10 an hour), yet the address did: 20 attempts an hour,
    // the first test's two included.
    expect(outcomes.slice(0, 18)).toEqual(Array(18).fill('sent'));
    expect(outcomes.slice(18)).toEqual(Array(9).fill('RATE_LIMITED'));
  });
});
