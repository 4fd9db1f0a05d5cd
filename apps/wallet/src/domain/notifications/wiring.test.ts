/**
 * The producers of notifications wired into the flows that cause them: the sweeper's voucher
 * notices, boxes issued to a verified phone, and a phone verified with boxes already waiting.
 */
import { randomUUID } from 'node:crypto';

import { TEST_DATABASE_KINDS } from '@kado/db/testing';
import { smsOutboxSchema, type IssuedBoxes, type NotificationPage } from '@kado/shared/schemas';
import { describe, expect, it } from 'vitest';

import { TEST_GIFT, useExchangeWallet } from '../../routes/v1/exchanges/testing.js';
import { testPhone, verifiedAccount } from '../boxes/testing.js';
import { DAY_MS } from '../ledger/testing.js';
import { notifyExpiringVouchers } from './notifications.js';

describe.each(TEST_DATABASE_KINDS)('notification wiring on %s', (database) => {
  const { db, call, operator, createGift, grant, exchanged } = useExchangeWallet(database);
  const noticesOf = async (subject: string) =>
    (await call('GET', '/v1/notifications?limit=100', subject)).json<NotificationPage>().items;
  const expiringVouchersOf = async (subject: string) =>
    (await noticesOf(subject)).flatMap((n) => (n.kind === 'voucher_expiring' ? [n.params] : []));
  const boxesReceivedBy = async (subject: string) =>
    (await noticesOf(subject)).flatMap((n) => (n.kind === 'box_received' ? [n.params] : []));
  const issueBoxes = async (payload: object) => {
    const response = await operator('POST', '/v1/operator/boxes', payload);
    expect(response.statusCode).toBe(201);
    return response.json<IssuedBoxes>().items;
  };

  it('tells of a live voucher expiring within 7 days once, and not of a used or refunded one', async () => {
    const account = await verifiedAccount(db());
    const soon = await createGift({ points: 10, validityDays: 5 });
    const later = await createGift({ points: 10, validityDays: 30 });
    await grant(account.subject, 50);
    const { vouchers } = await exchanged(account.subject, soon, 2);
    const [live, used] = vouchers;
    await call('POST', `/v1/vouchers/${used!.id}/use`, account.subject);
    const refunded = await exchanged(account.subject, soon);
    const refund = await operator('POST', '/v1/operator/refunds', {
      ledgerEntryId: refunded.ledgerEntryId,
      reason: 'test_refund',
    });
    expect(refund.statusCode).toBe(201);
    const [distant] = (await exchanged(account.subject, later)).vouchers;

    expect(await notifyExpiringVouchers(db())).toBeGreaterThanOrEqual(1);
    expect(await notifyExpiringVouchers(db())).toBe(0);
    expect(await expiringVouchersOf(account.subject)).toEqual([
      { voucherId: live!.id, giftId: soon, expiresAt: live!.expiresAt },
    ]);

    // Three weeks on, the 30-day voucher is within its last 7 days; the other is told no more.
    const threeWeeksOn = new Date(Date.now() + 24 * DAY_MS);
    await notifyExpiringVouchers(db(), threeWeeksOn);
    await notifyExpiringVouchers(db(), threeWeeksOn);
    const told = await expiringVouchersOf(account.subject);
    expect(told.map((notice) => notice.voucherId).sort()).toEqual([live!.id, distant!.id].sort());
  });

  it("names the gift of a voucher notice in the reader's language", async () => {
    const account = await verifiedAccount(db());
    const giftId = await createGift({ points: 10 });
    const thaiName = TEST_GIFT.names.th;
    await grant(account.subject, 10);
    const [voucher] = (await exchanged(account.subject, giftId)).vouchers;
    const issued = async (query: string) =>
      (await call('GET', `/v1/notifications?${query}`, account.subject))
        .json<NotificationPage>()
        .items.find((n) => n.kind === 'voucher_issued' && n.params.voucherId === voucher!.id);
    expect(await issued('')).toMatchObject({ giftName: 'Test Voucher', params: { giftId } });
    expect(await issued('locale=th')).toMatchObject({ giftName: thaiName });
  });

  it('tells the verified owner of a phone of boxes an operator issues to it', async () => {
    const account = await verifiedAccount(db());
    const expiresAt = new Date(Date.now() + 60 * DAY_MS).toISOString();
    const boxes = await issueBoxes({
      market: 'SG',
      points: 300,
      count: 2,
      expiresAt,
      recipientPhone: account.phone,
    });
    await issueBoxes({ market: 'SG', points: 50, count: 1, recipientPhone: testPhone() });
    const told = await boxesReceivedBy(account.subject);
    expect(told.map((notice) => notice.boxId).sort()).toEqual(boxes.map((box) => box.id).sort());
    expect(told[0]).toMatchObject({ points: 300, expiresAt });
  });

  it('tells a phone’s owner of the boxes already waiting when the phone is verified', async () => {
    const subject = `verifier-${randomUUID()}`;
    const phone = testPhone();
    const waiting = await issueBoxes({
      market: 'SG',
      points: 120,
      count: 3,
      recipientPhone: phone,
    });
    expect((await call('POST', '/v1/me/phone/otp', subject, { phone })).statusCode).toBe(200);
    expect(await boxesReceivedBy(subject)).toEqual([]);

    const outbox = await call('GET', `/v1/dev/sms-outbox?phone=${encodeURIComponent(phone)}`, null);
    const [message] = smsOutboxSchema.parse(outbox.json()).messages;
    const code = /\b([0-9]{6})\b/.exec(message?.text ?? '')?.[1];
    const verified = await call('POST', '/v1/me/phone/verify', subject, { phone, code });
    expect(verified.statusCode).toBe(200);

    const told = await boxesReceivedBy(subject);
    expect(told.map((notice) => notice.boxId).sort()).toEqual(waiting.map((box) => box.id).sort());
  });
});
