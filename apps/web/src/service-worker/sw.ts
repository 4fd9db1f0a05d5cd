/**
 * Kado's service worker (PRODUCT.md §11), built by vite-plugin-pwa's injectManifest from Workbox.
 *
 * - The build's JS and CSS (the shell, every locale's messages, every lazily loaded page and the
 *   barcode libraries) are precached, so the SPA can boot without a network.
 * - Navigations go to the network as they always did (the BFF guards each page and gives it a fresh
 *   CSP nonce); only when the network fails does the worker answer with the offline shell: a real
 *   BFF response fetched by this worker, whose CSP header and body nonce match, in the user's language.
 * - Nothing else is cached: no tRPC or BFF answer, no sign-in, no image, nothing personal. The
 *   vouchers kept for offline use are written to IndexedDB by the page, not by this worker.
 * - A new version waits until the page asks it to take over (the "Reload" toast), never sooner.
 */
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';

import { OFFLINE_SHELL_URL, SKIP_WAITING_MESSAGE } from '../lib/pwa/protocol';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

const SHELL_CACHE = 'kado-offline-shell';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The page request starts while the worker boots: online navigations are not slowed by it.
enableNavigationPreload();

/**
 * The shell answers for the language the BFF chose for this browser (its KADO_LANG cookie). It is
 * fetched without reading any session: the BFF's shell route never looks at one.
 */
async function cacheOfflineShell() {
  const response = await fetch(OFFLINE_SHELL_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Offline shell: HTTP ${response.status}`);
  const cache = await caches.open(SHELL_CACHE);
  await cache.put(OFFLINE_SHELL_URL, response);
}

/** A page answered in another language than the kept shell: the user switched, so fetch it again. */
async function followLanguage(page: Response) {
  const language = page.headers.get('Content-Language');
  if (!page.ok || !language) return;
  const kept = await caches.match(OFFLINE_SHELL_URL, { cacheName: SHELL_CACHE });
  if (kept?.headers.get('Content-Language') !== language) await cacheOfflineShell();
}

self.addEventListener('install', (event) => {
  // Without its shell the worker would leave offline pages to the browser's error: fail the install.
  event.waitUntil(cacheOfflineShell());
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING_MESSAGE) {
    void self.skipWaiting();
  }
});

const pageStrategy = new NetworkOnly({
  plugins: [
    {
      // Every answer, the navigation-preloaded ones included (fetchDidSucceed misses those).
      handlerWillRespond: ({ response, event }) => {
        event.waitUntil(followLanguage(response.clone()).catch(() => undefined));
        return Promise.resolve(response);
      },
      handlerDidError: async () =>
        (await caches.match(OFFLINE_SHELL_URL, { cacheName: SHELL_CACHE })) ?? Response.error(),
    },
  ],
});

/** Sign-in and its callback, sign-out, API and image paths: the BFF's own, never a page. */
const BFF_OWN_PATH = /^\/(bff|trpc|images|healthz|readyz)(\/|$)/;

// A navigation to the BFF's own paths goes to the network untouched, without the offline shell, but
// still through the worker, which hands over the preloaded answer: a navigation the worker let pass
// would reach the BFF twice (its preload, then the browser's own request), and a sign-in callback's
// second request would find its one-time sign-in already spent.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && BFF_OWN_PATH.test(url.pathname),
  new NetworkOnly(),
);
registerRoute(new NavigationRoute(pageStrategy, { denylist: [BFF_OWN_PATH] }));
