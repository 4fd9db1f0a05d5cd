/**
 * A card as SVG: a design's drawing, the locale's greeting large in the calm area and the Kado mark.
 * The design names and greetings are the translators' (gifting.designs in each locale's wallet.json).
 */
import { readdirSync, readFileSync } from 'node:fs';

import { CARD_HEIGHT, CARD_WIDTH, GREETING_AREA, MARK_BOX, type CardDesign } from './design';
import { birthday } from './designs/birthday';
import { christmas } from './designs/christmas';
import { chuseok } from './designs/chuseok';
import { congrats } from './designs/congrats';
import { diwali } from './designs/diwali';
import { hariRaya } from './designs/hari-raya';
import { lunarNewYear } from './designs/lunar-new-year';
import { songkran } from './designs/songkran';
import { thanks } from './designs/thanks';
import { layoutGreeting, type GreetingLayout } from './greeting';

/** @kado/shared's PRESENT_DESIGNS: Vite's config loader runs this file in Node, which cannot load that TS. */
export const CARD_DESIGNS = {
  birthday,
  thanks,
  congrats,
  'lunar-new-year': lunarNewYear,
  'hari-raya': hariRaya,
  diwali,
  songkran,
  chuseok,
  christmas,
} as const satisfies Record<string, CardDesign>;
export type CardDesignName = keyof typeof CARD_DESIGNS;
export const DESIGN_NAMES = Object.keys(CARD_DESIGNS) as CardDesignName[];

const LOCALES_DIR = new URL('../../src/locales/', import.meta.url);

/** One folder per locale code (LOCALES of @kado/shared), each with its wallet.json. */
export const cardLocales = () =>
  readdirSync(LOCALES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

interface WalletTexts {
  gifting: { designs: Record<CardDesignName, { name: string; greeting: string }> };
}

/** The design's name and greeting in `locale`. */
export function designTexts(design: CardDesignName, locale: string) {
  const texts = JSON.parse(
    readFileSync(new URL(`${locale}/wallet.json`, LOCALES_DIR), 'utf8'),
  ) as WalletTexts;
  const entry = texts.gifting.designs[design];
  if (!entry?.greeting)
    throw new Error(`${locale}/wallet.json has no greeting for the ${design} card`);
  return entry;
}

export const greeting = (design: CardDesignName, locale: string) =>
  designTexts(design, locale).greeting;

/** The path the card is served at, without its leading slash (presentCardImagePath of @kado/shared). */
export const cardFile = (design: string, locale: string) => `cards/${design}/${locale}.png`;

/** public/favicon.svg, the gift of the logo, on its own tile. */
const MARK = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8')
  .replace(/^[\s\S]*?<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '');

const mark = () =>
  `<g transform="translate(${MARK_BOX.x} ${MARK_BOX.y}) scale(${MARK_BOX.width / 32})">${MARK}</g>`;

export interface Card {
  readonly svg: string;
  readonly greeting: GreetingLayout | null;
}

/** The card of `design` in `locale`; `withGreeting: false` draws it without its words (for tests). */
export function cardSvg(
  design: CardDesignName,
  locale: string,
  { withGreeting = true }: { withGreeting?: boolean } = {},
): Card {
  const { background, ink, art } = CARD_DESIGNS[design];
  const { name, greeting: text } = designTexts(design, locale);
  // A line never breaks inside the occasion's name.
  const layout = withGreeting ? layoutGreeting(text, locale, GREETING_AREA, ink, [name]) : null;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">` +
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${background}"/>` +
    art +
    mark() +
    (layout?.svg ?? '') +
    `</svg>`;
  return { svg, greeting: layout };
}
