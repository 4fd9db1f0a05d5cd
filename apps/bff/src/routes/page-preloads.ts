/**
 * The chunks and stylesheets each page and each locale needs beyond index.html, as the SPA's build
 * lists them (`page-preloads.json`, apps/web/build/page-preloads.ts). Added to a page's HTML as
 * `<link>`s, they download beside the entry script instead of one round trip after it.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

import { z } from 'zod';

import type { LocaleCode } from '@kado/shared';
import { textSchema } from '@kado/shared/schemas';

/** Only hashed build assets: what is written into the page cannot be anything else. */
const assetPath = (extension: 'js' | 'css') =>
  textSchema.regex(new RegExp(`^/assets/[\\w.-]+\\.${extension}$`));
const preloadSchema = z.object({ js: z.array(assetPath('js')), css: z.array(assetPath('css')) });
const pagePreloadsSchema = z.object({
  pages: z.record(textSchema, preloadSchema),
  locales: z.record(textSchema, preloadSchema),
  /** Each locale's second messages chunk, the wallet's (absent from builds before the split). */
  walletMessages: z.record(textSchema, preloadSchema).optional(),
});
export type PagePreloads = z.infer<typeof pagePreloadsSchema>;

const NONE: PagePreloads = { pages: {}, locales: {} };

/** The build's list; none for a build without one (the page still works, one round trip later). */
export async function loadPagePreloads(distDir: string): Promise<PagePreloads> {
  const path = resolve(distDir, 'page-preloads.json');
  const text = await readFile(path, 'utf8').catch(() => null);
  if (text === null) return NONE;
  const parsed = pagePreloadsSchema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(`${path} is not a page preload list: ${parsed.error.message}`);
  return parsed.data;
}

/**
 * The page a signed-out visitor gets painted (so `paintedPage`) that speaks only the first messages
 * chunk: the SPA loads the wallet's with every other page (apps/web/src/app/router.tsx), and with
 * any page for a signed-in visitor.
 */
const FIRST_MESSAGES_ONLY_PAGE = 'home';

/**
 * The `<link>`s for one page (null when the request renders no page) in one locale. With
 * `paintedPage`, the HTML already holds the page's first paint: its stylesheets apply at once.
 */
export function preloadLinks(
  preloads: PagePreloads,
  page: string | null,
  locale: LocaleCode,
  { paintedPage = false }: { paintedPage?: boolean } = {},
): string {
  const pagePreload = page === null ? undefined : preloads.pages[page];
  const walletMessages =
    page === null || (paintedPage && page === FIRST_MESSAGES_ONLY_PAGE)
      ? undefined
      : preloads.walletMessages?.[locale];
  const wanted = [preloads.locales[locale], walletMessages, pagePreload];
  const js = new Set(wanted.flatMap((preload) => preload?.js ?? []));
  const css = new Set(wanted.flatMap((preload) => preload?.css ?? []));
  const applied = new Set(paintedPage ? (pagePreload?.css ?? []) : []);
  return [
    // The SPA's loader finds these (same href, rel=stylesheet) and does not add them again.
    ...[...applied].map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    // Fetched early but not render-blocking: the chunk's loader applies the style when it runs.
    ...[...css]
      .filter((href) => !applied.has(href))
      .map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
    ...[...js].map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('');
}
