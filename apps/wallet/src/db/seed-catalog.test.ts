import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '@kado/db/testing';
import { LOCALE_CODES, MARKET_CODES } from '@kado/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_GIFTS } from './demo-catalog.js';
import { migrations } from './migrations/index.js';
import { seedCatalog } from './seed-catalog.js';

type Texts = Record<string, string>;

describe.each(TEST_DATABASE_KINDS)('demo catalog on %s', (kind) => {
  let test: TestDatabase;
  // Start-up work, as seedDemo runs it: without the request-sized statement limit, which a busy
  // machine can exceed while the search trigger writes ten rows per gift.
  const seedDemoCatalog = () => test.db.maintenance((session) => seedCatalog(session, new Date()));
  beforeAll(async () => {
    test = await openTestDatabase(kind, migrations);
    await seedDemoCatalog();
  });
  afterAll(() => test.dispose());

  it('has at least 8 categories, 30 brands with colours and 150 gifts with unique ids', async () => {
    const [counts] = await test.db.query<{ categories: number; brands: number; gifts: number }>(
      `SELECT (SELECT count(*)::int FROM categories) AS categories,
              (SELECT count(*)::int FROM brands WHERE color ~ '^#[0-9a-f]{6}$'
                 AND category_id IS NOT NULL) AS brands,
              (SELECT count(*)::int FROM gifts) AS gifts`,
    );
    expect(counts!.categories).toBeGreaterThanOrEqual(8);
    expect(counts!.brands).toBeGreaterThanOrEqual(30);
    expect(counts!.gifts).toBeGreaterThanOrEqual(150);
    expect(counts!.gifts).toBe(DEMO_GIFTS.length);
  });

  it('spreads gifts over all ten markets, at least 5 each, most in SG, MY and TH', async () => {
    const rows = await test.db.query<{ market: string; n: number }>(
      'SELECT market, count(*)::int AS n FROM gifts GROUP BY market',
    );
    const perMarket = new Map(rows.map((row) => [row.market, row.n]));
    for (const market of MARKET_CODES) expect(perMarket.get(market) ?? 0).toBeGreaterThanOrEqual(5);
    const smallest = (codes: string[]) => Math.min(...codes.map((code) => perMarket.get(code)!));
    const largest = (codes: string[]) => Math.max(...codes.map((code) => perMarket.get(code)!));
    const main = ['SG', 'MY', 'TH'];
    expect(smallest(main)).toBeGreaterThan(largest(MARKET_CODES.filter((c) => !main.includes(c))));
  });

  it('writes every text of every gift and category in all ten locales, none empty', async () => {
    const gifts = await test.db.query<{
      names: Texts;
      descriptions: Texts;
      terms: Texts;
      how_to_use: Texts;
    }>('SELECT names, descriptions, terms, how_to_use FROM gifts');
    const categories = await test.db.query<{ names: Texts }>('SELECT names FROM categories');
    const texts = [
      ...gifts.flatMap((gift) => [gift.names, gift.descriptions, gift.terms, gift.how_to_use]),
      ...categories.map((category) => category.names),
    ];
    for (const text of texts) {
      expect(Object.keys(text).sort()).toEqual([...LOCALE_CODES].sort());
      for (const value of Object.values(text)) expect(value.trim()).not.toBe('');
    }
  });

  it('gives every gift points, a validity, a stock and a card image, some low or out', async () => {
    const gifts = await test.db.query<{ stock: number; validity_days: number; image_path: string }>(
      'SELECT id, stock, validity_days, image_path FROM gifts JOIN gift_stock ON gift_id = id',
    );
    expect(gifts.every((gift) => gift.validity_days > 0)).toBe(true);
    expect(gifts.filter((gift) => gift.stock === 0).length).toBeGreaterThan(0);
    expect(gifts.filter((gift) => gift.stock > 0 && gift.stock <= 10).length).toBeGreaterThan(0);
    expect(gifts.every((gift) => /^gifts\/[a-z0-9_-]+\.svg$/.test(gift.image_path))).toBe(true);
  });

  it('gives every brand its logo in the image store, and keeps a logo an operator set', async () => {
    const logos = await test.db.query<{ id: string; logo_path: string | null }>(
      'SELECT id, logo_path FROM brands',
    );
    expect(logos.every((brand) => brand.logo_path === `brands/${brand.id}.svg`)).toBe(true);
    await test.db.query(`UPDATE brands SET logo_path = NULL WHERE id = 'kopi-lane'`);
    await test.db.query(
      `UPDATE brands SET logo_path = 'brands/uploaded/lumen.png' WHERE id = 'lumen-books'`,
    );
    await seedDemoCatalog();
    const rows = await test.db.query<{ id: string; logo_path: string }>(
      `SELECT id, logo_path FROM brands WHERE id IN ('kopi-lane', 'lumen-books') ORDER BY id`,
    );
    expect(rows).toEqual([
      { id: 'kopi-lane', logo_path: 'brands/kopi-lane.svg' },
      { id: 'lumen-books', logo_path: 'brands/uploaded/lumen.png' },
    ]);
  });

  it('stores each gift with the texts, barcode and PIN of its kind and channel', async () => {
    const rows = await test.db.query<{
      id: string;
      description: string;
      how_to_use: string;
      voucher_barcode: string;
      voucher_pin: boolean;
    }>(
      `SELECT id, descriptions ->> 'th' AS description, how_to_use ->> 'kr' AS how_to_use,
              voucher_barcode, voucher_pin
       FROM gifts WHERE id = ANY($1) ORDER BY id`,
      [['kopi-lane-iced-latte-th', 'lumen-books-25-sg', 'monsoon-air-200-th']],
    );
    const expected = DEMO_GIFTS.filter((gift) => rows.some((row) => row.id === gift.id)).map(
      (gift) => ({
        id: gift.id,
        description: gift.descriptions.th,
        how_to_use: gift.howToUse.kr,
        voucher_barcode: gift.barcode,
        voucher_pin: gift.withPin,
      }),
    );
    expect(rows).toEqual(expected.sort((a, b) => a.id.localeCompare(b.id)));
    expect(rows.map((row) => [row.voucher_barcode, row.voucher_pin])).toEqual([
      ['qr', false],
      ['qr', true],
      ['code128', true],
    ]);
  });

  it('fills the texts of gifts seeded before them once, and keeps what an operator wrote', async () => {
    await test.db.query(
      `UPDATE gifts SET descriptions = '{}', terms = '{}', how_to_use = '{}'
       WHERE id = 'kopi-lane-10-sg'`,
    );
    await test.db.query(
      `UPDATE gifts SET descriptions = '{"en": "Written by an operator"}' WHERE id = 'kopi-lane-20-my'`,
    );
    await seedDemoCatalog();
    const rows = await test.db.query<{ id: string; description: string }>(
      `SELECT id, descriptions ->> 'en' AS description FROM gifts
       WHERE id IN ('kopi-lane-10-sg', 'kopi-lane-20-my') ORDER BY id`,
    );
    expect(rows.map((row) => row.id)).toEqual(['kopi-lane-10-sg', 'kopi-lane-20-my']);
    expect(rows[0]?.description).toContain('Kopi Lane');
    expect(rows[1]?.description).toBe('Written by an operator');
  });
});
