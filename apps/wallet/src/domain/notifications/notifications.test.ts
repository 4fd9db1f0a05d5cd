import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '@kado/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { migrations } from '../../db/migrations/index.js';
import { credit, debit } from '../ledger/ledger.js';
import { createAccount, DAY_MS } from '../ledger/testing.js';
import {
  listNotifications,
  notifyBoxReceived,
  notifyExpiringPoints,
  notifyVoucherExpiring,
  notifyVoucherIssued,
  unreadCount,
} from './notifications.js';

const T0 = new Date('2031-03-01T00:00:00Z');
const at = (days: number) => new Date(T0.getTime() + days * DAY_MS);

describe.each(TEST_DATABASE_KINDS)('notification producers on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind, migrations);
  });
  afterAll(() => test.dispose());

  const grant = (accountId: string, points: number, expiresInDays: number) =>
    test.db.transaction((tx) =>
      credit(tx, {
        accountId,
        points,
        expiresAt: at(expiresInDays),
        source: 'grant',
        reason: 'test_grant',
        now: T0,
      }),
    );

  const expiringOf = async (accountId: string) =>
    (await listNotifications(test.db, accountId, { limit: 100 })).items
      .flatMap((n) => (n.kind === 'points_expiring' ? [n.params] : []))
      .map(({ lotId, daysBefore, points }) => ({ lotId, daysBefore, points }));

  it('tells of each lot once per threshold, however often it runs', async () => {
    const accountId = await createAccount(test.db);
    const in20 = await grant(accountId, 500, 20);
    const in5 = await grant(accountId, 300, 5);
    await grant(accountId, 900, 45);

    const first = await notifyExpiringPoints(test.db, T0);
    expect(await notifyExpiringPoints(test.db, T0)).toBe(0);
    expect(first).toBe(2);
    // The lot 5 days from expiry hears only "7 days": a belated "30 days" would mislead.
    expect(await expiringOf(accountId)).toEqual(
      expect.arrayContaining([
        { lotId: in20.lotId, daysBefore: 30, points: 500 },
        { lotId: in5.lotId, daysBefore: 7, points: 300 },
      ]),
    );
    expect(await expiringOf(accountId)).toHaveLength(2);

    // Two weeks later the first lot reaches 7 days: one more, and again only once.
    await notifyExpiringPoints(test.db, at(14));
    await notifyExpiringPoints(test.db, at(14));
    expect(await expiringOf(accountId)).toHaveLength(3);
    expect(await expiringOf(accountId)).toContainEqual({
      lotId: in20.lotId,
      daysBefore: 7,
      points: 500,
    });
  });

  it('runs concurrently without a duplicate', async () => {
    const accountId = await createAccount(test.db);
    await grant(accountId, 100, 10);
    await Promise.all([1, 2, 3].map(() => notifyExpiringPoints(test.db, T0)));
    expect(await expiringOf(accountId)).toHaveLength(1);
  });

  it('says nothing of spent or expired lots', async () => {
    const accountId = await createAccount(test.db);
    await grant(accountId, 100, 10);
    await test.db.transaction((tx) =>
      debit(tx, { accountId, points: 100, kind: 'exchange', reason: 'gift', now: T0 }),
    );
    await notifyExpiringPoints(test.db, T0);
    expect(await expiringOf(accountId)).toEqual([]);
    await grant(accountId, 100, 3);
    await notifyExpiringPoints(test.db, at(4));
    expect(await expiringOf(accountId)).toEqual([]);
  });

  it('stores box and voucher events once each, inside the caller’s transaction', async () => {
    const accountId = await createAccount(test.db);
    const boxId = '11111111-1111-4111-8111-111111111111';
    const voucher = {
      accountId,
      voucherId: '22222222-2222-4222-8222-222222222222',
      giftId: 'sg-coffee',
      expiresAt: at(90),
    };
    const produce = () =>
      test.db.transaction(async (tx) => [
        await notifyBoxReceived(tx, { accountId, boxId, points: 2_000, expiresAt: at(180) }),
        await notifyVoucherIssued(tx, voucher),
        await notifyVoucherExpiring(tx, voucher),
      ]);
    expect(await produce()).toEqual([true, true, true]);
    expect(await produce()).toEqual([false, false, false]);
    await expect(
      test.db.transaction(async (tx) => {
        await notifyVoucherIssued(tx, {
          ...voucher,
          voucherId: '33333333-3333-4333-8333-333333333333',
        });
        throw new Error('the exchange failed');
      }),
    ).rejects.toThrow('the exchange failed');

    const { items } = await listNotifications(test.db, accountId, { limit: 10 });
    expect(items.map((n) => n.kind).sort()).toEqual([
      'box_received',
      'voucher_expiring',
      'voucher_issued',
    ]);
    expect(items.find((n) => n.kind === 'box_received')?.params).toEqual({
      boxId,
      points: 2_000,
      expiresAt: at(180).toISOString(),
    });
    expect(await unreadCount(test.db, accountId)).toBe(3);
  });
});
