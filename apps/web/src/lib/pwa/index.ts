/** The installable app seen from the SPA (PRODUCT.md §11). */
export { registerServiceWorkerAfterLoad } from './register';
export { isOfflineShell } from './offline-shell';
