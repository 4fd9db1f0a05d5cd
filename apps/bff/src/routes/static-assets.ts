/**
 * The web build's files as routes/pages.ts serves them (@fastify/static, their .br/.gz twins when the
 * browser takes them): which may be served, and how long a browser or a CDN keeps each.
 */
import { resolve, sep } from 'node:path';

import { LOCALE_CODES } from '@kado/shared';
import { PRESENT_DESIGNS, presentCardImagePath } from '@kado/shared/schemas';

/** Where apps/web's build writes the gift cards (apps/web/build/gift-cards.ts). */
export const CARDS_DIR = 'cards';
/** Content-hashed names: a new build writes new names, so these never change. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/**
 * A gift card: fixed names (a chat app's link preview keeps the URL it was given), redrawn rarely, so
 * kept a week rather than forever.
 */
export const CARD_CACHE = 'public, max-age=604800';
/** Any other unhashed file (favicon.svg, robots.txt). */
export const PLAIN_CACHE = 'public, max-age=3600';

/** The only files under /cards: each design in each locale, at presentCardImagePath. */
const CARD_PATHS = new Set(
  PRESENT_DESIGNS.flatMap((design) =>
    LOCALE_CODES.map((locale) => presentCardImagePath(design, locale)),
  ),
);

/**
 * Whether the static file server may send the file at URL path `path`: not index.html (pages get it
 * with their nonce and config), not server/ (the page renderer the BFF runs), and under /cards only
 * the cards of known designs and locales.
 */
export function servableStaticPath(path: string): boolean {
  if (path === '/index.html' || path.startsWith('/server/')) return false;
  if (path.startsWith(`/${CARDS_DIR}/`)) return CARD_PATHS.has(path);
  return true;
}

/** The Cache-Control of the built file at `filePath` (absolute) of the build in `distDir`. */
export function staticCacheControl(distDir: string, filePath: string): string {
  const inDir = (dir: string) => filePath.startsWith(resolve(distDir, dir) + sep);
  if (inDir('assets')) return IMMUTABLE_CACHE;
  if (inDir(CARDS_DIR)) return CARD_CACHE;
  return PLAIN_CACHE;
}
