import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LOCALE_CODES, LOCALES } from '@kado/shared';
import { glossaryViolations } from '@kado/shared/glossary';
import { type PresentCard } from '@kado/shared/schemas';

import { isolatedApp } from '../../test/support.js';
import {
  GIFT_PREVIEW_TEXTS,
  SHARE_TEXTS,
  giftPreviewDescription,
  giftPreviewHead,
} from './share-texts.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await isolatedApp();
});
afterAll(async () => {
  await app.close();
});

const meta = (html: string, attribute: string) =>
  new RegExp(`<meta ${attribute} content="([^"]*)"`).exec(html)?.[1];

describe('the page description and share title', () => {
  it.each(LOCALES.map((locale) => [locale.code, locale.iso] as const))(
    'are written in %s for a reader of that language',
    async (code, iso) => {
      const page = await app.inject({ url: '/faq', headers: { cookie: `KADO_LANG=${code}` } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<html lang="${iso}"`);
      expect(meta(page.body, 'name="description"')).toBe(SHARE_TEXTS[code].description);
      expect(meta(page.body, 'property="og:title"')).toBe(SHARE_TEXTS[code].title);
      expect(meta(page.body, 'property="og:description"')).toBe(SHARE_TEXTS[code].description);
      expect(meta(page.body, 'property="og:locale"')).toBe(iso.replace('-', '_'));
    },
  );

  it('give chat apps an absolute share picture with its size', async () => {
    const page = await app.inject({ url: '/gift-items' });
    expect(meta(page.body, 'property="og:image"')).toBe('http://localhost:3000/share.png');
    expect(meta(page.body, 'property="og:image:width"')).toBe('1200');
    expect(meta(page.body, 'property="og:image:height"')).toBe('630');
  });

  it('follow Accept-Language when there is no cookie', async () => {
    const page = await app.inject({ url: '/', headers: { 'accept-language': 'ko-KR,ko;q=0.9' } });
    expect(meta(page.body, 'property="og:title"')).toBe(SHARE_TEXTS.kr.title);
  });

  it('use the glossary word of each locale for every product concept', () => {
    for (const code of LOCALE_CODES) {
      const preview = GIFT_PREVIEW_TEXTS[code];
      const texts = [
        ['title', SHARE_TEXTS[code].title],
        ['description', SHARE_TEXTS[code].description],
        ['gift title', preview.title('Mei')],
        ['gift image', preview.imageAlt('Mei')],
      ] as const;
      expect(glossaryViolations(code, texts), code).toEqual([]);
    }
  });

  it('differ in every language', () => {
    const titles = new Set(Object.values(SHARE_TEXTS).map((text) => text.title));
    expect(titles.size).toBe(LOCALES.length);
  });
});

describe("a gift link's preview texts", () => {
  const card: PresentCard = {
    id: '3f1c2b8e-4d5a-4e6f-8a7b-9c0d1e2f3a4b',
    design: 'diwali',
    senderName: 'Priya',
    gift: {
      id: 'kopi-lane-iced-latte-sg',
      name: 'Iced Latte',
      brand: { id: 'kopi-lane', name: 'Kopi Lane' },
      category: { id: 'food-drink', name: 'Food & Drink' },
      points: 450,
      imagePath: '/v1/images/gifts/kopi-lane-iced-latte-sg.svg',
      market: 'SG',
    },
    quantity: 1,
    locale: 'in',
  };
  const template =
    '<html lang="en"><head><meta property="og:title" content="Kado" /></head></html>';

  it.each(LOCALE_CODES)('name the sender in the title and the image text, in %s', (locale) => {
    const text = GIFT_PREVIEW_TEXTS[locale];
    expect(text.title('SENDER')).toContain('SENDER');
    expect(text.title('SENDER')).not.toBe(SHARE_TEXTS[locale].title);
    expect(text.imageAlt('SENDER')).toContain('SENDER');
    expect(text.imageAlt('SENDER')).not.toBe(text.title('SENDER'));
  });

  it('differ in every language but the two written Chinese ones, which may say it alike', () => {
    const others = LOCALE_CODES.filter((locale) => locale !== 'tw');
    const titles = new Set(others.map((locale) => GIFT_PREVIEW_TEXTS[locale].title('X')));
    expect(titles.size).toBe(others.length);
  });

  it('count the gift only when there is more than one', () => {
    expect(giftPreviewDescription(card)).toBe('Iced Latte · Kopi Lane');
    expect(giftPreviewDescription({ ...card, quantity: 3 })).toBe('Iced Latte × 3 · Kopi Lane');
  });

  it('replace the page title, point at the card absolutely and escape what the sender wrote', () => {
    const html = giftPreviewHead(
      template,
      { ...card, senderName: '<b>"Priya" & co</b>' },
      'https://kado.example',
    );
    expect(html).toContain(
      '<meta property="og:title" content="&lt;b&gt;&quot;Priya&quot; &amp; co&lt;/b&gt; ने आपको एक उपहार भेजा है" />',
    );
    expect(html.match(/og:title/g)).toHaveLength(1);
    expect(html).toContain(
      '<meta property="og:image" content="https://kado.example/cards/diwali/in.png" />',
    );
    expect(html).toContain(`content="https://kado.example/receive?card=${card.id}"`);
    expect(html).toContain(
      '<meta property="og:image:alt" content="&lt;b&gt;&quot;Priya&quot; &amp; co&lt;/b&gt; की ओर से उपहार कार्ड" />',
    );
    expect(html).not.toContain('<b>');
  });
});
