import { randomUUID } from 'node:crypto';

import { TEST_DATABASE_KINDS } from '@kado/db/testing';
import type {
  NotificationPage,
  PresentCard,
  ReceivedPresent,
  SentPresent,
  SentPresentPage,
  SentPresentResult,
  VoucherPage,
} from '@kado/shared/schemas';
import { describe, expect, it } from 'vitest';

import { ledgerSums, lotsOf } from '../../../domain/ledger/testing.js';
import { errorCode, usePresentWallet } from './testing.js';

describe.each(TEST_DATABASE_KINDS)('giving a gift on %s', (database) => {
  const {
    db,
    call,
    send,
    sent,
    sender,
    recipient,
    open,
    claim,
    decline,
    cancel,
    noticesOf,
    vouchersOf,
    stockOf,
    grant,
    createGift,
  } = usePresentWallet(database);

  const sentList = async (subject: string) =>
    (await call('GET', '/v1/sent-gifts', subject)).json<SentPresentPage>();

  describe('sending', () => {
    it('debits the sender like an exchange and holds the vouchers out of their list', async () => {
      const alice = await sender(1_000);
      const gift = await sent(alice.subject, { giftId: alice.giftId, quantity: 2 });

      expect(gift).toMatchObject({
        giftId: alice.giftId,
        quantity: 2,
        points: 200,
        design: 'birthday',
        message: 'Happy birthday!',
        senderName: 'Mei',
        state: 'sent',
        hasPasscode: false,
        balanceAfter: 800,
      });
      expect(gift.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await stockOf(alice.giftId)).toBe(98);
      expect(await ledgerSums(db(), alice.id)).toEqual({ entries: 800, remainders: 800 });
      // Held: not in the sender's vouchers, no "voucher issued" notice, the token kept hashed.
      const mine = (await call('GET', '/v1/vouchers', alice.subject)).json<VoucherPage>();
      expect(mine.items).toEqual([]);
      expect(await noticesOf(alice.id)).toEqual([]);
      const vouchers = await vouchersOf({ presentId: gift.id });
      expect(vouchers.map((v) => [v.account_id, v.held])).toEqual([
        [alice.id, true],
        [alice.id, true],
      ]);
      const [stored] = await db().query<{ token_hash: string }>(
        'SELECT token_hash FROM presents WHERE id = $1',
        [gift.id],
      );
      expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(stored)).not.toContain(gift.token);

      const list = await sentList(alice.subject);
      expect(list.items).toHaveLength(1);
      expect(list.items[0]).toMatchObject({ id: gift.id, state: 'sent', points: 200 });
      expect(list.items[0]?.history.map((h) => [h.from, h.to])).toEqual([[null, 'sent']]);
      expect(JSON.stringify(list)).not.toContain(gift.token);
    });

    it('spends once for a retried send, and the replay carries no token', async () => {
      const alice = await sender(1_000);
      const key = { 'idempotency-key': `send-${randomUUID()}` };
      const payload = { giftId: alice.giftId, quantity: 1 };
      const first = await send(alice.subject, payload, key);
      const again = await send(alice.subject, payload, key);
      expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
      expect(again.headers['idempotent-replayed']).toBe('true');
      const firstBody = first.json<SentPresentResult>();
      const againBody = again.json<SentPresentResult>();
      expect(firstBody.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(againBody).toEqual({ ...firstBody, token: null });
      expect(await ledgerSums(db(), alice.id)).toEqual({ entries: 900, remainders: 900 });
      expect((await sentList(alice.subject)).items).toHaveLength(1);
      const [keys] = await db().query<{ body: string }>(
        'SELECT body::text AS body FROM idempotency_keys WHERE account_id = $1',
        [alice.id],
      );
      expect(keys?.body).not.toContain(firstBody.token);
    });

    it('refuses with the exchange errors and writes nothing', async () => {
      const alice = await sender(150);
      expect(errorCode(await send(alice.subject, { giftId: alice.giftId, quantity: 2 }))).toBe(
        'INSUFFICIENT_POINTS',
      );
      expect(errorCode(await send(alice.subject, { giftId: 'no-such-gift' }))).toBe(
        'GIFT_UNAVAILABLE',
      );
      const scarce = await createGift({ points: 10 }, 1);
      expect(errorCode(await send(alice.subject, { giftId: scarce, quantity: 2 }))).toBe(
        'OUT_OF_STOCK',
      );
      const guest = await recipient();
      const refused = await send(guest.subject, { giftId: alice.giftId });
      expect([refused.statusCode, errorCode(refused)]).toEqual([403, 'PHONE_NOT_VERIFIED']);
      expect((await sentList(alice.subject)).items).toEqual([]);
      expect(await ledgerSums(db(), alice.id)).toEqual({ entries: 150, remainders: 150 });
    });

    it('allows 10 sends an hour, then RATE_LIMITED', async () => {
      const alice = await sender(10_000, { points: 10 });
      for (let i = 0; i < 10; i += 1) await sent(alice.subject, { giftId: alice.giftId });
      const refused = await send(alice.subject, { giftId: alice.giftId });
      expect([refused.statusCode, errorCode(refused)]).toEqual([429, 'RATE_LIMITED']);
      expect(await ledgerSums(db(), alice.id)).toEqual({ entries: 9_900, remainders: 9_900 });
    });
  });

  describe('opening', () => {
    it('shows the card without any voucher code, and tells the sender of the first open', async () => {
      const alice = await sender();
      const gift = await sent(alice.subject, { giftId: alice.giftId, design: 'diwali' });
      const first = await open(gift.token);
      expect(first.statusCode).toBe(200);
      const card = first.json<ReceivedPresent>();
      expect(card).toMatchObject({
        design: 'diwali',
        message: 'Happy birthday!',
        senderName: 'Mei',
        quantity: 1,
        state: 'opened',
        needsPasscode: false,
        locked: false,
        validityDays: 30,
      });
      expect(card.gift.id).toBe(alice.giftId);
      const [voucher] = await vouchersOf({ presentId: gift.id });
      expect(first.body).not.toContain(voucher?.code);
      expect(Date.parse(card.vouchersExpireAt)).toBe(voucher?.expires_at.getTime());

      await open(gift.token);
      const [listed] = (await sentList(alice.subject)).items;
      expect(listed?.history.map((h) => h.to)).toEqual(['sent', 'opened']);
      expect((await noticesOf(alice.id)).map((n) => n.kind)).toEqual(['present_opened']);
    });

    it('answers GIFT_NOT_FOUND for a token no gift has', async () => {
      const response = await open('A'.repeat(43));
      expect([response.statusCode, errorCode(response)]).toEqual([404, 'GIFT_NOT_FOUND']);
    });
  });

  describe('the preview card', () => {
    const card = (id: string, query = '') => call('GET', `/v1/gift-cards/${id}${query}`, null);

    it('shows the design, the sender and the gift in the language it was sent in, nothing private', async () => {
      const alice = await sender();
      const response = await call('POST', '/v1/sent-gifts?locale=kr', alice.subject, {
        giftId: alice.giftId,
        quantity: 3,
        design: 'chuseok',
        senderName: 'Min-jun',
        message: 'A secret only the link shows',
        passcode: '4821',
      });
      expect(response.statusCode).toBe(201);
      const gift = response.json<SentPresentResult & { token: string }>();
      const [stored] = await db().query<{ locale: string }>(
        'SELECT locale FROM presents WHERE id = $1',
        [gift.id],
      );
      expect(stored?.locale).toBe('kr');

      const read = await card(gift.id);
      expect(read.statusCode).toBe(200);
      expect(read.headers['cache-control']).toBe('public, max-age=60');
      const body = read.json<PresentCard>();
      expect(body).toEqual({
        id: gift.id,
        design: 'chuseok',
        senderName: 'Min-jun',
        gift: expect.objectContaining({
          id: alice.giftId,
          name: 'Kopi Lane 망고 스무디',
        }) as unknown,
        quantity: 3,
        locale: 'kr',
      });
      expect(Object.keys(body).sort()).toEqual([
        'design',
        'gift',
        'id',
        'locale',
        'quantity',
        'senderName',
      ]);
      const [voucher] = await vouchersOf({ presentId: gift.id });
      for (const secret of [gift.token, 'A secret only the link shows', voucher?.code, '4821']) {
        expect(read.body).not.toContain(secret);
      }
      for (const key of ['message', 'token', 'code', 'state', 'passcode', 'hasPasscode']) {
        expect(read.body).not.toContain(`"${key}"`);
      }
      // Reading the card is not opening the gift.
      expect((await sentList(alice.subject)).items[0]?.state).toBe('sent');
      expect(await noticesOf(alice.id)).toEqual([]);
    });

    it('answers 404 GIFT_NOT_FOUND for an unknown id, not cached', async () => {
      const response = await card(randomUUID());
      expect([response.statusCode, errorCode(response)]).toEqual([404, 'GIFT_NOT_FOUND']);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('answers 400 for an id that is not a uuid, or for a query it does not take', async () => {
      const notUuid = await card('not-a-uuid');
      expect([notUuid.statusCode, errorCode(notUuid)]).toEqual([400, 'VALIDATION_FAILED']);
      const alice = await sender();
      const gift = await sent(alice.subject, { giftId: alice.giftId });
      const withQuery = await card(gift.id, '?token=x');
      expect([withQuery.statusCode, errorCode(withQuery)]).toEqual([400, 'VALIDATION_FAILED']);
      expect((await card(gift.id)).statusCode).toBe(200);
    });
  });

  describe('claiming', () => {
    it('moves the vouchers to the recipient with their expiry, needing no verified phone', async () => {
      const alice = await sender();
      const bob = await recipient();
      const gift = await sent(alice.subject, { giftId: alice.giftId, quantity: 2 });
      const before = await vouchersOf({ presentId: gift.id });

      const response = await claim(bob.subject, gift.token);
      expect(response.statusCode).toBe(200);
      const claimed = response.json<{ state: string; voucherIds: string[] }>();
      expect(claimed.state).toBe('claimed');
      expect(claimed.voucherIds.sort()).toEqual(before.map((v) => v.id).sort());

      const after = await vouchersOf({ presentId: gift.id });
      expect(after.map((v) => [v.account_id, v.held, v.expires_at.getTime()])).toEqual(
        before.map((v) => [bob.id, false, v.expires_at.getTime()]),
      );
      const bobs = (await call('GET', '/v1/vouchers', bob.subject)).json<VoucherPage>();
      expect(bobs.items.map((v) => v.id).sort()).toEqual(claimed.voucherIds.sort());
      // The sender sees the state, never the codes, and never hears whether they were used.
      expect((await call('GET', '/v1/vouchers', alice.subject)).json<VoucherPage>().items).toEqual(
        [],
      );
      const exchange = await call(
        'GET',
        `/v1/exchanges/${(await db().query<{ exchange_id: string }>('SELECT exchange_id FROM presents WHERE id = $1', [gift.id]))[0]?.exchange_id}`,
        alice.subject,
      );
      expect(exchange.json<{ vouchers: unknown[] }>().vouchers).toEqual([]);
      const [listed] = (await sentList(alice.subject)).items;
      expect(listed?.state).toBe('claimed');
      expect(Object.keys(listed ?? {})).not.toContain('usedAt');
      expect(JSON.stringify(listed)).not.toContain(before[0]?.code);
      expect((await noticesOf(alice.id)).map((n) => n.kind)).toEqual(['present_claimed']);
      expect(await noticesOf(bob.id)).toEqual([
        {
          kind: 'present_received',
          params: { presentId: gift.id, giftId: alice.giftId, quantity: 2, senderName: 'Mei' },
        },
      ]);
      expect(await ledgerSums(db(), alice.id)).toEqual({ entries: 800, remainders: 800 });

      // The same claimant again: the same answer; anyone else: already claimed.
      const again = await claim(bob.subject, gift.token);
      expect(again.json<{ voucherIds: string[] }>().voucherIds.sort()).toEqual(
        claimed.voucherIds.sort(),
      );
      // A replayed claim tells the recipient nothing new.
      expect((await noticesOf(bob.id)).map((n) => n.kind)).toEqual(['present_received']);
      const carol = await recipient();
      const late = await claim(carol.subject, gift.token);
      expect([late.statusCode, errorCode(late)]).toEqual([409, 'GIFT_ALREADY_CLAIMED']);
      expect(await noticesOf(carol.id)).toEqual([]);
      expect(errorCode(await cancel(alice.subject, gift.id))).toBe('GIFT_ALREADY_CLAIMED');
      expect(errorCode(await decline(gift.token))).toBe('GIFT_ALREADY_CLAIMED');
    });

    it("names the received gift in the reader's language in their notifications", async () => {
      const alice = await sender();
      const bob = await recipient();
      const gift = await sent(alice.subject, { giftId: alice.giftId, senderName: 'Ploy' });
      expect((await claim(bob.subject, gift.token)).statusCode).toBe(200);
      const page = (
        await call('GET', '/v1/notifications?locale=th', bob.subject)
      ).json<NotificationPage>();
      expect(page.items).toHaveLength(1);
      expect(page.items[0]).toMatchObject({
        kind: 'present_received',
        params: { presentId: gift.id, giftId: alice.giftId, quantity: 1, senderName: 'Ploy' },
        giftName: 'สมูทตี้มะม่วง Kopi Lane',
        readAt: null,
      });
      const english = (
        await call('GET', '/v1/notifications', bob.subject)
      ).json<NotificationPage>();
      expect(english.items[0]).toMatchObject({ giftName: 'Test Voucher' });
    });

    it('refuses the sender their own gift', async () => {
      const alice = await sender();
      const gift = await sent(alice.subject, { giftId: alice.giftId });
      const response = await claim(alice.subject, gift.token);
      expect([response.statusCode, errorCode(response)]).toEqual([409, 'OWN_GIFT']);
    });

    it('locks the link after 5 wrong passcodes and tells the sender', async () => {
      const alice = await sender();
      const bob = await recipient();
      const gift = await sent(alice.subject, { giftId: alice.giftId, passcode: '4821' });
      expect(gift.hasPasscode).toBe(true);
      expect(errorCode(await claim(bob.subject, gift.token))).toBe('PASSCODE_REQUIRED');
      const tries: unknown[] = [];
      for (let i = 0; i < 4; i += 1) {
        const wrong = await claim(bob.subject, gift.token, '0000');
        tries.push([
          wrong.statusCode,
          errorCode(wrong),
          wrong.json<{ error: { details: { triesLeft: number } } }>().error.details.triesLeft,
        ]);
      }
      expect(tries).toEqual([
        [403, 'PASSCODE_WRONG', 4],
        [403, 'PASSCODE_WRONG', 3],
        [403, 'PASSCODE_WRONG', 2],
        [403, 'PASSCODE_WRONG', 1],
      ]);
      const fifth = await decline(gift.token, { passcode: '1111' });
      expect([fifth.statusCode, errorCode(fifth)]).toEqual([403, 'GIFT_LOCKED']);
      // Locked: even the right passcode no longer opens it.
      expect(errorCode(await claim(bob.subject, gift.token, '4821'))).toBe('GIFT_LOCKED');
      expect((await open(gift.token)).json<ReceivedPresent>()).toMatchObject({
        locked: true,
        needsPasscode: true,
      });
      expect((await noticesOf(alice.id)).map((n) => n.kind)).toEqual([
        'present_locked',
        'present_opened',
      ]);
      // The sender may still take it back.
      expect((await cancel(alice.subject, gift.id)).json<SentPresent>().state).toBe('cancelled');
      expect(await ledgerSums(db(), alice.id)).toEqual({ entries: 1_000, remainders: 1_000 });
    });

    it('claims with the right passcode', async () => {
      const alice = await sender();
      const bob = await recipient();
      const gift = await sent(alice.subject, { giftId: alice.giftId, passcode: '4821' });
      expect(errorCode(await claim(bob.subject, gift.token, '4820'))).toBe('PASSCODE_WRONG');
      expect((await claim(bob.subject, gift.token, '4821')).statusCode).toBe(200);
    });
  });

  describe('giving back', () => {
    it('declines with a thank-you: points to their lots, vouchers void, stock back', async () => {
      const alice = await sender(0);
      const soon = await grant(alice.subject, 150, 20);
      const later = await grant(alice.subject, 300, 60);
      const lotsBefore = await lotsOf(db(), alice.id);
      const gift = await sent(alice.subject, { giftId: alice.giftId, quantity: 2 });
      expect((await lotsOf(db(), alice.id)).map((l) => [l.id, l.remaining])).toEqual([
        [soon, 0],
        [later, 250],
      ]);
      const response = await decline(gift.token, { note: 'Thank you, so kind!' });
      expect(response.json()).toEqual({ state: 'declined' });
      expect(await lotsOf(db(), alice.id)).toEqual(lotsBefore);
      expect(await ledgerSums(db(), alice.id)).toEqual({ entries: 450, remainders: 450 });
      expect(await stockOf(alice.giftId)).toBe(100);
      const vouchers = await vouchersOf({ presentId: gift.id });
      expect(vouchers.every((v) => v.refunded_at !== null && v.held)).toBe(true);
      const notices = await noticesOf(alice.id);
      expect(notices.at(-1)).toMatchObject({
        kind: 'present_declined',
        params: { presentId: gift.id, note: 'Thank you, so kind!' },
      });
      const [listed] = (await sentList(alice.subject)).items;
      expect(listed).toMatchObject({ state: 'declined', note: 'Thank you, so kind!' });
      const bob = await recipient();
      const late = await claim(bob.subject, gift.token);
      expect([late.statusCode, errorCode(late)]).toEqual([409, 'GIFT_CLOSED']);
      expect(late.json<{ error: { details: unknown } }>().error.details).toEqual({
        state: 'declined',
      });
    });

    it('lets the sender cancel before a claim, once, and nobody else', async () => {
      const alice = await sender();
      const gift = await sent(alice.subject, { giftId: alice.giftId });
      await open(gift.token);
      const stranger = await recipient();
      expect(errorCode(await cancel(stranger.subject, gift.id))).toBe('GIFT_NOT_FOUND');
      const cancelled = await cancel(alice.subject, gift.id);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json<SentPresent>().history.map((h) => [h.from, h.to])).toEqual([
        [null, 'sent'],
        ['sent', 'opened'],
        ['opened', 'cancelled'],
      ]);
      expect(errorCode(await cancel(alice.subject, gift.id))).toBe('GIFT_CLOSED');
      expect(errorCode(await claim(stranger.subject, gift.token))).toBe('GIFT_CLOSED');
      expect(await ledgerSums(db(), alice.id)).toEqual({ entries: 1_000, remainders: 1_000 });
      expect(await stockOf(alice.giftId)).toBe(100);
    });

    it('keeps at most 20 gifts waiting per sender', async () => {
      const alice = await sender(100_000, { points: 10 });
      // Sent over the last hours, so the hourly limit is not what stops the 21st.
      for (let i = 0; i < 20; i += 1) {
        const gift = await sent(alice.subject, { giftId: alice.giftId });
        await db().query(
          'UPDATE presents SET created_at = created_at - make_interval(hours => $2) WHERE id = $1',
          [gift.id, 2 + i],
        );
      }
      const refused = await send(alice.subject, { giftId: alice.giftId });
      expect([refused.statusCode, errorCode(refused)]).toEqual([409, 'GIFT_LIMIT']);
    });
  });
});
