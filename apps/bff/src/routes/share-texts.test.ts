import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LOCALES } from '@kado/shared';

import { isolatedApp } from '../../test/support.js';
import { SHARE_TEXTS } from './share-texts.js';

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

  it('follow Accept-Language when there is no cookie', async () => {
    const page = await app.inject({ url: '/', headers: { 'accept-language': 'ko-KR,ko;q=0.9' } });
    expect(meta(page.body, 'property="og:title"')).toBe(SHARE_TEXTS.kr.title);
  });

  it('differ in every language', () => {
    const titles = new Set(Object.values(SHARE_TEXTS).map((text) => text.title));
    expect(titles.size).toBe(LOCALES.length);
  });
});
