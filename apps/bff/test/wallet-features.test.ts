/**
 * The procedures over the wallet's catalog, gift boxes, merges, exchanges, vouchers, notifications
 * and contact, end to end through the real wallet and IdP. Box codes come from the operator API, as
 * operators issue them.
 */
import { randomUUID } from 'node:crypto';

import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getOperatorToken } from '@kado/idp/testing';
import { LOCALE_CODES, matchRoute, WALLET_CONTACT_SCOPE } from '@kado/shared';
import {
  giftDetailSchema,
  issuedBoxesSchema,
  VOUCHER_STATUSES,
  type GiftDetail,
} from '@kado/shared/schemas';

import { OidcClient } from '../src/oidc/client.js';
import { Browser } from './browser.js';
import {
  signIn,
  signUp,
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
  error?: { data: { code: string; productCode: string; httpStatus: number } };
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

    // Text PostgreSQL cannot store is bad input (400 naming the field), not a wallet outage.
    const nul = await trpc(visitor, stack, 'catalog.gifts', { q: 'kopi\u0000' });
    expect(nul.status).toBe(400);
    expect(answer(nul).error?.data.productCode).toBe('VALIDATION_FAILED');
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

describe('catalog for a visitor who chose a market', () => {
  it('lists the chosen market, and a page for an unknown gift answers 404', async () => {
    const visitor = new Browser();
    const thai = answer<{ items: { id: string; market: string }[] }>(
      await trpc(visitor, stack, 'catalog.gifts', { market: 'TH', limit: 50 }),
    );
    expect(new Set(thai.result?.data.items.map((gift) => gift.market))).toEqual(new Set(['TH']));
    const brands = answer<{ items: unknown[] }>(
      await trpc(visitor, stack, 'catalog.brands', { market: 'TH' }),
    );
    expect(brands.result?.data.items.length).toBeGreaterThan(0);

    const listed = thai.result?.data.items[0]?.id ?? '';
    expect((await visitor.request(`${stack.bffUrl}/gift-items/${listed}`)).status).toBe(200);
    expect((await visitor.request(`${stack.bffUrl}/gift-items/no-such-gift`)).status).toBe(404);
  });

  it('answers 404 for a gift taken off the catalog, out of stock too, on the page and the procedure', async () => {
    // An operator lists a copy of a demo gift withdrawn (stock 0): it is no page for shoppers.
    const token = await getOperatorToken({
      issuer: stack.idp.issuer,
      clientId: stack.idp.operatorClient.id,
      clientSecret: stack.idp.operatorClient.secret,
    });
    const texts = await Promise.all(
      LOCALE_CODES.map(async (locale) => {
        const url = new URL('/v1/gifts/kopi-lane-iced-latte-sg', stack.services.env.WALLET_URL);
        url.searchParams.set('locale', locale);
        return [locale, giftDetailSchema.parse(await (await fetch(url)).json())] as const;
      }),
    );
    const each = (pick: (gift: GiftDetail) => string | null) =>
      Object.fromEntries(texts.map(([locale, gift]) => [locale, pick(gift) ?? gift.name]));
    const upsert = await fetch(
      new URL('/v1/operator/catalog/gifts/withdrawn-latte-sg', stack.services.env.WALLET_URL),
      {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          brandId: texts[0]?.[1].brand.id,
          categoryId: texts[0]?.[1].category.id,
          market: 'SG',
          points: 450,
          validityDays: 90,
          curatedRank: 1,
          active: false,
          names: each((gift) => gift.name),
          descriptions: each((gift) => gift.description),
          terms: each((gift) => gift.terms),
          howToUse: each((gift) => gift.howToUse),
        }),
      },
    );
    expect(upsert.status).toBe(201);

    const visitor = new Browser();
    expect((await visitor.request(`${stack.bffUrl}/gift-items/withdrawn-latte-sg`)).status).toBe(
      404,
    );
    const procedure = answer(
      await trpc(visitor, stack, 'catalog.gift', { id: 'withdrawn-latte-sg' }),
    );
    expect(procedure.error?.data).toMatchObject({ productCode: 'NOT_FOUND', httpStatus: 404 });
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

  it("takes a signed-out visitor's ticket with the BFF's own token, bounded per address", async () => {
    const visitor = new Browser();
    const message = { topic: 'gift', message: 'Do you deliver gifts to Malaysia?' };
    const noReply = await trpcMutation(visitor, stack, 'contact.createGuestTicket', message);
    expect(noReply.status).toBe(400);
    expect(answer(noReply).error?.data.productCode).toBe('VALIDATION_FAILED');
    // Signed-in procedures stay closed to the visitor.
    const asAccount = await trpcMutation(visitor, stack, 'contact.createTicket', message);
    expect(asAccount.status).toBe(401);

    const sent = await trpcMutation(visitor, stack, 'contact.createGuestTicket', {
      ...message,
      email: 'visitor@example.com',
    });
    expect(sent.status).toBe(200);
    expect(sent.html).not.toMatch(JWT);
    const ticket = answer<{ id: string; email: string }>(sent).result?.data;
    const operatorToken = await getOperatorToken({
      issuer: stack.idp.issuer,
      clientId: stack.idp.operatorClient.id,
      clientSecret: stack.idp.operatorClient.secret,
    });
    const read = await fetch(
      new URL(`/v1/operator/tickets/${ticket?.id ?? ''}`, stack.services.env.WALLET_URL),
      { headers: { authorization: `Bearer ${operatorToken}` } },
    );
    expect(await read.json()).toMatchObject({ ...message, email: 'visitor@example.com' });

    // Ten an hour from one client address, whatever reply address each names.
    const statuses = [];
    for (let index = 2; index <= 11; index += 1) {
      const next = await trpcMutation(visitor, stack, 'contact.createGuestTicket', {
        ...message,
        email: `visitor${index}@example.com`,
      });
      statuses.push(next.status);
    }
    expect(statuses).toEqual([...Array<number>(9).fill(200), 429]);
  });

  it('shares one contact token between requests until shortly before it expires', async () => {
    let clock = Date.now();
    const client = new OidcClient(stack.services.env, () => clock);
    const [first, second] = await Promise.all([client.contactToken(), client.contactToken()]);
    expect(second).toBe(first);
    const { exp = 0, iat = 0, scope } = decodeJwt(first);
    expect(scope).toBe(WALLET_CONTACT_SCOPE);
    clock += (exp - iat) * 1000 - 31_000;
    expect(await client.contactToken()).toBe(first);
    clock += 2_000;
    expect(await client.contactToken()).not.toBe(first);
  });
});

const JWT = /eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/;

/** Signs up a new person through the BFF and the IdP's real sign-up page. */
interface VoucherView {
  id: string;
  exchangeId: string;
  code: string;
  status: string;
  usedAt: string | null;
  undoUntil: string | null;
  activeShares: number;
  gift: { id: string };
}
interface ExchangeView {
  id: string;
  giftId: string;
  points: number;
  balanceAfter?: number;
  vouchers: VoucherView[];
}
interface ShareLinkView {
  id: string;
  token: string;
  url: string;
  revokedAt: string | null;
}

describe('exchanges and vouchers', () => {
  const GIFT_ID = 'kopi-lane-iced-latte-sg';
  const GIFT_POINTS = 450;
  const buyer = new Browser();
  let exchange: ExchangeView;
  let voucher: VoucherView;

  beforeAll(async () => {
    await signUp(buyer, stack);
  });

  it('refuses an exchange without a verified phone, then without enough points', async () => {
    const request = { giftId: GIFT_ID, quantity: 1, idempotencyKey: randomUUID() };
    const unverified = await trpcMutation(buyer, stack, 'exchanges.create', request);
    expect(answer(unverified).error?.data.productCode).toBe('PHONE_NOT_VERIFIED');

    await verifyPhone(buyer, stack, '+6598765432');
    const broke = await trpcMutation(buyer, stack, 'exchanges.create', request);
    expect(answer(broke).error?.data).toMatchObject({
      productCode: 'INSUFFICIENT_POINTS',
      httpStatus: 409,
    });
  });

  it('exchanges points for vouchers once per idempotency key and reads the exchange back', async () => {
    const box = await issueBox(1000);
    const charged = await trpcMutation(buyer, stack, 'boxes.charge', {
      code: box.code,
      idempotencyKey: randomUUID(),
    });
    expect(charged.status).toBe(200);

    const request = { giftId: GIFT_ID, quantity: 2, idempotencyKey: randomUUID() };
    const first = answer<ExchangeView>(
      await trpcMutation(buyer, stack, 'exchanges.create', request),
    ).result?.data;
    if (!first) throw new Error('no exchange');
    expect(first).toMatchObject({ giftId: GIFT_ID, points: 2 * GIFT_POINTS, balanceAfter: 100 });
    expect(first.vouchers).toHaveLength(2);
    expect(first.vouchers.every((item) => item.status === 'active')).toBe(true);

    const replay = answer<ExchangeView>(
      await trpcMutation(buyer, stack, 'exchanges.create', request),
    ).result?.data;
    expect(replay?.vouchers.map((item) => item.id)).toEqual(first.vouchers.map((item) => item.id));
    const balance = answer<{ balance: number }>(await trpc(buyer, stack, 'points.balance'));
    expect(balance.result?.data.balance).toBe(100);

    const read = answer<ExchangeView>(await trpc(buyer, stack, 'exchanges.get', { id: first.id }));
    expect(read.result?.data.vouchers.map((item) => item.code)).toEqual(
      first.vouchers.map((item) => item.code),
    );

    const list = answer<{ items: VoucherView[] }>(
      await trpc(buyer, stack, 'vouchers.list', { status: 'active' }),
    );
    expect(new Set(list.result?.data.items.map((item) => item.id))).toEqual(
      new Set(first.vouchers.map((item) => item.id)),
    );
    const [issued] = first.vouchers;
    if (!issued) throw new Error('no voucher issued');
    exchange = first;
    voucher = issued;
  });

  it('marks a voucher used, refuses to mark it again, and undoes it', async () => {
    const used = answer<VoucherView>(
      await trpcMutation(buyer, stack, 'vouchers.markUsed', { id: voucher.id }),
    );
    expect(used.result?.data).toMatchObject({ id: voucher.id, status: 'used' });
    expect(used.result?.data.usedAt).not.toBeNull();
    expect(used.result?.data.undoUntil).not.toBeNull();

    const again = await trpcMutation(buyer, stack, 'vouchers.markUsed', { id: voucher.id });
    expect(answer(again).error?.data.productCode).toBe('VOUCHER_NOT_ACTIVE');

    const undone = answer<VoucherView>(
      await trpcMutation(buyer, stack, 'vouchers.undoUsed', { id: voucher.id }),
    );
    expect(undone.result?.data).toMatchObject({ status: 'active', usedAt: null });
    const read = answer<VoucherView>(await trpc(buyer, stack, 'vouchers.get', { id: voucher.id }));
    expect(read.result?.data).toMatchObject({ exchangeId: exchange.id, status: 'active' });
  });

  it('shows a shared voucher to a signed-out visitor until the link is revoked', async () => {
    const link = answer<ShareLinkView>(
      await trpcMutation(buyer, stack, 'vouchers.share', { id: voucher.id }),
    ).result?.data;
    if (!link) throw new Error('no share link');
    const url = new URL(link.url);
    expect(url.origin).toBe(stack.bffUrl);
    expect(matchRoute(url.pathname)?.route.name).toBe('gift-detail-shared');
    expect(url.searchParams.get('token')).toBe(link.token);

    const shares = answer<{ items: ShareLinkView[] }>(
      await trpc(buyer, stack, 'vouchers.shares', { id: voucher.id }),
    );
    expect(shares.result?.data.items).toEqual([
      expect.objectContaining({ id: link.id, revokedAt: null }),
    ]);
    expect(shares.result?.data.items[0]).not.toHaveProperty('token');

    // A visitor with no cookies at all, as the opened link would be.
    const readShared = async () => {
      const input = encodeURIComponent(JSON.stringify({ token: link.token }));
      const response = await fetch(`${stack.bffUrl}/trpc/vouchers.shared?input=${input}`, {
        headers: { 'x-kado-csrf': '1' },
      });
      const body = await response.text();
      expect(body).not.toMatch(JWT);
      return { response, body: JSON.parse(body) as TrpcAnswer<VoucherView> };
    };
    const walletRequestsBefore = stack.walletRequests.length;
    const shared = await readShared();
    expect(shared.response.headers.get('cache-control')).toBe('no-store');
    expect(shared.body.result?.data).toMatchObject({
      code: voucher.code,
      status: 'active',
      gift: { id: GIFT_ID },
    });
    expect(shared.body.result?.data).not.toHaveProperty('id');
    const walletCalls = stack.walletRequests.slice(walletRequestsBefore);
    expect(walletCalls.length).toBeGreaterThan(0);
    for (const headers of walletCalls) expect(headers.authorization).toBeUndefined();

    const revoked = await trpcMutation(buyer, stack, 'vouchers.revokeShare', {
      id: voucher.id,
      shareId: link.id,
    });
    expect(revoked.status).toBe(200);
    const gone = await readShared();
    expect(gone.response.status).toBe(404);
    expect(gone.body.error?.data).toMatchObject({ code: 'NOT_FOUND', productCode: 'NOT_FOUND' });

    const malformed = await trpc(new Browser(), stack, 'vouchers.shared', { token: 'short' });
    expect(answer(malformed).error?.data.productCode).toBe('VALIDATION_FAILED');
  });

  it('never hands the browser a token', () => {
    const bffAnswers = buyer.seen.filter((response) => response.url.startsWith(stack.bffUrl));
    expect(bffAnswers.some((response) => response.url.includes('/trpc/vouchers.'))).toBe(true);
    for (const response of bffAnswers) {
      expect(response.body).not.toMatch(JWT);
      expect(response.headers).not.toMatch(JWT);
    }
  });

  it("names the gift of a voucher notice in the reader's language", async () => {
    const gift = answer<{ name: string }>(
      await trpc(buyer, stack, 'catalog.gift', { id: GIFT_ID }),
    );
    const list = answer<{ items: { kind: string; giftName?: string | null }[] }>(
      await trpc(buyer, stack, 'notifications.list'),
    );
    const issued = list.result?.data.items.filter((item) => item.kind === 'voucher_issued') ?? [];
    expect(issued.length).toBeGreaterThan(0);
    expect(issued.every((item) => item.giftName === gift.result?.data.name)).toBe(true);
  });

  it('shows the demo account its vouchers in every state', async () => {
    const demo = new Browser();
    await signIn(demo, stack);
    const list = answer<{ items: VoucherView[] }>(
      await trpc(demo, stack, 'vouchers.list', { limit: 100 }),
    );
    expect(new Set(list.result?.data.items.map((item) => item.status))).toEqual(
      new Set(VOUCHER_STATUSES),
    );
    const refunded = answer<{ items: VoucherView[] }>(
      await trpc(demo, stack, 'vouchers.list', { status: 'refunded' }),
    );
    expect(refunded.result?.data.items.length).toBeGreaterThan(0);
    expect(refunded.result?.data.items.every((item) => item.status === 'refunded')).toBe(true);
  });

  it('lists active vouchers soonest expiry first across pages', async () => {
    const demo = new Browser();
    await signIn(demo, stack);
    const seen: { id: string; expiresAt: string }[] = [];
    let cursor: string | null = null;
    do {
      const page: TrpcAnswer<{
        items: { id: string; expiresAt: string }[];
        nextCursor: string | null;
      }> = answer(
        await trpc(demo, stack, 'vouchers.list', {
          status: 'active',
          sort: 'expiry',
          limit: 2,
          ...(cursor ? { cursor } : {}),
        }),
      );
      seen.push(...(page.result?.data.items ?? []));
      cursor = page.result?.data.nextCursor ?? null;
    } while (cursor);
    expect(seen.length).toBeGreaterThan(2);
    const expiries = seen.map((item) => Date.parse(item.expiresAt));
    expect(expiries).toEqual([...expiries].sort((a, b) => a - b));
  });
});
