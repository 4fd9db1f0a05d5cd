/** Helpers for gift-giving tests through the BFF, the real wallet and the real IdP. */
import { randomUUID } from 'node:crypto';

import type { SendPresentRequest, SentPresentResult } from '@kado/shared/schemas';

import { Browser, type Page } from '../../../test/browser.js';
import { signIn, trpcMutation, verifyPhone, type TestStack } from '../../../test/stack.js';

/** A demo gift of Singapore, the demo account's market once its +65 phone is verified. */
export const PRESENT_GIFT_ID = 'kopi-lane-iced-latte-sg';

export interface TrpcAnswer<T> {
  result?: { data: T };
  error?: { data: { code: string; productCode: string; httpStatus: number } };
}
export const answer = <T>(page: Page) => JSON.parse(page.html) as TrpcAnswer<T>;

/** The demo account (15,500 points) signed in, its Singapore phone verified: it may send gifts. */
export async function verifiedSender(stack: TestStack, phone = '+6591234567'): Promise<Browser> {
  const browser = new Browser();
  await signIn(browser, stack);
  await verifyPhone(browser, stack, phone);
  return browser;
}

/** presents.send, which must succeed: the gift, with the token it answered this once. */
export async function sendGift(
  browser: Browser,
  stack: TestStack,
  request: Partial<SendPresentRequest> = {},
  idempotencyKey: string = randomUUID(),
): Promise<SentPresentResult & { token: string }> {
  const page = await trpcMutation(browser, stack, 'presents.send', {
    giftId: PRESENT_GIFT_ID,
    quantity: 1,
    design: 'birthday',
    message: 'Happy birthday, from me!',
    senderName: 'Mei',
    ...request,
    idempotencyKey,
  });
  const sent = answer<SentPresentResult>(page).result?.data;
  if (!sent?.token) throw new Error(`sending a gift: ${page.status} ${page.html}`);
  return { ...sent, token: sent.token };
}
