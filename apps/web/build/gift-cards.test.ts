// @vitest-environment node
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { renderAsync } from '@resvg/resvg-js';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';

import { LOCALE_CODES } from '@kado/shared';
import { PRESENT_DESIGNS, presentCardImagePath } from '@kado/shared/schemas';

import { cardFile, cardLocales, cardSvg, DESIGN_NAMES, giftCards, renderCards } from './gift-cards';
import { greeting } from './gift-cards/card';
import { CARD_HEIGHT, CARD_WIDTH, SAFE_AREA } from './gift-cards/design';
import { covers, fontStack, NOTO_SANS } from './gift-cards/fonts';
import { layoutGreeting, MIN_FONT_SIZE, type Box } from './gift-cards/greeting';
import { PRECACHE_GLOB_IGNORES, PRECACHE_GLOB_PATTERNS } from './pwa';

const CARDS = DESIGN_NAMES.flatMap((design) =>
  LOCALE_CODES.map((locale) => [design, locale] as const),
);

/** A PNG's size, from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

const inside = (box: Box, area: Box) =>
  box.x >= area.x &&
  box.y >= area.y &&
  box.x + box.width <= area.x + area.width &&
  box.y + box.height <= area.y + area.height;

it('draws exactly the designs and locales of @kado/shared, at presentCardImagePath', () => {
  expect(DESIGN_NAMES).toEqual([...PRESENT_DESIGNS]);
  expect(cardLocales()).toEqual([...LOCALE_CODES].sort());
  for (const [design, locale] of CARDS) {
    expect(`/${cardFile(design, locale)}`).toBe(presentCardImagePath(design, locale));
  }
});

it('renders every design in every locale at 1200×630, each PNG at most 120 KB', async () => {
  const { files } = await renderCards({ cacheDir: null });
  expect([...files.keys()].sort()).toEqual(CARDS.map(([d, l]) => cardFile(d, l)).sort());
  for (const png of files.values()) {
    expect(pngSize(png)).toEqual({ width: CARD_WIDTH, height: CARD_HEIGHT });
    expect(png.length).toBeLessThanOrEqual(120 * 1024);
  }
});

describe('the greeting', () => {
  it.each(CARDS)('of %s in %s fits the calm area at a readable size', (design, locale) => {
    const layout = cardSvg(design, locale).greeting!;
    expect(layout.lines.join(' ').replace(/\s+/g, '')).toBe(
      greeting(design, locale).replace(/\s+/g, ''),
    );
    expect(layout.fontSize).toBeGreaterThanOrEqual(MIN_FONT_SIZE);
    expect(inside(layout.bbox, SAFE_AREA)).toBe(true);
  });

  it.each(LOCALE_CODES)(
    'in %s has every character in its fonts, its script in its own',
    (locale) => {
      const [own] = fontStack(locale);
      for (const design of DESIGN_NAMES) {
        for (const char of greeting(design, locale)) {
          const codePoint = char.codePointAt(0)!;
          expect(
            fontStack(locale).some((font) => covers(font, codePoint)),
            `${char} in ${locale}`,
          ).toBe(true);
          // Letters and marks of the script (not spaces or "!") come from the locale's own font.
          if (/[\p{L}\p{M}]/u.test(char))
            expect(covers(own!, codePoint), `${char} in ${own!.family}`).toBe(true);
        }
      }
    },
  );

  it('coverage is a real check: Noto Sans has no Thai, Hangul or Han', () => {
    for (const char of ['ก', '한', '樂'])
      expect(covers(NOTO_SANS, char.codePointAt(0)!)).toBe(false);
    for (const char of ['ế', 'ữ', '!']) expect(covers(NOTO_SANS, char.codePointAt(0)!)).toBe(true);
  });

  it.each(DESIGN_NAMES)('is drawn with glyphs on the %s card in every locale', async (design) => {
    for (const locale of LOCALE_CODES) {
      const card = cardSvg(design, locale);
      const [withWords, without] = await Promise.all([
        renderAsync(card.svg, { font: { loadSystemFonts: false } }),
        renderAsync(cardSvg(design, locale, { withGreeting: false }).svg, {
          font: { loadSystemFonts: false },
        }),
      ]);
      const box = card.greeting!.bbox;
      const [a, b] = [withWords.pixels, without.pixels];
      let changed = 0;
      let outside = 0;
      for (let y = 0; y < CARD_HEIGHT; y += 1) {
        for (let x = 0; x < CARD_WIDTH; x += 1) {
          const at = (y * CARD_WIDTH + x) * 4;
          if (a[at] === b[at] && a[at + 1] === b[at + 1] && a[at + 2] === b[at + 2]) continue;
          const inBox =
            x >= box.x - 1 &&
            x <= box.x + box.width + 1 &&
            y >= box.y - 1 &&
            y <= box.y + box.height + 1;
          if (inBox) changed += 1;
          else outside += 1;
        }
      }
      // Ink on at least a tenth of the text's box (an empty run or blank glyphs leave nothing), and
      // nothing drawn anywhere else.
      expect(changed / (box.width * box.height), `${design} ${locale}`).toBeGreaterThan(0.1);
      expect(outside, `${design} ${locale}`).toBe(0);
    }
  });

  it('breaks a long greeting into lines, and refuses one that cannot fit', () => {
    const area = { x: 0, y: 0, width: 600, height: 340 };
    const thai = layoutGreeting('ซินเจียยู่อี่ ซินนี้ฮวดไช้!', 'th', area, '#000');
    expect(thai.lines).toEqual(['ซินเจียยู่อี่', 'ซินนี้ฮวดไช้!']);
    expect(() =>
      layoutGreeting('Supercalifragilisticexpialidocious!'.repeat(3), 'en', area, '#000'),
    ).toThrow(/does not fit/);
  });
});

describe('the service worker', () => {
  it('precaches none of the cards', async () => {
    // The glob engine vite-plugin-pwa runs (workbox-build), on a build with a script and a card.
    const requireFromPwa = createRequire(createRequire(import.meta.url).resolve('vite-plugin-pwa'));
    const { getManifest } = requireFromPwa('workbox-build') as {
      getManifest: (config: {
        globDirectory: string;
        globPatterns: string[];
        globIgnores: string[];
      }) => Promise<{ manifestEntries: { url: string }[] }>;
    };
    const dir = await mkdtemp(join(tmpdir(), 'kado-precache-'));
    await mkdir(join(dir, 'assets'));
    await mkdir(join(dir, 'cards/birthday'), { recursive: true });
    await writeFile(join(dir, 'assets/entry-abc123.js'), 'console.log(1)');
    await writeFile(join(dir, 'cards/birthday/en.png'), 'png');
    const urls = async (globPatterns: string[]) =>
      (
        await getManifest({ globDirectory: dir, globPatterns, globIgnores: PRECACHE_GLOB_IGNORES })
      ).manifestEntries.map((entry) => entry.url);
    expect(await urls(PRECACHE_GLOB_PATTERNS)).toEqual(['assets/entry-abc123.js']);
    // Even if the patterns grew to take everything, the ignores keep the cards out.
    expect(await urls(['**/*'])).toEqual(['assets/entry-abc123.js']);
  });
});

it('the build plugin writes each card at its path', async () => {
  const root = await mkdtemp(join(tmpdir(), 'kado-cards-'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>cards</title>');
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [giftCards({ locales: ['en'], cacheDir: null })],
  });
  for (const design of DESIGN_NAMES) {
    const png = await readFile(join(root, 'dist', cardFile(design, 'en')));
    expect(pngSize(png)).toEqual({ width: CARD_WIDTH, height: CARD_HEIGHT });
  }
});
