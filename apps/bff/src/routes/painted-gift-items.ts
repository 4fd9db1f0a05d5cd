/**
 * A signed-out /gift-items with its grid in the HTML: the first gift pictures are the page's LCP, and
 * they load straight from the HTML instead of after the scripts, the page module and a catalog
 * round trip. The SPA's build bundles its own shell renderer for Node (`server/render-pages.js`,
 * apps/web/build/page-renderer.ts); the BFF reads the page the SPA would ask for first (same input,
 * same wallet read and public cache entry as catalog.gifts) and has the SPA's components draw it.
 */
import { access } from 'node:fs/promises';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';

import type { FastifyBaseLogger } from 'fastify';

import { localeInfo, type LocaleCode } from '@kado/shared';
import type { CategoryList, GiftPage, RuntimeConfig } from '@kado/shared/schemas';

import type { Services } from '../services.js';
import {
  giftListInputSchema,
  listCategories,
  listGifts,
  type GiftListInput,
} from '../trpc/routers/catalog.js';

export const PAGE_RENDERER_FILE = 'server/render-pages.js';

/**
 * How long a page waits for its catalog before it goes without its grid. The public cache answers at
 * once; a wallet read takes milliseconds. A slow one must not hold back the whole page (up to the
 * wallet timeout): the SPA then loads the gifts itself, and the read still fills the cache.
 */
export const PAINT_WAIT_MS = 250;

type RenderConfig = Pick<RuntimeConfig, 'imageCdnUrl' | 'giftBoxSiteUrl'>;

export interface GiftItemsRenderer {
  /** What /gift-items asks catalog.gifts first when its address has no query. */
  readonly input: GiftListInput;
  /** The page's HTML in `locale` with `page` (and the home's categories) shown, as the SPA's first
   * render draws it. */
  readonly render: (
    locale: LocaleCode,
    page: GiftPage,
    config: RenderConfig,
    categories?: CategoryList,
  ) => Promise<string>;
  /** The home's: it shows the market's categories too, read beside its gifts. */
  readonly withCategories?: boolean;
}

async function importRenderers(distDir: string) {
  const path = resolve(distDir, PAGE_RENDERER_FILE);
  const exists = await access(path).then(
    () => true,
    () => false,
  );
  if (!exists) return null;
  return { path, module: (await import(pathToFileURL(path).href)) as Record<string, unknown> };
}

/** The build's renderer; null for a build without one (the SPA then draws the page itself). */
export async function loadGiftItemsRenderer(distDir: string): Promise<GiftItemsRenderer | null> {
  const renderers = await importRenderers(distDir);
  if (!renderers) return null;
  const { GIFT_ITEMS_INPUT: rawInput, renderGiftItems: render } = renderers.module;
  const input = giftListInputSchema.safeParse(rawInput);
  if (typeof render !== 'function' || !input.success) {
    throw new Error(`${renderers.path} is not a page renderer (GIFT_ITEMS_INPUT, renderGiftItems)`);
  }
  return { input: input.data, render: render as GiftItemsRenderer['render'] };
}

/**
 * The signed-out home with its popular gifts strip drawn (HOME_INPUT, renderHome), from the same
 * module; null for a build without it (home then keeps its build-time shell).
 */
export async function loadHomeRenderer(distDir: string): Promise<GiftItemsRenderer | null> {
  const renderers = await importRenderers(distDir);
  const { HOME_INPUT: rawInput, renderHome: render } = renderers?.module ?? {};
  const input = giftListInputSchema.safeParse(rawInput);
  if (typeof render !== 'function' || !input.success) return null;
  return { input: input.data, render: render as GiftItemsRenderer['render'], withCategories: true };
}

export interface PaintedGiftItems {
  readonly html: string;
  /** The page the HTML shows: inlined beside it so the SPA's first render draws the same. */
  readonly page: GiftPage;
  /** The categories the home's HTML shows, inlined beside it likewise. */
  readonly categories?: CategoryList;
}

/**
 * Paints /gift-items for a signed-out visitor in `locale`, whose catalog is their language's market.
 * A page is rendered once per public cache entry (the same object until it expires), so a render
 * costs one per locale every few seconds. Null when the catalog or the render fails, or the catalog
 * is slow (PAINT_WAIT_MS): the page is then served without its grid, and the SPA loads the gifts
 * (and shows their error) itself.
 */
export function giftItemsPainter(
  services: Pick<Services, 'wallet'>,
  renderer: GiftItemsRenderer,
  config: RenderConfig,
) {
  // Keyed by the gift page, and for the home by its categories too (each the cache's same object).
  const rendered = new WeakMap<GiftPage, { categories?: CategoryList; html: Promise<string> }>();
  return async (locale: LocaleCode, log: FastifyBaseLogger): Promise<PaintedGiftItems | null> => {
    try {
      const market = localeInfo(locale).market;
      const read = await Promise.race([
        Promise.all([
          listGifts(services, renderer.input, locale, market),
          renderer.withCategories ? listCategories(services, locale, market) : undefined,
        ]),
        sleep(PAINT_WAIT_MS, null, { ref: false }),
      ]);
      if (!read) {
        log.info(
          { locale, waitedMs: PAINT_WAIT_MS },
          'gift-items served without its grid: slow catalog',
        );
        return null;
      }
      const [page, categories] = read;
      let entry = rendered.get(page);
      if (!entry || entry.categories !== categories) {
        const html = renderer.render(locale, page, config, categories);
        entry = { html, ...(categories && { categories }) };
        rendered.set(page, entry);
        html.catch(() => rendered.delete(page));
      }
      return { html: await entry.html, page, ...(categories && { categories }) };
    } catch (error) {
      log.warn({ err: error, locale }, 'gift-items served without its painted grid');
      return null;
    }
  };
}

export type GiftItemsPainter = ReturnType<typeof giftItemsPainter>;
