/**
 * The worker's life seen from the page (workbox-window): register it, and when a new version is
 * installed and waiting, offer it with a toast. Only the user's "Reload" lets it take over, and the
 * page reloads once, when it controls the page; nothing is ever swapped under the user.
 */
import type { i18n as I18n } from 'i18next';
import { Workbox } from 'workbox-window';

import { toasts } from '@kado/ui';

import { WORKER_URL } from './protocol';

function offerUpdate(workbox: Workbox, i18n: I18n) {
  toasts.info(i18n.t('pwa.update.ready'), {
    action: {
      label: i18n.t('pwa.update.reload'),
      onAction: () => {
        workbox.addEventListener('controlling', () => {
          window.location.reload();
        });
        workbox.messageSkipWaiting();
      },
    },
  });
}

export async function startServiceWorker(i18n: I18n) {
  const workbox = new Workbox(WORKER_URL, { scope: '/' });
  // Also fired when a new version was already waiting from an earlier visit.
  workbox.addEventListener('waiting', () => {
    offerUpdate(workbox, i18n);
  });
  await workbox.register();
}
