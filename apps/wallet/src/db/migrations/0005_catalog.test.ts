import { migrate } from '@kado/db';
import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '@kado/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { catalogSchema } from './0005_catalog.js';
import { migrations } from './index.js';

describe.each(TEST_DATABASE_KINDS)('the catalog migration on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    // A data dir from before the catalog: one gift already there.
    await migrate(
      test.db,
      migrations.filter((migration) => migration.id < catalogSchema.id),
    );
    await test.db.exec(`
      INSERT INTO categories (id, names) VALUES ('food-drink', '{"en": "Food"}');
      INSERT INTO brands (id, name, color) VALUES ('kopi-lane', 'Kopi Lane', '#6f4e37');
      INSERT INTO gifts (id, brand_id, category_id, market, names, points, image_path, curated_rank)
      VALUES ('old-latte-sg', 'kopi-lane', 'food-drink', 'SG', '{"en": "Iced Latte", "th": "ลาเต้เย็น"}',
              450, 'gifts/old-latte-sg.svg', 10);
    `);
    await migrate(test.db, migrations);
  });
  afterAll(() => test.dispose());

  it('indexes gifts that existed before it, in every locale, and gives brands their category', async () => {
    const rows = await test.db.query<{ locale: string; text: string }>(
      `SELECT locale, text FROM gift_search WHERE gift_id = 'old-latte-sg' ORDER BY locale`,
    );
    expect(rows).toHaveLength(10);
    expect(rows.find((row) => row.locale === 'th')?.text).toBe('ลาเต้เย็น kopi lane');
    expect(rows.find((row) => row.locale === 'kr')?.text).toBe('iced latte kopi lane');
    expect(await test.db.query(`SELECT category_id FROM brands`)).toEqual([
      { category_id: 'food-drink' },
    ]);
  });

  it.each([
    ['a validity of 0 days', `UPDATE gifts SET validity_days = 0`],
    ['terms without English', `UPDATE gifts SET terms = '{"th": "x"}'`],
    ['descriptions that are not an object', `UPDATE gifts SET descriptions = '"x"'`],
    [
      'an exchange count of 0',
      `INSERT INTO exchange_stats (gift_id, market, day, count) VALUES ('old-latte-sg', 'SG', '2026-01-01', 0)`,
    ],
    [
      'exchanges of an unknown gift',
      `INSERT INTO exchange_stats (gift_id, market, day, count) VALUES ('nope', 'SG', '2026-01-01', 1)`,
    ],
  ])('refuses %s', async (_what, sql) => {
    await expect(test.db.query(sql)).rejects.toThrow();
  });
});
