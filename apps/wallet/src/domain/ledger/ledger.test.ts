import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '@kado/db/testing';
import { KadoError } from '@kado/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { migrations } from '../../db/migrations/index.js';
import { getBalance } from '../points/balance.js';
import { credit, debit, refund } from './ledger.js';
import {
  createAccount,
  DAY_MS,
  entriesOf,
  expectRunningBalances,
  ledgerSums,
  lotsOf,
} from './testing.js';

const T0 = new Date('2031-03-01T00:00:00Z');
const at = (days: number) => new Date(T0.getTime() + days * DAY_MS);

describe.each(TEST_DATABASE_KINDS)('the ledger on %s', (kind) => {
  let test: TestDatabase;
  let accountId: string;
  beforeAll(async () => {
    test = await openTestDatabase(kind, migrations);
  });
  afterAll(() => test.dispose());
  beforeEach(async () => {
    accountId = await createAccount(test.db);
  });

  const grant = (points: number, expiresInDays: number, now = T0) =>
    test.db.transaction((tx) =>
      credit(tx, {
        accountId,
        points,
        expiresAt: at(expiresInDays),
        source: 'grant',
        reason: 'test_grant',
        now,
      }),
    );
  const spend = (points: number, now = T0) =>
    test.db.transaction((tx) =>
      debit(tx, { accountId, points, kind: 'exchange', reason: 'test_exchange', now }),
    );
  const reverse = (ledgerEntryId: string, now = T0) =>
    test.db.transaction((tx) => refund(tx, { ledgerEntryId, reason: 'test_refund', now }));
  const codeOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'resolved',
      (error: unknown) => (error instanceof KadoError ? error.code : String(error)),
    );

  it('credits a lot and its entry, with the running balance and the masked code', async () => {
    await grant(300, 10);
    const charged = await test.db.transaction((tx) =>
      credit(tx, {
        accountId,
        points: 200,
        expiresAt: at(30),
        source: 'charge',
        reason: 'box_charged',
        maskedCode: '****-****-****-7K3Q',
        now: T0,
      }),
    );
    expect(charged.balanceAfter).toBe(500);
    expect(await entriesOf(test.db, accountId)).toMatchObject([
      { kind: 'grant', points: 300, balance_before: 0, balance_after: 300 },
      {
        kind: 'charge',
        points: 200,
        balance_before: 300,
        balance_after: 500,
        reason: 'box_charged',
        lot_id: charged.lotId,
      },
    ]);
    const [lot] = await test.db.query('SELECT masked_code FROM point_lots WHERE id = $1', [
      charged.lotId,
    ]);
    expect(lot).toEqual({ masked_code: '****-****-****-7K3Q' });
  });

  it('spends the first-expiring lot first, and the older of two that expire together', async () => {
    const late = await grant(100, 90);
    const older = await grant(100, 30);
    const newer = await grant(100, 30, new Date(T0.getTime() + 1000));
    const soonest = await grant(50, 10);
    const spent = await spend(220, new Date(T0.getTime() + 2000));
    expect(spent.consumed).toEqual([
      { lotId: soonest.lotId, points: 50 },
      { lotId: older.lotId, points: 100 },
      { lotId: newer.lotId, points: 70 },
    ]);
    expect(spent.balanceAfter).toBe(130);
    const remaining = new Map(
      (await lotsOf(test.db, accountId)).map((lot) => [lot.id, lot.remaining]),
    );
    expect([soonest, older, newer, late].map((lot) => remaining.get(lot.lotId))).toEqual([
      0, 0, 30, 100,
    ]);
    const consumptions = await test.db.query(
      'SELECT lot_id, points FROM lot_consumptions WHERE ledger_entry_id = $1 ORDER BY points',
      [spent.ledgerEntryId],
    );
    expect(consumptions).toHaveLength(3);
    expect(await ledgerSums(test.db, accountId)).toEqual({ entries: 130, remainders: 130 });
  });

  it('refuses to spend more than the balance, changing nothing', async () => {
    await grant(100, 10);
    expect(await codeOf(spend(101))).toBe('INSUFFICIENT_POINTS');
    expect(await entriesOf(test.db, accountId)).toHaveLength(1);
    expect(await ledgerSums(test.db, accountId)).toEqual({ entries: 100, remainders: 100 });
  });

  it('refuses a credit past 10,000,000 points, and accepts one that reaches it', async () => {
    await grant(9_999_000, 10);
    expect(await codeOf(grant(1_001, 10))).toBe('BALANCE_LIMIT_EXCEEDED');
    expect((await grant(1_000, 10)).balanceAfter).toBe(10_000_000);
  });

  it('refuses fractional, zero or negative points, and a credit that has already expired', async () => {
    expect(await codeOf(grant(1.5, 10))).toBe('VALIDATION_FAILED');
    expect(await codeOf(grant(0, 10))).toBe('VALIDATION_FAILED');
    expect(await codeOf(spend(-5))).toBe('VALIDATION_FAILED');
    expect(await codeOf(grant(10, 0))).toBe('VALIDATION_FAILED');
    expect(await entriesOf(test.db, accountId)).toEqual([]);
  });

  it('refunds an exchange into the lots it came from, keeping their expiry', async () => {
    const first = await grant(100, 10);
    const second = await grant(100, 20);
    const spent = await spend(150);
    const refunded = await reverse(spent.ledgerEntryId, at(1));
    expect(refunded).toMatchObject({ accountId, points: 150, balanceAfter: 200 });
    const lots = await lotsOf(test.db, accountId);
    expect(lots.map((lot) => [lot.id, lot.remaining, lot.expires_at.getTime()])).toEqual([
      [first.lotId, 100, at(10).getTime()],
      [second.lotId, 100, at(20).getTime()],
    ]);
    expect((await entriesOf(test.db, accountId)).at(-1)).toMatchObject({
      id: refunded.ledgerEntryId,
      kind: 'refund',
      points: 150,
      balance_before: 50,
      balance_after: 200,
      refund_of: spent.ledgerEntryId,
      lot_id: null,
    });
    expect(await ledgerSums(test.db, accountId)).toEqual({ entries: 200, remainders: 200 });
  });

  it('refuses a second refund of the same exchange', async () => {
    await grant(100, 10);
    const spent = await spend(40);
    await reverse(spent.ledgerEntryId);
    expect(await codeOf(reverse(spent.ledgerEntryId))).toBe('ALREADY_REFUNDED');
    expect(await ledgerSums(test.db, accountId)).toEqual({ entries: 100, remainders: 100 });
  });

  it('refunds only exchanges, and only ones that exist', async () => {
    const granted = await grant(100, 10);
    expect(await codeOf(reverse(granted.ledgerEntryId))).toBe('NOT_REFUNDABLE');
    expect(await codeOf(reverse('00000000-0000-4000-8000-000000000000'))).toBe('NOT_FOUND');
  });

  it('lets refunded points that went back to an expired lot expire again at once', async () => {
    const shortLived = await grant(100, 5);
    await grant(100, 50);
    const spent = await spend(150);
    const refunded = await reverse(spent.ledgerEntryId, at(6));
    expect(refunded.balanceAfter).toBe(100);
    const entries = await entriesOf(test.db, accountId);
    expect(entries.slice(-2)).toMatchObject([
      { kind: 'refund', points: 150, balance_before: 50, balance_after: 200 },
      { kind: 'expire', points: -100, lot_id: shortLived.lotId, reason: 'lot_expired' },
    ]);
    await expectRunningBalances(test.db, accountId);
    expect(await ledgerSums(test.db, accountId)).toEqual({ entries: 100, remainders: 100 });
  });

  it('refuses a refund that would take the balance past the limit', async () => {
    await grant(1_000, 10);
    const spent = await spend(1_000);
    await grant(9_999_500, 10);
    expect(await codeOf(reverse(spent.ledgerEntryId))).toBe('BALANCE_LIMIT_EXCEEDED');
  });

  it('expires overdue lots before spending, so an expired lot never pays', async () => {
    await grant(100, 5);
    await grant(100, 50);
    expect(await codeOf(spend(150, at(6)))).toBe('INSUFFICIENT_POINTS');
    // The refused debit rolled back, expiry included; the next one writes it for good.
    expect((await entriesOf(test.db, accountId)).map((entry) => entry.kind)).toEqual([
      'grant',
      'grant',
    ]);
    expect((await spend(60, at(6))).balanceAfter).toBe(40);
    expect(
      (await entriesOf(test.db, accountId)).map((entry) => [entry.kind, entry.balance_before]),
    ).toEqual([
      ['grant', 0],
      ['grant', 100],
      ['expire', 200],
      ['exchange', 100],
    ]);
    expect(await getBalance(test.db, accountId, at(6))).toMatchObject({ balance: 40 });
  });

  it('refuses to edit an entry: the ledger is append-only', async () => {
    const granted = await grant(100, 10);
    await expect(
      test.db.query(`UPDATE ledger_entries SET reason = 'edited' WHERE id = $1`, [
        granted.ledgerEntryId,
      ]),
    ).rejects.toThrow(/append-only/);
  });

  it('keeps each refund linked to one exchange in the database itself', async () => {
    await grant(100, 10);
    const spent = await spend(10);
    const insertRefund = () =>
      test.db.query(
        `INSERT INTO ledger_entries
           (account_id, kind, points, balance_before, balance_after, reason, refund_of)
         VALUES ($1, 'refund', 10, 90, 100, 'x', $2)`,
        [accountId, spent.ledgerEntryId],
      );
    await insertRefund();
    await expect(insertRefund()).rejects.toThrow();
    await expect(
      test.db.query(
        `INSERT INTO ledger_entries (account_id, kind, points, balance_before, balance_after, reason)
         VALUES ($1, 'refund', 10, 90, 100, 'x')`,
        [accountId],
      ),
    ).rejects.toThrow();
  });
});
