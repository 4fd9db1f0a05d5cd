import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/app.js';
import { unreachableIssuer } from '../../../test/issuer.js';

describe('the embedded image store: GET /v1/images/gifts/:id.svg, /v1/images/brands/:id.svg', () => {
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

  it('draws what the gift buys in the brand colour, and no words in any language', async () => {
    const response = await wallet.app.inject({ url: '/v1/images/gifts/kopi-lane-10-sg.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(response.body).toContain('fill="#6f4e37"');
    // Kopi Lane is a café: its value voucher shows a cup of coffee (the latte-art heart).
    expect(response.body).toContain('fill="#f3e3d3"');
    // The caption names the gift in the reader's language; the artwork says nothing.
    expect(response.body).not.toMatch(/<text|<title|aria-label|Kopi|Voucher|S\$10/);
    // Outside its tags there is nothing to read.
    expect(response.body.replace(/<[^>]*>/g, '').trim()).toBe('');
  });

  it('never puts catalog text into the image, so a name cannot become markup', async () => {
    const body = (await wallet.app.inject({ url: '/v1/images/gifts/markup-sg.svg' })).body;
    expect(body).not.toMatch(/script|Angle|&#/);
  });

  it('draws a gift outside the demo catalog as a present in its brand colour', async () => {
    const body = (await wallet.app.inject({ url: '/v1/images/gifts/markup-sg.svg' })).body;
    expect(body).toContain('fill="#fde047"');
    expect(body).not.toContain('fill="#f3e3d3"');
  });

  it('serves each brand’s logo: its initials on a badge in its colour, escaped', async () => {
    const logo = await wallet.app.inject({ url: '/v1/images/brands/kopi-lane.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(logo.body).toContain('fill="#6f4e37"');
    expect(logo.body).toContain('>KL</text>');
    const angle = (await wallet.app.inject({ url: '/v1/images/brands/angle.svg' })).body;
    expect(angle).toContain('>AC</text>');
    expect(angle).not.toMatch(/<Angle|script/);
    const missing = await wallet.app.inject({ url: '/v1/images/brands/no-such-brand.svg' });
    expect(missing.statusCode).toBe(404);
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
