/**
 * The presents procedures (PRODUCT.md §10) end to end: the BFF, the real wallet and IdP, sessions
 * and rate counters in Redis, and the BFF's own log lines read for secrets.
 */
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type {
  ClaimedPresent,
  NotificationPage,
  ReceivedPresent,
  SentPresent,
  SentPresentPage,
  SentPresentResult,
} from '@kado/shared/schemas';

import { Browser } from '../../../test/browser.js';
import {
  redisStore,
  signUp,
  startTestStack,
  trpc,
  trpcMutation,
  type TestStack,
} from '../../../test/stack.js';
import { PRESENT_ANSWERS_PER_ADDRESS_PER_HOUR } from './presents.js';
import { answer, PRESENT_GIFT_ID, sendGift, verifiedSender } from './presents.testing.js';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const PASSCODE = '4821';

let stack: TestStack;
let sender: Browser;
let recipient: Browser;
/** The BFF's JSON log lines, from the start. */
const logLines: string[] = [];
/** Every gift token a test saw: none may reach a log line. */
const tokens = new Set<string>();

beforeAll(async () => {
  stack = await startTestStack({
    store: redisStore,
    logStream: { write: (line) => void logLines.push(line) },
    // One trusted hop, so each test may come from an address of its own (X-Forwarded-For).
    bffEnv: { TRUST_PROXY: '1' },
  });
  sender = await verifiedSender(stack);
  recipient = new Browser();
  await signUp(recipient, stack);
  // An IdP, a wallet and two sign-ins: slow on a busy machine.
}, 300_000);
afterAll(async () => {
  await stack.close();
});

const send = async (request: Parameters<typeof sendGift>[2] = {}) => {
  const gift = await sendGift(sender, stack, request);
  tokens.add(gift.token);
  return gift;
};

/** A mutation from the client address `ip` (the gateway's X-Forwarded-For). */
const mutationFrom = (browser: Browser, ip: string, path: string, input: unknown) =>
  browser.request(`${stack.bffUrl}/trpc/${path}`, {
    method: 'POST',
    headers: {
      'x-kado-csrf': '1',
      'content-type': 'application/json',
      origin: stack.bffUrl,
      'x-forwarded-for': ip,
    },
    body: JSON.stringify(input),
  });

describe('sending', () => {
  it('answers the token once; a replay of the same idempotency key answers token null', async () => {
    const idempotencyKey = randomUUID();
    const request = { passcode: PASSCODE, quantity: 2 };
    const first = await sendGift(sender, stack, request, idempotencyKey);
    tokens.add(first.token);
    expect(first.token).toMatch(TOKEN);
    expect(first).toMatchObject({
      giftId: PRESENT_GIFT_ID,
      quantity: 2,
      points: 900,
      state: 'sent',
      hasPasscode: true,
    });

    const replay = answer<SentPresentResult>(
      await trpcMutation(sender, stack, 'presents.send', {
        giftId: PRESENT_GIFT_ID,
        design: 'birthday',
        message: 'Happy birthday, from me!',
        senderName: 'Mei',
        ...request,
        idempotencyKey,
      }),
    ).result?.data;
    expect(replay).toEqual({ ...first, token: null });

    const sent = answer<SentPresentPage>(await trpc(sender, stack, 'presents.sent')).result?.data;
    const listed = sent?.items.filter((item) => item.id === first.id);
    expect(listed).toHaveLength(1);
    expect(listed?.[0]).toMatchObject({ state: 'sent', quantity: 2, hasPasscode: true });
    expect(JSON.stringify(sent)).not.toContain(first.token);
  });

  it('refuses a sender who is not signed in, and one without a verified phone', async () => {
    const input = {
      giftId: PRESENT_GIFT_ID,
      design: 'thanks',
      senderName: 'Someone',
      idempotencyKey: randomUUID(),
    };
    const visitor = answer(await trpcMutation(new Browser(), stack, 'presents.send', input));
    expect(visitor.error?.data.productCode).toBe('UNAUTHENTICATED');
    const unverified = answer(await trpcMutation(recipient, stack, 'presents.send', input));
    expect(unverified.error?.data.productCode).toBe('PHONE_NOT_VERIFIED');
  });
});

describe('receiving', () => {
  it('opens signed out, and a second user claims it without a verified phone', async () => {
    const gift = await send({ design: 'songkran', senderName: 'Ploy' });
    const visitor = new Browser();
    const opened = answer<ReceivedPresent>(
      await trpcMutation(visitor, stack, 'presents.open', { token: gift.token }),
    ).result?.data;
    expect(opened).toMatchObject({
      design: 'songkran',
      senderName: 'Ploy',
      message: 'Happy birthday, from me!',
      quantity: 1,
      state: 'opened',
      needsPasscode: false,
    });
    expect(opened?.gift.id).toBe(PRESENT_GIFT_ID);

    // Claiming needs an account: signed out it is refused.
    const signedOut = answer(
      await trpcMutation(visitor, stack, 'presents.claim', { token: gift.token }),
    );
    expect(signedOut.error?.data.productCode).toBe('UNAUTHENTICATED');

    const claimed = answer<ClaimedPresent>(
      await trpcMutation(recipient, stack, 'presents.claim', { token: gift.token }),
    ).result?.data;
    expect(claimed?.state).toBe('claimed');
    expect(claimed?.voucherIds).toHaveLength(1);
    const mine = answer<{ items: { id: string }[] }>(
      await trpc(recipient, stack, 'vouchers.list', { status: 'active' }),
    ).result?.data;
    expect(mine?.items.map((item) => item.id)).toEqual(
      expect.arrayContaining(claimed?.voucherIds ?? ['none']),
    );
    const notices = answer<NotificationPage>(await trpc(recipient, stack, 'notifications.list'))
      .result?.data;
    expect(notices?.items.find((notice) => notice.kind === 'present_received')).toMatchObject({
      params: { presentId: gift.id, senderName: 'Ploy', quantity: 1 },
    });

    const sent = answer<SentPresentPage>(await trpc(sender, stack, 'presents.sent')).result?.data;
    expect(sent?.items.find((item) => item.id === gift.id)?.state).toBe('claimed');
  });

  it('declines another gift signed out, with its passcode and a thank-you line', async () => {
    const gift = await send({ passcode: PASSCODE });
    const visitor = new Browser();
    const wrong = answer(
      await trpcMutation(visitor, stack, 'presents.decline', {
        token: gift.token,
        passcode: '0000',
      }),
    );
    expect(wrong.error?.data.productCode).toBe('PASSCODE_WRONG');
    const declined = answer<{ state: string }>(
      await trpcMutation(visitor, stack, 'presents.decline', {
        token: gift.token,
        passcode: PASSCODE,
        note: 'Thank you!',
      }),
    ).result?.data;
    expect(declined).toEqual({ state: 'declined' });
    const sent = answer<SentPresentPage>(await trpc(sender, stack, 'presents.sent')).result?.data;
    expect(sent?.items.find((item) => item.id === gift.id)).toMatchObject({
      state: 'declined',
      note: 'Thank you!',
    });
  });

  it('lets the sender cancel a gift not yet claimed', async () => {
    const gift = await send();
    const cancelled = answer<SentPresent>(
      await trpcMutation(sender, stack, 'presents.cancel', { id: gift.id }),
    ).result?.data;
    expect(cancelled?.state).toBe('cancelled');
    const again = answer(await trpcMutation(sender, stack, 'presents.cancel', { id: gift.id }));
    expect(again.error?.data.productCode).toBe('GIFT_CLOSED');
    // Nobody else cancels it.
    const stranger = answer(
      await trpcMutation(recipient, stack, 'presents.cancel', { id: gift.id }),
    );
    expect(stranger.error?.data.productCode).toBe('GIFT_NOT_FOUND');
  });
});

describe('the per-address limit on claims and declines', () => {
  it(`refuses the ${PRESENT_ANSWERS_PER_ADDRESS_PER_HOUR + 1}st attempt from one address within the hour before the wallet`, async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const visitor = new Browser();
    const codes: string[] = [];
    for (let i = 0; i < PRESENT_ANSWERS_PER_ADDRESS_PER_HOUR; i += 1) {
      const token = randomUUID().replace(/-/g, '').padEnd(43, 'x');
      const page =
        i % 2 === 0
          ? await mutationFrom(recipient, ip, 'presents.claim', { token })
          : await mutationFrom(visitor, ip, 'presents.decline', { token });
      codes.push(answer(page).error?.data.productCode ?? 'none');
    }
    // Each of these reached the wallet, which knows no such gift.
    expect(new Set(codes)).toEqual(new Set(['GIFT_NOT_FOUND']));

    const reached = stack.walletRequests.length;
    const token = 'y'.repeat(43);
    const limited = await mutationFrom(visitor, ip, 'presents.decline', { token });
    expect(answer(limited).error?.data).toMatchObject({
      productCode: 'RATE_LIMITED',
      httpStatus: 429,
    });
    const limitedClaim = await mutationFrom(recipient, ip, 'presents.claim', { token });
    expect(answer(limitedClaim).error?.data.productCode).toBe('RATE_LIMITED');
    expect(stack.walletRequests.length).toBe(reached);

    // Another address is not held back by this one.
    const elsewhere = await mutationFrom(visitor, '198.51.100.7', 'presents.decline', { token });
    expect(answer(elsewhere).error?.data.productCode).toBe('GIFT_NOT_FOUND');
    expect(stack.walletRequests.length).toBe(reached + 1);
  });
});

describe('logs', () => {
  it('never carry a gift token or passcode', async () => {
    // One more whole journey, with a passcode, so this test stands on its own.
    const gift = await send({ passcode: PASSCODE });
    await trpcMutation(new Browser(), stack, 'presents.open', { token: gift.token });
    await trpcMutation(recipient, stack, 'presents.claim', { token: gift.token, passcode: '1234' });
    await trpcMutation(recipient, stack, 'presents.claim', {
      token: gift.token,
      passcode: PASSCODE,
    });
    expect(tokens.size).toBeGreaterThanOrEqual(5);
    expect(logLines.length).toBeGreaterThan(20);
    expect(logLines.join('\n')).toContain('/trpc/presents.claim');

    // Every text of every line: the passcode's digits standing alone would be the passcode.
    const texts = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(texts)
          : [];
    const leaks = logLines.flatMap((line) => {
      const found = [...tokens].filter((token) => line.includes(token));
      const passcodes = texts(JSON.parse(line)).filter((text) =>
        new RegExp(`(^|\\D)(${PASSCODE}|1234)(\\D|$)`).test(text),
      );
      return [...found, ...passcodes].map((secret) => `${secret} in ${line}`);
    });
    expect(leaks).toEqual([]);
  });
});
