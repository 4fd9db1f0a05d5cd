import { TEST_DATABASE_KINDS } from '@kado/db/testing';
import {
  errorEnvelopeSchema,
  type ErrorEnvelope,
  GIFT_SORTS,
  type GiftDetail,
  type GiftPage,
  type PopularGift,
} from '@kado/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_GIFTS } from '../../../db/demo-catalog.js';
import { recordExchange } from '../../../domain/catalog/popular.js';
import type { FieldProblem } from '../../../plugins/errors.js';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { startTestIssuer, type TestIssuer } from '../../../test/issuer.js';

type Item = GiftPage['items'][number];

/** What each sort orders by in SQL, to compare the walked pages against. */
const SQL_ORDER = {
  popular: 'curated_rank, id',
  points_asc: 'points, id',
  points_desc: 'points DESC, id DESC',
  newest: 'created_at DESC, id DESC',
} as const;

describe.each(TEST_DATABASE_KINDS)('gift reads on %s', (database) => {
  let issuer: TestIssuer;
  let wallet: TestApp;
  beforeAll(async () => {
    issuer = await startTestIssuer();
    wallet = await buildTestApp({ issuer: issuer.issuer, database, seedDemo: true });
    // A gift named in English only, to prove the fallback; two listed in the same instant at the
    // same points, to prove ties page correctly; one retired.
    await wallet.app.db.query(
      `INSERT INTO gifts (id, brand_id, category_id, market, names, points, image_path, curated_rank)
       VALUES ('english-only-sg', 'kopi-lane', 'food-drink', 'SG', '{"en": "Kopi Lane Tumbler"}',
               1000, 'gifts/english-only-sg.svg', 5),
              ('twin-a-sg', 'kopi-lane', 'food-drink', 'SG', '{"en": "Twin 100% A_1"}',
               1000, 'gifts/twin-a-sg.svg', 200),
              ('twin-b-sg', 'kopi-lane', 'food-drink', 'SG', '{"en": "Twin B"}',
               1000, 'gifts/twin-b-sg.svg', 200)`,
    );
    await wallet.app.db.query(
      `INSERT INTO gifts (id, brand_id, category_id, market, names, points, image_path, curated_rank, active)
       VALUES ('retired-sg', 'kopi-lane', 'food-drink', 'SG', '{"en": "Retired Latte"}', 10,
               'gifts/retired-sg.svg', 1, false)`,
    );
    await wallet.app.db.query(
      `UPDATE gift_stock s SET stock = x.stock
       FROM (VALUES ('english-only-sg', 3), ('twin-a-sg', 50), ('twin-b-sg', 50),
                    ('retired-sg', 100)) AS x (id, stock)
       WHERE s.gift_id = x.id`,
    );
  });
  afterAll(async () => {
    await wallet.close();
    await issuer.close();
  });

  const get = (url: string) => wallet.app.inject({ url });
  const list = async (query: string): Promise<GiftPage> => {
    const response = await get(`/v1/gifts?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  /** Every page of a query, following the cursors. */
  const walk = async (query: string, limit: number): Promise<Item[]> => {
    const seen: Item[] = [];
    let cursor: string | null = null;
    do {
      const page: GiftPage = await list(
        `${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.items.length).toBeLessThanOrEqual(limit);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return seen;
  };
  const idsInOrder = async (order: string, where = 'true', params: unknown[] = []) =>
    (
      await wallet.app.db.query<{ id: string }>(
        `SELECT id FROM gifts g WHERE active AND ${where} ORDER BY ${order}`,
        params,
      )
    ).map((row) => row.id);

  it.each(GIFT_SORTS)('walks every active gift once in %s order', async (sort) => {
    const seen = await walk(`sort=${sort}`, 17);
    const ids = seen.map((gift) => gift.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(await idsInOrder(SQL_ORDER[sort]));
    expect(ids).toHaveLength(DEMO_GIFTS.length + 3);
    expect(ids).not.toContain('retired-sg');
    if (sort === 'points_asc') {
      expect(seen.map((gift) => gift.points)).toEqual(
        seen.map((gift) => gift.points).sort((a, b) => a - b),
      );
    }
  });

  it.each(GIFT_SORTS)('walks a filtered list in %s order without gaps', async (sort) => {
    const seen = await walk(`sort=${sort}&market=SG&minPoints=1000&maxPoints=2500`, 4);
    expect(seen.map((gift) => gift.id)).toEqual(
      await idsInOrder(SQL_ORDER[sort], `market = 'SG' AND points BETWEEN 1000 AND 2500`),
    );
    expect(seen.length).toBeGreaterThan(8);
  });

  it.each(['points_desc', 'newest'])(
    'breaks %s ties descending too, one gift a page',
    async (sort) => {
      const twins = await walk(`sort=${sort}&market=SG&minPoints=1000&maxPoints=1000`, 1);
      const ids = twins.map((gift) => gift.id).filter((id) => id.startsWith('twin-'));
      expect(ids).toEqual(['twin-b-sg', 'twin-a-sg']);
    },
  );

  it('sorts by curated rank by default, as the list always did', async () => {
    const page = await list('market=SG&limit=2');
    expect(page.items.map((gift) => gift.id)).toEqual([
      'english-only-sg',
      'kopi-lane-iced-latte-sg',
    ]);
  });

  it('searches gift and brand names in the asked locale, whatever the case', async () => {
    const latte = await walk('q=LATTE', 50);
    expect(latte.map((gift) => gift.id).sort()).toEqual([
      'kopi-lane-iced-latte-my',
      'kopi-lane-iced-latte-sg',
      'kopi-lane-iced-latte-th',
    ]);
    const thai = await walk('q=ลาเต้&locale=th', 50);
    expect(thai.map((gift) => gift.id)).toHaveLength(3);
    // A brand's name finds all its gifts, and every word must match.
    const nova = await walk('q=nova', 50);
    expect(nova.length).toBe(DEMO_GIFTS.filter((gift) => gift.brandId === 'nova-cinemas').length);
    const ticket = await walk(`q=${encodeURIComponent('nova  ticket')}`, 50);
    expect(ticket.map((gift) => gift.id).sort()).toEqual([
      'nova-movie-ticket-my',
      'nova-movie-ticket-sg',
    ]);
    // Korean names fall back to English for a gift named only in English.
    const tumbler = await list('q=tumbler&locale=kr');
    expect(tumbler.items).toMatchObject([{ id: 'english-only-sg', name: 'Kopi Lane Tumbler' }]);
  });

  it.each(GIFT_SORTS)('pages a search in a market in %s order', async (sort) => {
    const seen = await walk(`q=kopi&market=SG&sort=${sort}`, 2);
    expect(seen.map((gift) => gift.id)).toEqual(
      await idsInOrder(
        SQL_ORDER[sort],
        `market = 'SG' AND id IN (SELECT gift_id FROM gift_search
                                  WHERE locale = 'en' AND text LIKE '%kopi%')`,
      ),
    );
    expect(seen.length).toBeGreaterThan(3);
  });

  it.each(GIFT_SORTS)('pages a search with filters in %s order', async (sort) => {
    const searched = `id IN (SELECT gift_id FROM gift_search
                             WHERE locale = 'en' AND text LIKE '%voucher%')`;
    const byCategory = await walk(
      `q=voucher&category=food-drink&minPoints=500&maxPoints=5000&sort=${sort}`,
      2,
    );
    expect(byCategory.map((gift) => gift.id)).toEqual(
      await idsInOrder(
        SQL_ORDER[sort],
        `category_id = 'food-drink' AND points BETWEEN 500 AND 5000 AND ${searched}`,
      ),
    );
    expect(byCategory.length).toBeGreaterThan(3);
    const byBrand = await walk(`q=voucher&brand=kopi-lane&market=SG&sort=${sort}`, 1);
    expect(byBrand.map((gift) => gift.id)).toEqual(
      await idsInOrder(SQL_ORDER[sort], `brand_id = 'kopi-lane' AND market = 'SG' AND ${searched}`),
    );
    expect(byBrand.length).toBeGreaterThan(1);
  });

  it('searches by the points, rank, category and brand a gift has now, while it is listed', async () => {
    await wallet.app.db.query(
      `INSERT INTO gifts (id, brand_id, category_id, market, names, points, image_path, curated_rank)
       VALUES ('quokka-a-sg', 'kopi-lane', 'food-drink', 'SG', '{"en": "Quokka Mug"}', 100,
               'gifts/quokka-a-sg.svg', 400),
              ('quokka-b-sg', 'kopi-lane', 'food-drink', 'SG', '{"en": "Quokka Cup"}', 200,
               'gifts/quokka-b-sg.svg', 401)`,
    );
    const found = async (query: string) =>
      (await walk(`q=quokka&market=SG&${query}`, 1)).map((gift) => gift.id);
    expect(await found('sort=points_asc')).toEqual(['quokka-a-sg', 'quokka-b-sg']);
    await wallet.app.db.query(`UPDATE gifts SET points = 300 WHERE id = 'quokka-a-sg'`);
    expect(await found('sort=points_asc')).toEqual(['quokka-b-sg', 'quokka-a-sg']);
    expect(await found('minPoints=250')).toEqual(['quokka-a-sg']);
    await wallet.app.db.query(`UPDATE gifts SET curated_rank = 402 WHERE id = 'quokka-a-sg'`);
    expect(await found('sort=popular')).toEqual(['quokka-b-sg', 'quokka-a-sg']);
    await wallet.app.db.query(`UPDATE gifts SET category_id = 'travel' WHERE id = 'quokka-b-sg'`);
    expect(await found('category=travel')).toEqual(['quokka-b-sg']);
    await wallet.app.db.query(
      `UPDATE gifts SET created_at = now() + interval '1 day' WHERE id = 'quokka-a-sg'`,
    );
    expect(await found('sort=newest')).toEqual(['quokka-a-sg', 'quokka-b-sg']);
    await wallet.app.db.query(`UPDATE gifts SET brand_id = 'petal-stone' WHERE id = 'quokka-b-sg'`);
    expect(await found('brand=petal-stone')).toEqual(['quokka-b-sg']);
    expect((await walk('q=quokka%20petal', 5)).map((gift) => gift.id)).toEqual(['quokka-b-sg']);
    await wallet.app.db.query(`UPDATE gifts SET active = false WHERE id = 'quokka-a-sg'`);
    expect(await found('sort=points_asc')).toEqual(['quokka-b-sg']);
    await wallet.app.db.query(`UPDATE gifts SET active = false WHERE id LIKE 'quokka-%'`);
    expect(await found('sort=points_asc')).toEqual([]);
  });

  it('narrows a search by words too short for the index', async () => {
    const seen = await walk(`q=${encodeURIComponent('LANE 50')}`, 50);
    expect(seen.map((gift) => gift.id).sort()).toEqual(
      await idsInOrder(
        'id',
        `id IN (SELECT gift_id FROM gift_search
                WHERE locale = 'en' AND text LIKE '%lane%' AND text LIKE '%50%')`,
      ),
    );
    expect(seen.map((gift) => gift.id)).toContain('kopi-lane-50-sg');
    expect((await walk('q=50', 50)).length).toBeGreaterThan(seen.length);
  });

  it('finds a gift in the market it moved to', async () => {
    await wallet.app.db.query(
      `INSERT INTO gifts (id, brand_id, category_id, market, names, points, image_path, curated_rank)
       VALUES ('mover-sg', 'kopi-lane', 'food-drink', 'SG', '{"en": "Zephyr Mover"}', 100,
               'gifts/mover-sg.svg', 300)`,
    );
    const found = async (market: string) =>
      (await list(`q=zephyr&market=${market}`)).items.map((gift) => gift.id);
    expect(await found('SG')).toEqual(['mover-sg']);
    await wallet.app.db.query(`UPDATE gifts SET market = 'MY' WHERE id = 'mover-sg'`);
    expect(await found('SG')).toEqual([]);
    expect(await found('MY')).toEqual(['mover-sg']);
    await wallet.app.db.query(`UPDATE gifts SET active = false WHERE id = 'mover-sg'`);
  });

  it('treats % and _ in a search as letters', async () => {
    expect((await list(`q=${encodeURIComponent('100%')}`)).items.map((gift) => gift.id)).toEqual([
      'twin-a-sg',
    ]);
    expect((await list(`q=${encodeURIComponent('a_1')}`)).items.map((gift) => gift.id)).toEqual([
      'twin-a-sg',
    ]);
    expect((await list(`q=${encodeURIComponent('%')}`)).items.map((gift) => gift.id)).toEqual([
      'twin-a-sg',
    ]);
  });

  it('filters by brand, category and points', async () => {
    const brand = await walk('brand=petal-stone', 50);
    expect(brand.length).toBeGreaterThan(3);
    expect(brand.every((gift) => gift.brand.id === 'petal-stone')).toBe(true);
    const category = await walk('category=travel&locale=vi', 50);
    expect(category.length).toBeGreaterThan(5);
    expect(new Set(category.map((gift) => gift.category.name))).toEqual(
      new Set(['Du lịch & Di chuyển']),
    );
    const cheap = await walk('maxPoints=500', 50);
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((gift) => gift.points <= 500)).toBe(true);
    expect(await walk('minPoints=5000&maxPoints=5000&brand=kopi-lane', 50)).toEqual([
      expect.objectContaining({ id: 'kopi-lane-50-sg', points: 5000 }),
    ]);
  });

  it.each([
    ['a cursor that does not decode', 'cursor=bm90LWEtY3Vyc29y', 'cursor'],
    ['a cursor with foreign characters', 'cursor=%7B%22rank%22%3A1%7D', 'cursor'],
    ['an unknown sort', 'sort=price', 'sort'],
    ['an unknown field', 'colour=red', 'colour'],
    ['minPoints above maxPoints', 'minPoints=900&maxPoints=100', 'maxPoints'],
    ['negative points', 'minPoints=-1', 'minPoints'],
    ['a search of 81 characters', `q=${'a'.repeat(81)}`, 'q'],
    ['an empty search', 'q=%20', 'q'],
    ['a malformed brand', 'brand=Kopi%20Lane', 'brand'],
    ['limit 0', 'limit=0', 'limit'],
    ['limit 1000', 'limit=1000', 'limit'],
    ['an unknown market', 'market=US', 'market'],
    ['an unknown locale', 'locale=zh', 'locale'],
  ])('answers 400 naming the field for %s', async (_what, query, field) => {
    const response = await get(`/v1/gifts?${query}`);
    expect(response.statusCode).toBe(400);
    const { error } = errorEnvelopeSchema.parse(response.json());
    expect(error.code).toBe('VALIDATION_FAILED');
    const details = error.details as FieldProblem[];
    expect(details.map((problem) => `${problem.in}:${problem.path}`)).toEqual([
      `querystring:${field}`,
    ]);
    expect(details[0]?.message).toBeTruthy();
  });

  it('rejects a cursor from another sort, naming the cursor', async () => {
    const { nextCursor } = await list('sort=points_asc&limit=2');
    const response = await get(`/v1/gifts?sort=newest&cursor=${nextCursor}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorEnvelope>().error.details).toEqual([
      expect.objectContaining({ in: 'querystring', path: 'cursor' }),
    ]);
  });

  it("shows one gift's page in the asked locale with its stock state", async () => {
    const response = await get('/v1/gifts/kopi-lane-iced-latte-th?locale=th');
    expect(response.statusCode).toBe(200);
    const gift: GiftDetail = response.json();
    expect(gift).toMatchObject({
      id: 'kopi-lane-iced-latte-th',
      name: 'ลาเต้เย็น Kopi Lane',
      validityDays: 90,
      stock: 'in_stock',
      available: true,
    });
    expect(gift.description).toContain('Kopi Lane');
    expect(gift.terms).toContain('90 วัน');
    expect(gift.howToUse).toMatch(/คิวอาร์โค้ด/);

    const low: GiftDetail = (await get('/v1/gifts/english-only-sg?locale=kr')).json();
    expect(low).toMatchObject({ name: 'Kopi Lane Tumbler', stock: 'low', available: true });
    expect(low.description).toBeNull();
    await wallet.app.db.query(`UPDATE gift_stock SET stock = 0 WHERE gift_id = 'twin-b-sg'`);
    expect((await get('/v1/gifts/twin-b-sg')).json()).toMatchObject({
      stock: 'out',
      available: false,
    });
  });

  it('answers 404 for a gift taken off the catalog, in stock or not', async () => {
    const retired = await get('/v1/gifts/retired-sg');
    expect([retired.statusCode, retired.json<ErrorEnvelope>().error.code]).toEqual([
      404,
      'NOT_FOUND',
    ]);
    await wallet.app.db.query(`UPDATE gift_stock SET stock = 0 WHERE gift_id = 'retired-sg'`);
    expect((await get('/v1/gifts/retired-sg')).statusCode).toBe(404);
  });

  it('answers 404 for an unknown gift and 400 for a malformed id or locale', async () => {
    expect((await get('/v1/gifts/no-such-gift')).statusCode).toBe(404);
    const badId = await get('/v1/gifts/bad%20id');
    expect(badId.statusCode).toBe(400);
    expect((badId.json<ErrorEnvelope>().error.details as FieldProblem[])[0]).toMatchObject({
      in: 'params',
      path: 'id',
    });
    const badLocale = await get('/v1/gifts/kopi-lane-10-sg?locale=xx');
    expect((badLocale.json<ErrorEnvelope>().error.details as FieldProblem[])[0]).toMatchObject({
      in: 'querystring',
      path: 'locale',
    });
  });

  it('ranks popular gifts by exchanges in the last 30 days per market, ties by curated rank', async () => {
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60_000);
    const exchange = async (giftId: string, times: number, days: number) => {
      for (let i = 0; i < times; i += 1) {
        await recordExchange(wallet.app.db, { giftId, market: 'MY', at: daysAgo(days) });
      }
    };
    await exchange('tropika-mart-50-my', 3, 1);
    await exchange('tropika-mart-50-my', 1, 29);
    await exchange('nova-movie-ticket-my', 2, 0);
    await exchange('nova-movie-ticket-my', 2, 10);
    await exchange('kopi-lane-iced-latte-my', 9, 31); // too old to count
    await exchange('satay-republic-20-my', 1, 2);

    const response = await get('/v1/gifts/popular?market=MY&limit=5&locale=ms');
    expect(response.statusCode).toBe(200);
    const { items } = response.json<{ items: PopularGift[] }>();
    // Tropika and Nova tie at 4: the curated rank (20 before 30) decides.
    expect(items.map((gift) => [gift.id, gift.exchanges])).toEqual([
      ['tropika-mart-50-my', 4],
      ['nova-movie-ticket-my', 4],
      ['satay-republic-20-my', 1],
      ['kopi-lane-iced-latte-my', 0],
      [expect.stringMatching(/-my$/), 0],
    ]);
    expect(items[0]?.name).toBe('Kad Hadiah Tropika Mart RM50');
    // Another market's ranking does not see Malaysia's exchanges, only its own: the demo
    // account's two exchanges of the last 30 days, then the curated order.
    const sg = (await get('/v1/gifts/popular?market=SG&limit=4')).json<{ items: PopularGift[] }>()
      .items;
    expect(sg.map((gift) => [gift.id, gift.exchanges])).toEqual([
      ['kopi-lane-10-sg', 1],
      ['tropika-mart-30-sg', 1],
      ['english-only-sg', 0],
      ['kopi-lane-iced-latte-sg', 0],
    ]);
  });

  it.each([
    ['limit 51', 'limit=51', 'limit'],
    ['an unknown market', 'market=XX', 'market'],
    ['an unknown field', 'sort=newest', 'sort'],
  ])('answers 400 on popular gifts for %s', async (_what, query, field) => {
    const response = await get(`/v1/gifts/popular?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorEnvelope>().error.details).toEqual([
      expect.objectContaining({ in: 'querystring', path: field }),
    ]);
  });
});
