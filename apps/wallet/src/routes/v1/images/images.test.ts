import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { brandSeed, renderGiftCard } from '../../../domain/catalog/gift-card.js';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { unreachableIssuer } from '../../../test/issuer.js';

describe('GET /v1/images/gifts/:id.svg', () => {
  let wallet: TestApp;
  beforeAll(async () => {
    wallet = await buildTestApp({ issuer: await unreachableIssuer(), seedDemo: true });
    await wallet.app.db.query(
      `INSERT INTO brands (id, name, color) VALUES ('angle', '<Angle> & "Co"', '#fde047')`,
    );
    await wallet.app.db.query(
      `INSERT INTO gifts (id, brand_id, category_id, market, names, points, image_path, curated_rank)
       VALUES ('markup-sg', 'angle', 'shopping', 'SG', $1, 100, 'gifts/markup-sg.svg', 1)`,
      [JSON.stringify({ en: '</text><script>alert(1)</script>' })],
    );
  });
  afterAll(() => wallet.close());

  it('draws the card in the brand colour with its mark, and no words in any language', async () => {
    const response = await wallet.app.inject({ url: '/v1/images/gifts/kopi-lane-10-sg.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(response.body).toContain('fill="#6f4e37"');
    // The caption names the gift in the reader's language; the artwork says nothing.
    expect(response.body).not.toMatch(/<text|<title|aria-label|Kopi|Voucher|S\$10/);
    // Outside its tags there is nothing to read.
    expect(response.body.replace(/<[^>]*>/g, '').trim()).toBe('');
  });

  it('never puts catalog text into the image, so a name cannot become markup', async () => {
    const body = (await wallet.app.inject({ url: '/v1/images/gifts/markup-sg.svg' })).body;
    expect(body).not.toMatch(/script|Angle|&#/);
    // A light brand gets dark ink.
    expect(body).toContain('fill="#111827"');
  });

  it('gives each brand its own mark, the same on every card of that brand', () => {
    const card = (brandName: string) =>
      renderGiftCard({ brandName, brandColor: '#6f4e37', giftName: 'ignored' });
    expect(card('Kopi Lane')).toBe(card('Kopi Lane'));
    const brands = ['Kopi Lane', 'Petal & Stone', 'Lumen Books', 'Nova Cinemas', 'Tropika Mart'];
    expect(new Set(brands.map(card)).size).toBe(brands.length);
    expect(new Set(brands.map((name) => brandSeed(name) % 8)).size).toBeGreaterThan(2);
  });

  it('answers 404 in the envelope for an unknown gift, 400 for a malformed id', async () => {
    const missing = await wallet.app.inject({ url: '/v1/images/gifts/no-such-gift.svg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect(missing.headers['cache-control']).toBe('no-store');
    const malformed = await wallet.app.inject({ url: '/v1/images/gifts/a%20b.svg' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: { details: [{ in: 'params', path: 'id' }] } });
  });
});
