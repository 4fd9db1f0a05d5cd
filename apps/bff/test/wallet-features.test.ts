/**
 * The procedures over the wallet's catalog, gift boxes, merges, notifications and contact, end to
 * end through the real wallet and IdP. Box codes come from the operator API, as operators issue them.
 */
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getOperatorToken } from '@kado/idp/testing';
import { issuedBoxesSchema } from '@kado/shared/schemas';

import { Browser } from './browser.js';
import {
  signIn,
  startTestStack,
  trpc,
  trpcMutation,
  verifyPhone,
  type TestStack,
} from './stack.js';

const PHONE = '+6591234567';

let stack: TestStack;
let browser: Browser;
beforeAll(async () => {
  stack = await startTestStack();
  browser = new Browser();
  await signIn(browser, stack);
});
afterAll(async () => {
  await stack.close();
});

interface TrpcAnswer<T> {
  result?: { data: T };
  error?: { data: { productCode: string; httpStatus: number } };
}
const answer = <T>(page: { html: string }) => JSON.parse(page.html) as TrpcAnswer<T>;

async function issueBox(points: number, recipientPhone?: string) {
  const token = await getOperatorToken({
    issuer: stack.idp.issuer,
    clientId: stack.idp.operatorClient.id,
    clientSecret: stack.idp.operatorClient.secret,
  });
  const response = await fetch(new URL('/v1/operator/boxes', stack.services.env.WALLET_URL), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ market: 'SG', points, count: 1, recipientPhone }),
  });
  const box = issuedBoxesSchema.parse(await response.json()).items[0];
  if (!box) throw new Error('no box issued');
  return box;
}

describe('catalog', () => {
  it('searches, filters and sorts in the visitor language and market', async () => {
    const visitor = new Browser();
    const all = answer<{ items: { points: number; market: string }[] }>(
      await trpc(visitor, stack, 'catalog.gifts', { sort: 'points_asc', limit: 50 }),
    );
    const points = all.result?.data.items.map((gift) => gift.points) ?? [];
    expect(points.length).toBeGreaterThan(1);
    expect(points).toEqual([...points].sort((a, b) => a - b));
    expect(new Set(all.result?.data.items.map((gift) => gift.market))).toEqual(new Set(['SG']));

    const capped = answer<{ items: { points: number }[] }>(
      await trpc(visitor, stack, 'catalog.gifts', { maxPoints: 1000 }),
    );
    expect(capped.result?.data.items.every((gift) => gift.points <= 1000)).toBe(true);

    const bad = await trpc(visitor, stack, 'catalog.gifts', { sort: 'random' });
    expect(bad.status).toBe(400);
  });

  it('shows one gift with its texts, the popular ranking, categories and brands', async () => {
    const visitor = new Browser();
    const first = answer<{ items: { id: string }[] }>(await trpc(visitor, stack, 'catalog.gifts'))
      .result?.data.items[0];
    const gift = answer<{ id: string; terms: string | null }>(
      await trpc(visitor, stack, 'catalog.gift', { id: first?.id }),
    );
    expect(gift.result?.data.id).toBe(first?.id);
    expect(gift.result?.data.terms).toBeTruthy();
    const missing = await trpc(visitor, stack, 'catalog.gift', { id: 'no-such-gift' });
    expect(answer(missing).error?.data.productCode).toBe('NOT_FOUND');
    for (const path of ['catalog.popular', 'catalog.categories', 'catalog.brands']) {
      const list = answer<{ items: unknown[] }>(await trpc(visitor, stack, path));
      expect(list.result?.data.items.length).toBeGreaterThan(0);
    }
  });
});

describe('gift boxes', () => {
  it('needs a verified phone to charge a code', async () => {
    const box = await issueBox(500);
    const refused = await trpcMutation(browser, stack, 'boxes.charge', {
      code: box.code,
      idempotencyKey: randomUUID(),
    });
    expect(answer(refused).error?.data.productCode).toBe('PHONE_NOT_VERIFIED');
  });

  it('charges a code once, and a retried request with the same key answers the same', async () => {
    await verifyPhone(browser, stack, PHONE);
    const box = await issueBox(700);
    const request = {
      code: box.code.toLowerCase().replace(/-/g, ' '),
      idempotencyKey: randomUUID(),
    };
    const first = answer<{ points: number }>(
      await trpcMutation(browser, stack, 'boxes.charge', request),
    );
    expect(first.result?.data.points).toBe(700);
    const replay = answer<{ points: number }>(
      await trpcMutation(browser, stack, 'boxes.charge', request),
    );
    expect(replay.result?.data).toEqual(first.result?.data);
    const again = await trpcMutation(browser, stack, 'boxes.charge', {
      code: box.code,
      idempotencyKey: randomUUID(),
    });
    expect(answer(again).error?.data.productCode).toBe('CODE_ALREADY_USED');
  });

  it('lists the boxes addressed to the verified phone and merges them all at once', async () => {
    const boxes = [await issueBox(100, PHONE), await issueBox(200, PHONE)];
    const mine = answer<{ items: { id: string }[] }>(await trpc(browser, stack, 'boxes.mine'));
    const ids = mine.result?.data.items.map((box) => box.id) ?? [];
    for (const box of boxes) expect(ids).toContain(box.id);
    const merged = answer<{ points: number }>(
      await trpcMutation(browser, stack, 'boxes.merge', {
        boxIds: boxes.map((box) => box.id),
        idempotencyKey: randomUUID(),
      }),
    );
    expect(merged.result?.data.points).toBe(300);
  });
});

describe('notifications and contact', () => {
  it('lists notifications with an unread count, and marks them read', async () => {
    const count = answer<{ unread: number }>(
      await trpc(browser, stack, 'notifications.unreadCount'),
    );
    expect(count.result?.data.unread).toBeGreaterThanOrEqual(0);
    const list = answer<{ items: unknown[] }>(await trpc(browser, stack, 'notifications.list'));
    expect(Array.isArray(list.result?.data.items)).toBe(true);
    const read = await trpcMutation(browser, stack, 'notifications.markRead', { all: true });
    expect(read.status).toBe(200);
    const after = answer<{ unread: number }>(
      await trpc(browser, stack, 'notifications.unreadCount'),
    );
    expect(after.result?.data.unread).toBe(0);
  });

  it('shows the contact methods of the market and takes a ticket', async () => {
    const methods = answer<{ market: string; methods: unknown[] }>(
      await trpc(new Browser(), stack, 'contact.methods'),
    );
    expect(methods.result?.data.market).toBe('SG');
    expect(methods.result?.data.methods.length).toBeGreaterThan(0);
    const short = await trpcMutation(browser, stack, 'contact.createTicket', {
      topic: 'points',
      message: 'hi',
    });
    expect(short.status).toBe(400);
    const ticket = await trpcMutation(browser, stack, 'contact.createTicket', {
      topic: 'points',
      message: 'My points did not arrive after charging a code.',
    });
    expect(ticket.status).toBe(200);
    const tickets = answer<{ items: unknown[] }>(await trpc(browser, stack, 'contact.tickets'));
    expect(tickets.result?.data.items).toHaveLength(1);
  });
});
