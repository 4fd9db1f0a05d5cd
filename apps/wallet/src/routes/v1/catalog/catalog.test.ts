import { TEST_DATABASE_KINDS } from '@kado/db/testing';
import { MARKET_CODES } from '@kado/shared';
import type { Brand, Category, ErrorEnvelope, Market } from '@kado/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_GIFTS } from '../../../db/demo-catalog.js';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { startTestIssuer, type TestIssuer } from '../../../test/issuer.js';

describe.each(TEST_DATABASE_KINDS)('catalog indexes on %s', (database) => {
  let issuer: TestIssuer;
  let wallet: TestApp;
  beforeAll(async () => {
    issuer = await startTestIssuer();
    wallet = await buildTestApp({ issuer: issuer.issuer, database, seedDemo: true });
    await wallet.app.db.query(`UPDATE gifts SET active = false WHERE id = 'kopi-lane-10-sg'`);
  });
  afterAll(async () => {
    await wallet.close();
    await issuer.close();
  });

  const items = async <T>(url: string): Promise<T[]> => {
    const response = await wallet.app.inject({ url });
    expect(response.statusCode).toBe(200);
    return response.json<{ items: T[] }>().items;
  };
  const activeIn = (market: string) =>
    DEMO_GIFTS.filter((gift) => gift.market === market && gift.id !== 'kopi-lane-10-sg').length;

  it('lists the ten markets with their active gift counts, without a token', async () => {
    const markets = await items<Market>('/v1/markets');
    expect(markets.map((market) => market.code).sort()).toEqual([...MARKET_CODES].sort());
    expect(markets.find((market) => market.code === 'SG')).toEqual({
      code: 'SG',
      callingCode: '+65',
      giftCount: activeIn('SG'),
    });
  });

  it('lists categories in display order, named in the locale, counted per market', async () => {
    const categories = await items<Category>('/v1/categories?locale=kr');
    expect(categories).toHaveLength(8);
    expect(categories[0]).toMatchObject({ id: 'food-drink', name: '식음료' });
    expect(categories.reduce((sum, category) => sum + category.giftCount, 0)).toBe(
      DEMO_GIFTS.length - 1,
    );
    const inKorea = await items<Category>('/v1/categories?market=KR');
    expect(inKorea.reduce((sum, category) => sum + category.giftCount, 0)).toBe(activeIn('KR'));
  });

  it('lists brands by name; with a market, only those selling there', async () => {
    const brands = await items<Brand>('/v1/brands?locale=th');
    expect(brands).toHaveLength(30);
    const names = brands.map((brand) => brand.name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(brands.find((brand) => brand.id === 'lumen-books')).toEqual({
      id: 'lumen-books',
      name: 'Lumen Books',
      color: '#1d4ed8',
      category: { id: 'shopping', name: 'ช้อปปิ้ง' },
      logoPath: 'brands/lumen-books.svg',
      giftCount: DEMO_GIFTS.filter((gift) => gift.brandId === 'lumen-books').length,
    });
    const inIndia = await items<Brand>('/v1/brands?market=IN');
    const sellers = new Set(
      DEMO_GIFTS.filter((gift) => gift.market === 'IN').map((g) => g.brandId),
    );
    expect(new Set(inIndia.map((brand) => brand.id))).toEqual(sellers);
    expect(inIndia.every((brand) => brand.giftCount > 0)).toBe(true);
  });

  it.each([
    ['/v1/markets?locale=en', 'locale'],
    ['/v1/categories?locale=zh', 'locale'],
    ['/v1/brands?market=US', 'market'],
    ['/v1/brands?sort=name', 'sort'],
  ])('answers 400 naming the field for %s', async (url, field) => {
    const response = await wallet.app.inject({ url });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorEnvelope>().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [expect.objectContaining({ in: 'querystring', path: field })],
    });
  });
});

describe('the catalog in the OpenAPI document', () => {
  it('documents every catalog route with its parameters', async () => {
    const issuer = await startTestIssuer();
    const wallet = await buildTestApp({ issuer: issuer.issuer, database: 'postgres' });
    try {
      const document = (await wallet.app.inject({ url: '/v1/openapi.json' })).json<{
        paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
      }>();
      for (const [path, method] of [
        ['/v1/markets', 'get'],
        ['/v1/categories', 'get'],
        ['/v1/brands', 'get'],
        ['/v1/gifts', 'get'],
        ['/v1/gifts/popular', 'get'],
        ['/v1/gifts/{id}', 'get'],
        ['/v1/operator/catalog/gifts/{id}', 'put'],
        ['/v1/operator/catalog/gifts/{id}/stock', 'post'],
      ] as const) {
        expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
      }
      const giftParameters = document.paths['/v1/gifts']?.get?.parameters?.map((p) => p.name);
      expect(giftParameters).toEqual(
        expect.arrayContaining([
          'q',
          'brand',
          'category',
          'minPoints',
          'maxPoints',
          'sort',
          'cursor',
        ]),
      );
    } finally {
      await wallet.close();
      await issuer.close();
    }
  });
});
