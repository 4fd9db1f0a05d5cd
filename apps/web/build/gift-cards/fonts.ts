/**
 * The fonts the cards are drawn with: the bold Noto of each script, from npm (devDependencies), since
 * a CI machine has no system fonts for Thai, Devanagari, Korean or Chinese. HarfBuzz shapes the
 * greeting with them and the card carries the glyphs' outlines (greeting.ts), so resvg needs none.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import * as hb from 'harfbuzzjs';

const require = createRequire(import.meta.url);

export interface CardFont {
  /** The family name in the font's name table, as an SVG font-family names it. */
  readonly family: string;
  readonly file: string;
}

const font = (family: string, pkg: string, file: string): CardFont => ({
  family,
  file: require.resolve(`@expo-google-fonts/${pkg}/700Bold/${file}`),
});

/** Latin with Vietnamese, Malay, Indonesian and Filipino; also the punctuation of the others. */
export const NOTO_SANS = font('Noto Sans', 'noto-sans', 'NotoSans_700Bold.ttf');
const THAI = font('Noto Sans Thai', 'noto-sans-thai', 'NotoSansThai_700Bold.ttf');
const DEVANAGARI = font(
  'Noto Sans Devanagari',
  'noto-sans-devanagari',
  'NotoSansDevanagari_700Bold.ttf',
);
const KOREAN = font('Noto Sans KR', 'noto-sans-kr', 'NotoSansKR_700Bold.ttf');
const TRADITIONAL_CHINESE = font('Noto Sans TC', 'noto-sans-tc', 'NotoSansTC_700Bold.ttf');

/** The fonts of a locale's greeting, its own script first, Noto Sans behind it for the rest. */
export function fontStack(locale: string): readonly CardFont[] {
  switch (locale) {
    case 'hk':
    case 'tw':
      return [TRADITIONAL_CHINESE, NOTO_SANS];
    case 'kr':
      return [KOREAN, NOTO_SANS];
    case 'th':
      return [THAI, NOTO_SANS];
    case 'in':
      return [DEVANAGARI, NOTO_SANS];
    default:
      return [NOTO_SANS];
  }
}

/** A font file opened by HarfBuzz, with its units per em. */
export interface ShapingFont {
  readonly font: hb.Font;
  readonly upem: number;
}

const opened = new Map<string, ShapingFont>();

export function shapingFont(entry: CardFont): ShapingFont {
  let loaded = opened.get(entry.file);
  if (!loaded) {
    const face = new hb.Face(new hb.Blob(readFileSync(entry.file)));
    loaded = { font: new hb.Font(face), upem: face.upem };
    opened.set(entry.file, loaded);
  }
  return loaded;
}

/** Whether the font's cmap maps `codePoint` to a glyph (one it would not draw as a blank or a box). */
export function covers(entry: CardFont, codePoint: number): boolean {
  return (shapingFont(entry).font.nominalGlyph(codePoint) ?? 0) !== 0;
}

/** The first font of `locale`'s stack that has every character of `cluster`, if any. */
export function fontFor(cluster: string, locale: string): CardFont | undefined {
  const codePoints = Array.from(cluster.matchAll(/./gsu), ([char]) => char.codePointAt(0) ?? 0);
  return fontStack(locale).find((entry) =>
    codePoints.every((codePoint) => covers(entry, codePoint)),
  );
}
