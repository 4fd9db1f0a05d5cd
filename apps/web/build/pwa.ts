/**
 * The installable app (PRODUCT.md §11): the service worker that vite-plugin-pwa builds from
 * src/service-worker/sw.ts with the precache list Workbox writes into it, and the manifests and
 * icons of build/pwa-manifest.ts.
 */
import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { pwaManifests } from './pwa-manifest';

/** What the service worker precaches, of the build output (tested in gift-cards.test.ts). */
export const PRECACHE_GLOB_PATTERNS = ['assets/**/*.{js,css}'];
export const PRECACHE_GLOB_IGNORES = ['**/*.br', '**/*.gz', 'server/**', 'cards/**'];

export function pwa(): PluginOption[] {
  return [
    pwaManifests(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      // The page registers the worker itself, after the first paint (src/lib/pwa/register.ts), and
      // the BFF serves a manifest per language (apps/bff/src/routes/pwa.ts): nothing injected here.
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // Every script and stylesheet the SPA can load: the shell, each locale's messages, every
        // lazily loaded page and the barcode libraries. Not the brotli/gzip twins, not server/
        // (the BFF's page renderer), not images: those are the browser's HTTP cache's, the gift
        // cards (90 PNGs a recipient sees one of) above all.
        globPatterns: PRECACHE_GLOB_PATTERNS,
        globIgnores: PRECACHE_GLOB_IGNORES,
        // Content hashes are in the names already: no revision query needed.
        dontCacheBustURLsMatching: /^assets\//,
      },
    }),
  ];
}
