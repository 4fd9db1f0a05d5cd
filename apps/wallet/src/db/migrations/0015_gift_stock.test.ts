import { migrate } from '@kado/db';
import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '@kado/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { giftStockSchema } from './0015_gift_stock.js';
import { migrations } from './index.js';

describe.each(TEST_DATABASE_KINDS)('the gift stock migration on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    // A data dir from before: a gift with vouchers loaded, one sold out.
    await migrate(
      test.db,
      migrations.filter((migration) => migration.id < giftStockSchema.id),
    );
    await test.db.exec(`
      INSERT INTO categories (id, names) VALUES ('food-drink', '{"en": "Food"}');
      INSERT INTO brands (id, name, color, category_id)
      VALUES ('kopi-lane', 'Kopi Lane', '#6f4e37', 'food-drink');
      INSERT INTO gifts (id, brand_id, category_id, market, names, points, image_path, curated_rank, stock)
      VALUES ('latte-sg', 'kopi-lane', 'food-drink', 'SG', '{"en": "Iced Latte"}', 450,
              'gifts/latte-sg.svg', 1, 42),
             ('mocha-sg', 'kopi-lane', 'food-drink', 'SG', '{"en": "Mocha"}', 500,
              'gifts/mocha-sg.svg', 2, 0);
    `);
    await migrate(test.db, migrations);
  });
  afterAll(() => test.dispose());

  const stocks = () =>
    test.db.query<{ gift_id: string; stock: number }>(
      'SELECT gift_id, stock FROM gift_stock ORDER BY gift_id',
    );

  it('keeps the stock of the gifts that were there', async () => {
    expect(await stocks()).toEqual([
      { gift_id: 'latte-sg', stock: 42 },
      { gift_id: 'mocha-sg', stock: 0 },
    ]);
    const columns = await test.db.query(
      `SELECT 1 FROM information_schema.columns WHERE table_name = 'gifts' AND column_name = 'stock'`,
    );
    expect(columns).toEqual([]);
  });

  it('gives a new gift an empty stock, however it is inserted', async () => {
    await test.db.query(
      `INSERT INTO gifts (id, brand_id, category_id, market, names, points, image_path, curated_rank)
       VALUES ('flat-white-sg', 'kopi-lane', 'food-drink', 'SG', '{"en": "Flat White"}', 400,
               'gifts/flat-white-sg.svg', 3)`,
    );
    expect(await stocks()).toContainEqual({ gift_id: 'flat-white-sg', stock: 0 });
  });

  it.each([
    ['negative stock', `UPDATE gift_stock SET stock = -1 WHERE gift_id = 'latte-sg'`],
    [
      'stock above ten million',
      `UPDATE gift_stock SET stock = 10000001 WHERE gift_id = 'latte-sg'`,
    ],
    ['stock of an unknown gift', `INSERT INTO gift_stock (gift_id, stock) VALUES ('nope', 1)`],
    ['a second stock row', `INSERT INTO gift_stock (gift_id, stock) VALUES ('latte-sg', 1)`],
  ])('refuses %s', async (_what, sql) => {
    await expect(test.db.query(sql)).rejects.toThrow();
    expect(await stocks()).toContainEqual({ gift_id: 'latte-sg', stock: 42 });
  });
});
