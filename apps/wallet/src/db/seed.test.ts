import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '@kado/db/testing';
import { DEMO_ACCOUNT } from '@kado/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getBalance } from '../domain/points/balance.js';
import { listVouchers } from '../domain/vouchers/vouchers.js';
import { DEMO_GIFTS } from './demo-catalog.js';
import { migrations } from './migrations/index.js';
import { seedDemo } from './seed.js';

describe.each(TEST_DATABASE_KINDS)('demo seed on %s', (kind) => {
  let test: TestDatabase;
  const now = new Date();
  beforeAll(async () => {
    test = await openTestDatabase(kind, migrations);
    await seedDemo(test.db, now);
  });
  afterAll(() => test.dispose());

  const count = async (table: string) =>
    (await test.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;

  it('is idempotent: a second run adds nothing', async () => {
    const before = await Promise.all(
      ['categories', 'brands', 'gifts', 'accounts', 'point_lots', 'ledger_entries'].map(count),
    );
    expect(before).toEqual([8, 30, DEMO_GIFTS.length, 1, 5, 14]);
    await seedDemo(test.db, new Date(now.getTime() + 60_000));
    const after = await Promise.all(
      ['categories', 'brands', 'gifts', 'accounts', 'point_lots', 'ledger_entries'].map(count),
    );
    expect(after).toEqual(before);
  });

  it('gives the demo account 15,500 live points and a ledger that adds up', async () => {
    const [account] = await test.db.query<{ id: string; market: string; phone: string | null }>(
      'SELECT id, market, phone FROM accounts WHERE subject = $1',
      [DEMO_ACCOUNT.subject],
    );
    expect(account).toMatchObject({ market: 'SG', phone: null });
    const balance = await getBalance(test.db, account!.id, now);
    expect(balance).toMatchObject({ balance: 15_500, expiringSoon: 5_000 });
    expect(balance.nextExpiry?.points).toBe(5_000);

    const [sums] = await test.db.query(
      `SELECT (SELECT sum(points)::int FROM ledger_entries WHERE account_id = $1) AS entries,
              (SELECT sum(remaining)::int FROM point_lots WHERE account_id = $1) AS remainders`,
      [account!.id],
    );
    expect(sums).toEqual({ entries: 15_500, remainders: 15_500 });
    // Replaying the ledger in order reproduces every recorded running balance.
    const entries = await test.db.query<{ points: number; balance_before: number }>(
      'SELECT points, balance_before FROM ledger_entries WHERE account_id = $1 ORDER BY created_at',
      [account!.id],
    );
    let running = 0;
    for (const entry of entries) {
      expect(entry.balance_before).toBe(running);
      running += entry.points;
    }
    expect(
      await test.db.query(
        `SELECT l.amount, l.remaining FROM ledger_entries e JOIN point_lots l ON l.id = e.lot_id
         WHERE e.kind = 'expire' ORDER BY e.created_at`,
      ),
    ).toEqual([
      { amount: 10_500, remaining: 0 },
      { amount: 1_000, remaining: 0 },
    ]);
  });

  it('gives the demo account vouchers in every state', async () => {
    const [account] = await test.db.query<{ id: string }>(
      'SELECT id FROM accounts WHERE subject = $1',
      [DEMO_ACCOUNT.subject],
    );
    const { items } = await listVouchers(test.db, account!.id, { locale: 'en', limit: 100, now });
    const byStatus = (status: string) =>
      items.filter((v) => v.status === status).map((v) => v.gift.id);
    expect(byStatus('active').sort()).toEqual([
      'kopi-lane-iced-latte-sg',
      'kopi-lane-iced-latte-sg',
      'tropika-mart-30-sg',
    ]);
    expect(byStatus('used').sort()).toEqual(['kopi-lane-10-sg', 'lumen-books-25-sg']);
    expect(byStatus('expired')).toEqual(['harbour-croissant-box-sg']);
    expect(byStatus('refunded')).toEqual(['nova-movie-ticket-sg']);
    // Marked used two hours ago: still undoable; the other, long ago: not.
    expect(items.find((v) => v.gift.id === 'kopi-lane-10-sg')?.undoUntil).not.toBeNull();
    // Lumen Books takes its gift cards in its shops (a QR code) and online (the code and a PIN).
    const both = items.find((v) => v.gift.id === 'lumen-books-25-sg');
    expect(both).toMatchObject({ undoUntil: null, barcode: { format: 'qr' } });
    expect(both?.pin).toMatch(/^[0-9]{6}$/);
  });
});
