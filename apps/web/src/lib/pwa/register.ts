/**
 * Registers the service worker once the page has painted and the browser is idle, so it takes
 * nothing from the first load: this file is all the first load carries, workbox-window and the
 * update offer come in their own chunk afterwards.
 */
import type { i18n as I18n } from 'i18next';

function whenIdle(run: () => void) {
  // Safari has no requestIdleCallback: a timeout after load is idle enough there.
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 1000);
}

export function registerServiceWorkerAfterLoad(i18n: I18n) {
  // Development serves modules no precache list names (and the BFF sends a worker that removes itself).
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    whenIdle(() => {
      // A worker that cannot register (a private window, a blocked or missing script) leaves Kado
      // working online only: nothing to tell the shopper, and no unhandled rejection.
      import('./service-worker')
        .then(({ startServiceWorker }) => startServiceWorker(i18n))
        .catch((error: unknown) => {
          console.warn('Kado runs online only: the service worker did not register.', error);
        });
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
