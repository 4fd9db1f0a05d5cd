import { migrate } from '@kado/db';
import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '@kado/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { presentLocaleSchema } from './0019_present_locale.js';
import { migrations } from './index.js';

describe.each(TEST_DATABASE_KINDS)('the present locale migration on %s', (kind) => {
  let test: TestDatabase;
  let accountId: string;
  let exchangeId: string;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    // A data dir from before: one gift sent, when presents knew no language.
    await migrate(
      test.db,
      migrations.filter((migration) => migration.id < presentLocaleSchema.id),
    );
    const [account] = await test.db.query<{ id: string }>(
      `INSERT INTO accounts (subject, market) VALUES ('old-sender', 'SG') RETURNING id`,
    );
    accountId = account!.id;
    await test.db.exec(`
      INSERT INTO categories (id, names) VALUES ('food-drink', '{"en": "Food"}');
      INSERT INTO brands (id, name, color, category_id)
      VALUES ('kopi-lane', 'Kopi Lane', '#6f4e37', 'food-drink');
      INSERT INTO gifts (id, brand_id, category_id, market, names, points, image_path, curated_rank)
      VALUES ('latte-sg', 'kopi-lane', 'food-drink', 'SG', '{"en": "Iced Latte"}', 450,
              'gifts/latte-sg.svg', 1);
    `);
    const exchange = async () => {
      const [entry] = await test.db.query<{ id: string }>(
        `INSERT INTO ledger_entries (account_id, kind, points, balance_before, balance_after, reason)
         VALUES ($1, 'exchange', -450, 450, 0, 'gift_sent') RETURNING id`,
        [accountId],
      );
      const [row] = await test.db.query<{ id: string }>(
        `INSERT INTO exchanges (account_id, gift_id, market, quantity, unit_points, points, ledger_entry_id)
         VALUES ($1, 'latte-sg', 'SG', 1, 450, 450, $2) RETURNING id`,
        [accountId, entry!.id],
      );
      return row!.id;
    };
    await test.db.query(
      `INSERT INTO presents (sender_id, gift_id, market, quantity, design, message, sender_name,
                             token_hash, claim_until, exchange_id, created_at)
       VALUES ($1, 'latte-sg', 'SG', 1, 'birthday', '', 'Mei', $2, now() + interval '7 days',
               $3, now())`,
      [accountId, 'a'.repeat(64), await exchange()],
    );
    await migrate(test.db, migrations);
    exchangeId = await exchange();
  });
  afterAll(() => test.dispose());

  const insertPresent = (locale: string | null) =>
    test.db.query(
      `INSERT INTO presents (sender_id, gift_id, market, quantity, design, message, sender_name,
                             token_hash, claim_until, exchange_id, created_at
                             ${locale === null ? '' : ', locale'})
       VALUES ($1, 'latte-sg', 'SG', 1, 'thanks', '', 'Mei', $2, now() + interval '7 days', $3,
               now() ${locale === null ? '' : `, '${locale}'`})`,
      [accountId, 'b'.repeat(64), exchangeId],
    );

  it('gives the gifts sent before it English', async () => {
    expect(await test.db.query('SELECT locale FROM presents')).toEqual([{ locale: 'en' }]);
  });

  it('refuses a present without a locale or with one outside the ten', async () => {
    await expect(insertPresent(null)).rejects.toThrow(/null value|violates/);
    await expect(insertPresent('zh')).rejects.toThrow(/violates/);
    await insertPresent('kr');
    expect(
      await test.db.query('SELECT locale FROM presents WHERE exchange_id = $1', [exchangeId]),
    ).toEqual([{ locale: 'kr' }]);
  });

  it('lets the recipient hear of a gift they claimed, and still refuses unknown kinds', async () => {
    const insert = (noticeKind: string) =>
      test.db.query(
        `INSERT INTO notifications (account_id, kind, params, dedupe_key) VALUES ($1, $2, '{}', $2)`,
        [accountId, noticeKind],
      );
    await insert('present_received');
    await expect(insert('present_lost')).rejects.toThrow(/violates/);
  });
});
