/**
 * A catalog from nothing: on a wallet without demo data, an operator creates a category, a brand
 * with its logo, a gift with its image and texts, loads its stock and sets the market's contact
 * methods, and visitors then see all of it through the public reads.
 */
import { TEST_DATABASE_KINDS } from '@kado/db/testing';
import { WALLET_OPERATOR_SCOPE } from '@kado/shared';
import { SAMPLE_GIFT_TEXTS } from '@kado/shared/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/app.js';
import { startTestIssuer, type TestIssuer } from '../../../test/issuer.js';

/** A category's name in all ten locales, each in its script. */
const COFFEE = {
  en: 'Coffee',
  ms: 'Kopi',
  vi: 'Cà phê',
  id: 'Kopi',
  fil: 'Kape',
  th: 'กาแฟ',
  hk: '咖啡',
  tw: '咖啡',
  in: 'कॉफ़ी',
  kr: '커피',
};

describe.each(TEST_DATABASE_KINDS)('a catalog from nothing on %s', (database) => {
  let issuer: TestIssuer;
  let wallet: TestApp;
  let operator: string;
  beforeAll(async () => {
    issuer = await startTestIssuer();
    wallet = await buildTestApp({ issuer: issuer.issuer, database });
    operator = await issuer.sign({ sub: 'kado-operator', scope: WALLET_OPERATOR_SCOPE });
  });
  afterAll(async () => {
    await wallet.close();
    await issuer.close();
  });

  const send = (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    wallet.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${operator}` },
      ...(payload ? { payload } : {}),
    });
  const read = (url: string) => wallet.app.inject({ url });

  it('builds categories, brands, gifts, stock and contact methods that visitors see', async () => {
    const category = await send('PUT', '/v1/operator/catalog/categories/coffee', {
      names: COFFEE,
      position: 2,
    });
    expect(category.statusCode).toBe(201);
    const brand = await send('PUT', '/v1/operator/catalog/brands/kopi-lane', {
      name: 'Kopi Lane',
      color: '#6b3e26',
      categoryId: 'coffee',
      logoPath: 'brands/kopi-lane.svg',
    });
    expect(brand.statusCode).toBe(201);
    const gift = await send('PUT', '/v1/operator/catalog/gifts/kopi-latte-sg', {
      brandId: 'kopi-lane',
      categoryId: 'coffee',
      market: 'SG',
      points: 450,
      validityDays: 90,
      curatedRank: 1,
      ...SAMPLE_GIFT_TEXTS,
      imagePath: 'gifts/kopi-lane/iced-latte.png',
    });
    expect(gift.statusCode).toBe(201);
    expect(
      (await send('POST', '/v1/operator/catalog/gifts/kopi-latte-sg/stock', { add: 100 }))
        .statusCode,
    ).toBe(200);
    const email = await send('PUT', '/v1/operator/markets/SG/contact-methods/email', {
      value: 'help-sg@kado.example',
      languages: ['en'],
    });
    // Migrations give every market starting contact methods: an operator replaces them.
    expect([200, 201]).toContain(email.statusCode);
    const phone = await send('PUT', '/v1/operator/markets/SG/contact-methods/phone', {
      value: '+6561234567',
      hours: { days: ['mon', 'fri'], opens: '09:00', closes: '18:00', timeZone: 'Asia/Singapore' },
      languages: ['en', 'ms'],
      position: 1,
    });
    expect([200, 201]).toContain(phone.statusCode);

    expect((await read('/v1/categories?locale=th')).json()).toEqual({
      items: [{ id: 'coffee', name: 'กาแฟ', giftCount: 1 }],
    });
    expect((await read('/v1/brands?market=SG')).json()).toMatchObject({
      items: [
        {
          id: 'kopi-lane',
          name: 'Kopi Lane',
          logoPath: 'brands/kopi-lane.svg',
          category: { id: 'coffee', name: 'Coffee' },
          giftCount: 1,
        },
      ],
    });
    expect((await read('/v1/gifts/kopi-latte-sg?locale=th')).json()).toMatchObject({
      name: SAMPLE_GIFT_TEXTS.names.th,
      imagePath: 'gifts/kopi-lane/iced-latte.png',
      stock: 'in_stock',
      available: true,
    });
    expect((await read('/v1/gifts?market=SG&q=kopi')).json()).toMatchObject({
      items: [{ id: 'kopi-latte-sg' }],
    });
    const { methods } = (await read('/v1/contact/methods?market=SG')).json<{
      methods: { kind: string }[];
    }>();
    expect(methods.find((m) => m.kind === 'email')).toMatchObject({
      value: 'help-sg@kado.example',
      hours: null,
    });
    expect(methods.find((m) => m.kind === 'phone')).toMatchObject({
      value: '+6561234567',
      languages: ['en', 'ms'],
    });
  });

  it('replaces on a second write (200), and renaming a brand renames what search finds', async () => {
    const renamed = await send('PUT', '/v1/operator/catalog/brands/kopi-lane', {
      name: 'Lane Coffee',
      color: '#6b3e26',
      categoryId: 'coffee',
      logoPath: null,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ created: false, brand: { logoPath: null } });
    expect((await read('/v1/gifts?market=SG&q=lane%20coffee')).json()).toMatchObject({
      items: [{ id: 'kopi-latte-sg' }],
    });
    const moved = await send('PUT', '/v1/operator/markets/SG/contact-methods/email', {
      value: 'care-sg@kado.example',
      languages: ['en'],
    });
    expect(moved.json()).toMatchObject({ created: false, value: 'care-sg@kado.example' });
    expect((await send('DELETE', '/v1/operator/markets/SG/contact-methods/phone')).statusCode).toBe(
      204,
    );
    expect((await send('DELETE', '/v1/operator/markets/SG/contact-methods/phone')).statusCode).toBe(
      404,
    );
  });

  it.each([
    [
      'a brand of an unknown category',
      '/v1/operator/catalog/brands/b1',
      { name: 'B', color: '#000000', categoryId: 'nope' },
      'categoryId',
    ],
    [
      'a brand colour in upper case',
      '/v1/operator/catalog/brands/b1',
      { name: 'B', color: '#ABCDEF' },
      'color',
    ],
    [
      'a logo outside the image store',
      '/v1/operator/catalog/brands/b1',
      { name: 'B', color: '#000000', logoPath: 'brands/../../etc' },
      'logoPath',
    ],
    [
      'a category without English',
      '/v1/operator/catalog/categories/c1',
      { names: { th: 'กาแฟ' } },
      'names.en',
    ],
    [
      'a phone contact that is an e-mail',
      '/v1/operator/markets/SG/contact-methods/phone',
      { value: 'a@b.c', languages: ['en'] },
      'value',
    ],
    [
      'a chat contact over http',
      '/v1/operator/markets/SG/contact-methods/chat',
      { value: 'http://chat.example', languages: ['en'] },
      'value',
    ],
  ])('refuses %s with 400 naming the field', async (_what, url, payload, field) => {
    const response = await send('PUT', url, payload);
    expect(response.statusCode).toBe(400);
    const { error } = response.json<{ error: { code: string; details: { path: string }[] } }>();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details.map((problem) => problem.path)).toContain(field);
  });

  it('needs the operator scope', async () => {
    const user = await issuer.sign({ sub: 'a-user' });
    const response = await wallet.app.inject({
      method: 'PUT',
      url: '/v1/operator/catalog/categories/c2',
      headers: { authorization: `Bearer ${user}` },
      payload: { names: { en: 'C' } },
    });
    expect(response.statusCode).toBe(403);
  });
});
