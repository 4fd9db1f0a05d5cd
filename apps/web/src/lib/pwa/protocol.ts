/** What the page, the worker and the BFF agree on (apps/bff/src/routes/pwa.ts serves the same paths). */

/** The worker's script, served by the BFF (a kill-switch worker when SERVICE_WORKER=off). */
export const WORKER_URL = '/sw.js';

/** The page the worker keeps to answer navigations while offline (a BFF route, never a file). */
export const OFFLINE_SHELL_URL = '/app-shell.html';

/** Posted by the page (workbox-window's messageSkipWaiting) when the user chose "Reload". */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

/** Set on <html> by the BFF in the offline shell (data-kado-shell="offline"). */
export const OFFLINE_SHELL_MARK = 'offline';
