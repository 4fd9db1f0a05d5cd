/**
 * The installable app's files that are not plain assets (PRODUCT.md §11): the service worker, which
 * the browser re-checks on every navigation and which the SERVICE_WORKER setting can switch off, and
 * the web app manifest in the visitor's language. Their icons are hashed assets (apps/web/build/pwa-manifest.ts).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

import type { FastifyPluginAsync } from 'fastify';

import { LOCALE_CODES, localeInfo, type LocaleCode } from '@kado/shared';

export const WORKER_PATH = '/sw.js';
export const MANIFEST_PATH = '/manifest.webmanifest';
/** Where apps/web's build writes them; the static file server leaves these to this plugin. */
export const BUILT_WORKER = 'sw.js';
export const MANIFESTS_DIR = 'manifests';

/**
 * The worker's own CSP: it fetches only from here (the precache and the offline shell) and runs no
 * other script. Pages keep theirs (worker-src 'self' in pageCsp).
 */
export const WORKER_CSP = "default-src 'none'; connect-src 'self'";

/**
 * Served instead of the real worker when it is switched off, or not built: the browser installs it
 * at its next update check (it bypasses the HTTP cache for the worker, sent no-cache), and it
 * takes over the open windows from the old worker, removes every trace of it and reloads them, so
 * they load from the network as if no worker had ever been there.
 */
export const KILL_SWITCH_WORKER = `// Kado's service worker is switched off: this one removes itself.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    await self.registration.unregister();
    await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
    const windows = await self.clients.matchAll({ type: 'window' });
    await Promise.all(windows.map((client) => client.navigate(client.url)));
  })());
});
`;

type Manifest = Record<string, unknown>;

async function loadManifests(dir: string) {
  const files = await readdir(dir).catch((): string[] => []);
  const manifests = new Map<LocaleCode, Manifest>();
  for (const code of LOCALE_CODES) {
    if (!files.includes(`${code}.webmanifest`)) continue;
    const text = await readFile(join(dir, `${code}.webmanifest`), 'utf8');
    manifests.set(code, JSON.parse(text) as Manifest);
  }
  return manifests;
}

const pwa: FastifyPluginAsync = async (app) => {
  const { env } = app.services;
  const distDir = resolve(env.WEB_DIST_DIR);
  // In development Vite serves modules that no precache list names: no worker there either.
  const built =
    env.SERVICE_WORKER === 'on' && !env.VITE_DEV_URL
      ? await readFile(join(distDir, BUILT_WORKER), 'utf8').catch(() => null)
      : null;
  const worker = built ?? KILL_SWITCH_WORKER;
  const manifests = env.VITE_DEV_URL
    ? new Map<LocaleCode, Manifest>()
    : await loadManifests(join(distDir, MANIFESTS_DIR));

  app.get(WORKER_PATH, (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      // Revalidated on every update check, so a new or a kill-switch worker is seen at once.
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', WORKER_CSP)
      .send(worker),
  );

  app.get(MANIFEST_PATH, (request, reply) => {
    const manifest = manifests.get(request.locale);
    if (!manifest) return reply.code(404).type('text/plain').send('Not found');
    return (
      reply
        .type('application/manifest+json; charset=utf-8')
        // Short, and private: its language follows the KADO_LANG cookie.
        .header('Cache-Control', 'private, max-age=600')
        .header('Vary', 'Cookie, Accept-Language')
        .send(JSON.stringify({ ...manifest, lang: localeInfo(request.locale).iso }))
    );
  });
};

export default pwa;
