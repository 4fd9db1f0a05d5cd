/**
 * The gift cards (PRODUCT.md §10): every design of build/gift-cards/designs in every locale, with
 * that locale's greeting, rendered to `cards/<design>/<locale>.png` (1200×630, the og:image size) at
 * build time. The BFF serves them as they are, for the receive page and for chat link previews.
 *
 * Rendering runs on resvg's worker threads, and a card whose SVG has not changed since the last
 * build is taken from a cache under node_modules/.cache instead of being rendered again.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { renderAsync } from '@resvg/resvg-js';
import type { Plugin } from 'vite';

import { cardFile, cardLocales, cardSvg, DESIGN_NAMES } from './gift-cards/card';

export { cardFile, cardLocales, cardSvg, DESIGN_NAMES } from './gift-cards/card';

const DEFAULT_CACHE_DIR = fileURLToPath(
  new URL('../node_modules/.cache/kado-gift-cards/', import.meta.url),
);

/** One card as a PNG; resvg draws paths only (the greeting is outlines), so no font is loaded. */
export async function renderCard(svg: string): Promise<Buffer> {
  const image = await renderAsync(svg, { font: { loadSystemFonts: false } });
  return image.asPng();
}

export interface RenderedCards {
  /** Output path (cards/<design>/<locale>.png) → PNG. */
  readonly files: Map<string, Buffer>;
  /** How many came from the cache. */
  readonly cached: number;
}

/** Every design in every locale, `cacheDir` null for no cache. */
export async function renderCards({
  cacheDir = DEFAULT_CACHE_DIR,
  locales = cardLocales(),
}: { cacheDir?: string | null; locales?: readonly string[] } = {}): Promise<RenderedCards> {
  const jobs = DESIGN_NAMES.flatMap((design) =>
    locales.map((locale) => ({ file: cardFile(design, locale), svg: cardSvg(design, locale).svg })),
  );
  if (cacheDir) await mkdir(cacheDir, { recursive: true });
  const files = new Map<string, Buffer>();
  let cached = 0;
  let next = 0;
  const worker = async () => {
    for (let job = jobs[next++]; job; job = jobs[next++]) {
      const { file, svg } = job;
      const key =
        cacheDir && join(cacheDir, `${createHash('sha256').update(svg).digest('hex')}.png`);
      const hit = key ? await readFile(key).catch(() => null) : null;
      if (hit) {
        cached += 1;
        files.set(file, hit);
        continue;
      }
      const png = await renderCard(svg);
      if (key) await writeFile(key, png);
      files.set(file, png);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  return { files, cached };
}

export function giftCards(options: Parameters<typeof renderCards>[0] = {}): Plugin {
  return {
    name: 'kado:gift-cards',
    // In development the BFF proxies /cards/* here: each card is drawn when asked for.
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = /^\/cards\/([a-z-]+)\/([a-z]+)\.png$/.exec(request.url ?? '');
        const design = DESIGN_NAMES.find((name) => name === match?.[1]);
        const locale = cardLocales().find((code) => code === match?.[2]);
        if (!design || !locale) {
          next();
          return;
        }
        renderCard(cardSvg(design, locale).svg).then((png) => {
          response.setHeader('content-type', 'image/png');
          response.setHeader('cache-control', 'no-cache');
          response.end(png);
        }, next);
      });
    },
    async generateBundle() {
      const started = performance.now();
      const { files, cached } = await renderCards(options);
      for (const [fileName, source] of files) {
        this.emitFile({ type: 'asset', fileName, source });
      }
      const bytes = [...files.values()].reduce((sum, png) => sum + png.length, 0);
      this.info(
        `${files.size} gift cards (${cached} from cache), ${Math.round(bytes / 1024)} KB, ` +
          `${Math.round(performance.now() - started)} ms`,
      );
    },
  };
}
