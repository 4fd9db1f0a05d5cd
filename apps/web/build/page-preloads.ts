/**
 * Writes `page-preloads.json`: for each page module (`src/app/routes/<page>.tsx`) and each locale's
 * two messages chunks (`src/locales/<code>/index.ts`, then the wallet's `wallet.json`, which every
 * page but the signed-out home needs), the chunks and stylesheets it needs beyond what
 * index.html already loads. The BFF knows the page and the locale of every HTML request, so it adds
 * them as `<link>`s and the browser fetches them beside the entry, instead of one round trip later
 * when the router and i18next ask for them.
 */
import type { Plugin, Rolldown } from 'vite';

export const PAGE_PRELOADS_FILE = 'page-preloads.json';

export interface Preload {
  readonly js: readonly string[];
  readonly css: readonly string[];
}

export interface PagePreloads {
  readonly pages: Readonly<Record<string, Preload>>;
  readonly locales: Readonly<Record<string, Preload>>;
  readonly walletMessages: Readonly<Record<string, Preload>>;
}

const PAGE_MODULE = /\/src\/app\/routes\/([\w-]+)\.tsx$/;
const LOCALE_MODULE = /\/src\/locales\/([\w-]+)\/index\.ts$/;
const WALLET_MESSAGES_MODULE = /\/src\/locales\/([\w-]+)\/wallet\.json$/;

type Chunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** A chunk and every chunk it imports statically, with their stylesheets. */
function closure(
  bundle: Rolldown.OutputBundle,
  start: string,
): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName] as Chunk | undefined;
    if (!chunk || chunk.type !== 'chunk' || js.has(fileName)) return;
    js.add(fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    chunk.imports.forEach(visit);
  };
  visit(start);
  return { js, css };
}

export function pagePreloads(): Plugin {
  return {
    name: 'kado-page-preloads',
    apply: 'build',
    // After Vite's CSS plugin, which deletes the chunks that only carried a stylesheet (their CSS
    // moves to the importers): a list made before would name files the build never writes.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const loaded = closure(bundle, entry.fileName);
      const extra = (fileName: string): Preload => {
        const { js, css } = closure(bundle, fileName);
        return {
          js: [...js].filter((file) => !loaded.js.has(file)).map((file) => `/${file}`),
          css: [...css].filter((file) => !loaded.css.has(file)).map((file) => `/${file}`),
        };
      };
      const pages: Record<string, Preload> = {};
      const locales: Record<string, Preload> = {};
      const walletMessages: Record<string, Preload> = {};
      for (const chunk of chunks) {
        if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
        const page = PAGE_MODULE.exec(chunk.facadeModuleId)?.[1];
        const locale = LOCALE_MODULE.exec(chunk.facadeModuleId)?.[1];
        const walletLocale = WALLET_MESSAGES_MODULE.exec(chunk.facadeModuleId)?.[1];
        if (page) pages[page] = extra(chunk.fileName);
        if (locale) locales[locale] = extra(chunk.fileName);
        if (walletLocale) walletMessages[walletLocale] = extra(chunk.fileName);
      }
      this.emitFile({
        type: 'asset',
        fileName: PAGE_PRELOADS_FILE,
        source: JSON.stringify({ pages, locales, walletMessages } satisfies PagePreloads),
      });
    },
  };
}
