import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { brandInitials } from '../../../domain/catalog/gift-card.js';
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

  it('draws the card in the brand colour with its initials and the gift name', async () => {
    const response = await wallet.app.inject({ url: '/v1/images/gifts/kopi-lane-10-sg.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(response.body).toContain('fill="#6f4e37"');
    expect(response.body).toContain('>KL</text>');
    expect(response.body).toContain('>Kopi Lane S$10 Voucher</text>');
  });

  it('escapes catalog text, so a name cannot become markup', async () => {
    const body = (await wallet.app.inject({ url: '/v1/images/gifts/markup-sg.svg' })).body;
    expect(body).not.toContain('<script>');
    expect(body).toContain('&#60;/text&#62;&#60;script&#62;');
    expect(body).toContain('&#60;Angle&#62; &#38; &#34;Co&#34;');
    // A light brand gets dark ink.
    expect(body).toContain('fill="#111827"');
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

  it('takes initials from the first two words', () => {
    expect(brandInitials('Kopi Lane')).toBe('KL');
    expect(brandInitials('Petal & Stone')).toBe('PS');
    expect(brandInitials('Lumen')).toBe('L');
    expect(brandInitials('harbour bakehouse co')).toBe('HB');
  });
});
