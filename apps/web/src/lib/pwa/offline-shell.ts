import { OFFLINE_SHELL_MARK } from './protocol';

/**
 * Whether this document is the offline shell the service worker answered a navigation with while
 * the network was down (the BFF marks it on <html>): the page was not guarded by the BFF, and its
 * runtime config carries no session (nothing personal is ever cached by the worker).
 */
export const isOfflineShell = (): boolean =>
  document.documentElement.dataset.kadoShell === OFFLINE_SHELL_MARK;
