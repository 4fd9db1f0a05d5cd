import { TEST_DATABASE_KINDS } from '@kado/db/testing';
import { errorEnvelopeSchema, type GiftPage } from '@kado/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_GIFTS } from '../../../db/demo-catalog.js';
import type { FieldProblem } from '../../../plugins/errors.js';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { startTestIssuer, type TestIssuer } from '../../../test/issuer.js';

describe.each(TEST_DATABASE_KINDS)('GET /v1/gifts on %s', (database) => {
  let issuer: TestIssuer;
  let wallet: TestApp;
  beforeAll(async () => {
    issuer = await startTestIssuer();
    wallet = await buildTestApp({ issuer: issuer.issuer, database, seedDemo: true });
    // A gift named in English only, to prove the fallback.
    await wallet.app.db.query(
      `INSERT INTO gifts (id, brand_id, category_id, market, names, points, image_path, curated_rank)
       VALUES ('english-only-sg', 'kopi-lane', 'food-drink', 'SG', '{"en": "Kopi Lane Tumbler"}',
               1200, 'gifts/english-only-sg.svg', 5)`,
    );
    await wallet.app.db.query(
      `INSERT INTO gifts (id, brand_id, category_id, market, names, points, image_path, curated_rank, active)
       VALUES ('retired-sg', 'kopi-lane', 'food-drink', 'SG', '{"en": "Retired"}', 10,
               'gifts/retired-sg.svg', 1, false)`,
    );
  });
  afterAll(async () => {
    await wallet.close();
    await issuer.close();
  });

  const list = (query: string) => wallet.app.inject({ url: `/v1/gifts?${query}` });

  it('walks every active gift once, in curated order, page by page', async () => {
    const seen: GiftPage['items'] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await list(`limit=5${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode).toBe(200);
      const page: GiftPage = response.json();
      expect(page.items.length).toBeLessThanOrEqual(5);
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(4);
    const ids = seen.map((gift) => gift.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual([...DEMO_GIFTS.map((gift) => gift.id), 'english-only-sg'].sort());

    const everything: GiftPage = (await list('limit=100')).json();
    expect(everything.nextCursor).toBeNull();
    expect(everything.items[0]?.id).toBe('english-only-sg');
    expect(everything.items.map((gift) => gift.id)).not.toContain('retired-sg');
  });

  it('names gifts and categories in the asked locale, else in English', async () => {
    const page: GiftPage = (await list('locale=th&market=TH')).json();
    expect(page.items.map((gift) => gift.name)).toEqual([
      'ลาเต้เย็น Kopi Lane',
      'นวดแผนไทย Petal & Stone',
    ]);
    expect(page.items[0]?.category.name).toBe('อาหารและเครื่องดื่ม');
    const kr: GiftPage = (await list('locale=kr&market=SG&limit=1')).json();
    expect(kr.items[0]).toMatchObject({ id: 'english-only-sg', name: 'Kopi Lane Tumbler' });
  });

  it('filters by market', async () => {
    const page: GiftPage = (await list('market=MY')).json();
    expect(page.items.map((gift) => gift.market)).toEqual(['MY', 'MY', 'MY']);
    expect(page.items[0]).toMatchObject({
      brand: { id: 'kopi-lane', name: 'Kopi Lane' },
      imagePath: 'gifts/kopi-lane-iced-latte-my.svg',
    });
  });

  it.each([
    ['a cursor that does not decode', 'cursor=bm90LWEtY3Vyc29y', 'cursor'],
    ['a cursor with foreign characters', 'cursor=%7B%22rank%22%3A1%7D', 'cursor'],
    ['an unknown field', 'sort=price', 'sort'],
    ['limit 0', 'limit=0', 'limit'],
    ['limit 1000', 'limit=1000', 'limit'],
    ['an unknown market', 'market=US', 'market'],
    ['an unknown locale', 'locale=zh', 'locale'],
  ])('answers 400 naming the field for %s', async (_what, query, field) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    const { error } = errorEnvelopeSchema.parse(response.json());
    expect(error.code).toBe('VALIDATION_FAILED');
    const details = error.details as FieldProblem[];
    expect(details.map((problem) => `${problem.in}:${problem.path}`)).toEqual([
      `querystring:${field}`,
    ]);
    expect(details[0]?.message).toBeTruthy();
  });
});
