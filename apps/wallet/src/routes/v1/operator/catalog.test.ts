import { TEST_DATABASE_KINDS } from '@kado/db/testing';
import { WALLET_OPERATOR_SCOPE } from '@kado/shared';
import { SAMPLE_GIFT_TEXTS } from '@kado/shared/testing';
import type { ErrorEnvelope, GiftDetail, GiftPage, GiftUpsertRequest } from '@kado/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { FieldProblem } from '../../../plugins/errors.js';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { startTestIssuer, type TestIssuer } from '../../../test/issuer.js';

const texts = SAMPLE_GIFT_TEXTS;

const GIFT: GiftUpsertRequest = {
  brandId: 'kopi-lane',
  categoryId: 'food-drink',
  market: 'TH',
  points: 600,
  validityDays: 30,
  curatedRank: 15,
  active: true,
  ...texts,
};

describe.each(TEST_DATABASE_KINDS)('operator catalog on %s', (database) => {
  let issuer: TestIssuer;
  let wallet: TestApp;
  let operator: string;
  beforeAll(async () => {
    issuer = await startTestIssuer();
    wallet = await buildTestApp({ issuer: issuer.issuer, database, seedDemo: true });
    operator = await issuer.sign({ sub: 'kado-operator', scope: WALLET_OPERATOR_SCOPE });
  });
  afterAll(async () => {
    await wallet.close();
    await issuer.close();
  });

  const send = (method: 'PUT' | 'POST', url: string, payload: unknown, bearer = operator) =>
    wallet.app.inject({
      method,
      url,
      payload: payload as object,
      headers: { authorization: `Bearer ${bearer}` },
    });
  const put = (id: string, payload: unknown) =>
    send('PUT', `/v1/operator/catalog/gifts/${id}`, payload);
  const detail = async (id: string, locale = 'en'): Promise<GiftDetail> =>
    (await wallet.app.inject({ url: `/v1/gifts/${id}?locale=${locale}` })).json();

  it('creates a gift with its texts, then replaces it, keeping its stock', async () => {
    const created = await put('kopi-lane-mango-th', GIFT);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      created: true,
      gift: { id: 'kopi-lane-mango-th', stock: 'out', available: false, validityDays: 30 },
    });
    expect(await detail('kopi-lane-mango-th', 'th')).toMatchObject({
      name: 'สมูทตี้มะม่วง Kopi Lane',
      description: 'สมูทตี้มะม่วงเย็น ๆ ทำสดตามสั่ง',
      imagePath: 'gifts/kopi-lane-mango-th.svg',
    });
    await send('POST', '/v1/operator/catalog/gifts/kopi-lane-mango-th/stock', { add: 40 });

    const replaced = await put('kopi-lane-mango-th', {
      ...GIFT,
      points: 650,
      names: { ...texts.names, en: 'Kopi Lane Mango Frappe', th: 'แฟรปเป้มะม่วง Kopi Lane' },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json<{ created: boolean }>().created).toBe(false);
    // The names were replaced; search follows the new name.
    expect(await detail('kopi-lane-mango-th', 'th')).toMatchObject({
      name: 'แฟรปเป้มะม่วง Kopi Lane',
      points: 650,
      stock: 'in_stock',
      available: true,
    });
    const search = await wallet.app.inject({ url: '/v1/gifts?q=frappe&locale=en' });
    expect(search.json<GiftPage>().items.map((gift) => gift.id)).toEqual(['kopi-lane-mango-th']);
    expect(
      (await wallet.app.inject({ url: '/v1/gifts?q=smoothie' })).json<GiftPage>().items,
    ).toEqual([]);
  });

  it('loads stock and reports the new total', async () => {
    const first = await send('POST', '/v1/operator/catalog/gifts/kopi-lane-10-sg/stock', {
      add: 5,
    });
    expect(first.statusCode).toBe(200);
    const { stock } = first.json<{ stock: number }>();
    const second = await send('POST', '/v1/operator/catalog/gifts/kopi-lane-10-sg/stock', {
      add: 1_000_000,
    });
    expect(second.json()).toEqual({ id: 'kopi-lane-10-sg', stock: stock + 1_000_000 });
  });

  it.each([
    ['no English name', { ...GIFT, names: { ...texts.names, en: undefined } }, 'names.en'],
    ['no Korean terms', { ...GIFT, terms: { ...texts.terms, kr: undefined } }, 'terms.kr'],
    [
      'an empty description',
      { ...GIFT, descriptions: { ...texts.descriptions, en: '  ' } },
      'descriptions.en',
    ],
    [
      'a Thai description in English',
      { ...GIFT, descriptions: { ...texts.descriptions, th: 'A cold mango smoothie.' } },
      'descriptions.th',
    ],
    [
      'Korean how-to-use in Chinese',
      { ...GIFT, howToUse: { ...texts.howToUse, kr: '在櫃檯出示二維碼。' } },
      'howToUse.kr',
    ],
    ['an unknown locale', { ...GIFT, terms: { ...texts.terms, zh: 'y' } }, 'terms.zh'],
    ['zero points', { ...GIFT, points: 0 }, 'points'],
    ['a validity of 0 days', { ...GIFT, validityDays: 0 }, 'validityDays'],
    ['an unknown market', { ...GIFT, market: 'US' }, 'market'],
    ['an unknown field', { ...GIFT, stock: 10 }, 'stock'],
    ['an unknown brand', { ...GIFT, brandId: 'no-such-brand' }, 'brandId'],
    ['an unknown category', { ...GIFT, categoryId: 'no-such-category' }, 'categoryId'],
  ])('rejects an upsert with %s, naming the field', async (_what, payload, field) => {
    const response = await put('rejected-gift', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorEnvelope>().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [expect.objectContaining({ in: 'body', path: field })],
    });
    expect((await wallet.app.inject({ url: '/v1/gifts/rejected-gift' })).statusCode).toBe(404);
  });

  it('rejects the id the popular ranking uses', async () => {
    const response = await put('popular', GIFT);
    expect(response.statusCode).toBe(400);
    expect((response.json<ErrorEnvelope>().error.details as FieldProblem[])[0]).toMatchObject({
      in: 'params',
      path: 'id',
    });
  });

  it.each([
    ['0', { add: 0 }, 'add'],
    ['a fraction', { add: 1.5 }, 'add'],
    ['an unknown field', { add: 1, note: 'x' }, 'note'],
  ])('rejects a stock load of %s', async (_what, payload, field) => {
    const response = await send(
      'POST',
      '/v1/operator/catalog/gifts/kopi-lane-10-sg/stock',
      payload,
    );
    expect(response.statusCode).toBe(400);
    expect((response.json<ErrorEnvelope>().error.details as FieldProblem[])[0]).toMatchObject({
      in: 'body',
      path: field,
    });
  });

  it('refuses stock beyond ten million and stock for an unknown gift', async () => {
    await wallet.app.db.query(
      `UPDATE gift_stock SET stock = 9999999 WHERE gift_id = 'kopi-lane-25-sg'`,
    );
    const over = await send('POST', '/v1/operator/catalog/gifts/kopi-lane-25-sg/stock', { add: 2 });
    expect(over.statusCode).toBe(400);
    expect((over.json<ErrorEnvelope>().error.details as FieldProblem[])[0]).toMatchObject({
      in: 'body',
      path: 'add',
    });
    const unknown = await send('POST', '/v1/operator/catalog/gifts/no-such-gift/stock', { add: 1 });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses user tokens and anonymous calls', async () => {
    const user = await issuer.sign({ sub: 'shopper' });
    expect((await send('PUT', '/v1/operator/catalog/gifts/x-sg', GIFT, user)).statusCode).toBe(403);
    const anonymous = await wallet.app.inject({
      method: 'POST',
      url: '/v1/operator/catalog/gifts/kopi-lane-10-sg/stock',
      payload: { add: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
