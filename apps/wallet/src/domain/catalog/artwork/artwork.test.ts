import { brandUpsertSchema, imagePathSchema } from '@kado/shared/schemas';
import { describe, expect, it } from 'vitest';

import catalogFile from '../../../db/demo-catalog/catalog.json';
import { DEMO_BRANDS, DEMO_GIFTS } from '../../../db/demo-catalog.js';
import { brandLogoPath, monogram, renderBrandLogo } from './brand-logo.js';
import { giftImagePath, renderGiftArt } from './gift-art.js';
import { giftBox, ILLUSTRATIONS } from './illustrations.js';

const brandsById = new Map(DEMO_BRANDS.map((brand) => [brand.id, brand]));

function giftArt(gift: (typeof DEMO_GIFTS)[number]): string {
  const brand = brandsById.get(gift.brandId);
  if (!brand) throw new Error(`no brand ${gift.brandId}`);
  return renderGiftArt({ ...gift, brandName: brand.name, brandColor: brand.color });
}

/** The elements the drawings are made of: shapes, groups and (in logos) one line of text. */
const ELEMENTS = new Set(['svg', 'g', 'path', 'rect', 'circle', 'ellipse', 'text']);

/** Well-formed, of known elements only, and unable to run or fetch anything. */
function expectSafeSvg(svg: string, { width, height }: { width: number; height: number }) {
  expect(svg).toMatch(
    new RegExp(
      `^<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`,
    ),
  );
  const open: string[] = [];
  for (const [, closing, name, , selfClosing] of svg.matchAll(
    /<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z-]+="[^"<>]*")*)\s*(\/?)>/g,
  )) {
    expect(ELEMENTS).toContain(name);
    if (closing) expect(open.pop()).toBe(name);
    else if (!selfClosing) open.push(name ?? '');
  }
  expect(open).toEqual([]);
  // Every '<' starts a tag the loop above read: nothing hidden in a malformed one.
  expect(svg.split('<').length - 1).toBe(
    [...svg.matchAll(/<\/?[a-zA-Z]+(?:\s+[a-zA-Z-]+="[^"<>]*")*\s*\/?>/g)].length,
  );
  expect(svg).not.toMatch(/script|foreignObject|href|url\(|@import|\son[a-z]+=|javascript:/i);
  // The only address is the SVG namespace.
  expect(svg.match(/https?:/g)).toEqual(['http:']);
  expect(Buffer.byteLength(svg)).toBeLessThan(12 * 1024);
}

describe('demo catalog artwork', () => {
  it('has a drawing for every kind of gift in catalog.json, each its own', () => {
    const kinds = Object.keys(catalogFile.kinds).sort();
    expect(Object.keys(ILLUSTRATIONS).sort()).toEqual(kinds);
    const palette = { accent: '#6f4e37', dark: '#000000', light: '#ffffff', ground: '#eeeeee' };
    const drawings = kinds.map((kind) => ILLUSTRATIONS[kind]?.(palette));
    expect(new Set([...drawings, giftBox(palette)]).size).toBe(kinds.length + 1);
  });

  it('draws every demo gift the same way each time, without words, safe and small', () => {
    for (const gift of DEMO_GIFTS) {
      const svg = giftArt(gift);
      expect(giftArt(gift)).toBe(svg);
      expectSafeSvg(svg, { width: 640, height: 400 });
      // The caption names the gift in the reader's language; the picture says nothing.
      expect(svg).not.toMatch(/<text|<title/);
      expect(svg.replace(/<[^>]*>/g, '').trim()).toBe('');
      expect(svg).toContain(brandsById.get(gift.brandId)?.color);
    }
  });

  it('shows a value voucher with the brand’s gift card, a product without', () => {
    const [latte, voucher] = ['kopi-lane-iced-latte-th', 'kopi-lane-10-sg'].map((id) =>
      DEMO_GIFTS.find((gift) => gift.id === id),
    );
    expect([latte?.value, voucher?.value]).toEqual([false, true]);
    const gift = latte ?? DEMO_GIFTS[0];
    if (!gift) throw new Error('no demo gifts');
    expect(giftArt({ ...gift, value: true })).not.toBe(giftArt({ ...gift, value: false }));
  });

  it('gives every demo brand its own logo: its initials on a badge in its colour', () => {
    const logos = DEMO_BRANDS.map((brand) => {
      const svg = renderBrandLogo(brand);
      expect(renderBrandLogo(brand)).toBe(svg);
      expectSafeSvg(svg, { width: 160, height: 160 });
      expect(svg).toContain(`fill="${brand.color}"`);
      // The only words are the brand's initials, a proper noun the same in every locale.
      expect(svg.replace(/<[^>]*>/g, '').trim()).toBe(monogram(brand.name));
      return svg;
    });
    expect(new Set(logos).size).toBe(DEMO_BRANDS.length);
    expect(monogram('Kopi Lane')).toBe('KL');
    expect(monogram('Petal & Stone')).toBe('PS');
    expect(monogram('ร้านกาแฟ')).toBe('ร้');
  });

  it('escapes a brand name that looks like markup', () => {
    const svg = renderBrandLogo({ name: '<Angle> & "Co"', color: '#fde047' });
    expectSafeSvg(svg, { width: 160, height: 160 });
    expect(svg).toContain('>AC</text>');
  });

  it('puts the pictures and logos at paths an operator’s upload may use', () => {
    for (const gift of DEMO_GIFTS) {
      expect(imagePathSchema.safeParse(giftImagePath(gift.id)).success).toBe(true);
    }
    for (const brand of DEMO_BRANDS) {
      const parsed = brandUpsertSchema.safeParse({
        name: brand.name,
        color: brand.color,
        categoryId: brand.categoryId,
        logoPath: brandLogoPath(brand.id),
      });
      expect(parsed.error).toBeUndefined();
    }
  });
});
