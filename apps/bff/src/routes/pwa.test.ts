/**
 * The installable app as the BFF serves it (PRODUCT.md §11): the worker (or the kill switch) with
 * its type, caching and CSP, the manifest in the visitor's language, and the offline shell the
 * worker keeps, whose CSP nonce matches its body and which holds nothing of a session.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';

import { isolatedApp, webDist } from '../../test/support.js';
import { KILL_SWITCH_WORKER, WORKER_CSP } from './pwa.js';

const BUILT_WORKER = 'self.__kado_built_worker = true;\n';
const manifestFor = (description: string) =>
  JSON.stringify({ id: '/', name: 'Kado', start_url: '/top', description });

/** A build with a worker and the English and Thai manifests. */
async function pwaDist() {
  const dist = await webDist();
  await writeFile(join(dist, 'sw.js'), BUILT_WORKER);
  await mkdir(join(dist, 'manifests'));
  await writeFile(join(dist, 'manifests', 'en.webmanifest'), manifestFor('Points and e-gifts'));
  await writeFile(join(dist, 'manifests', 'th.webmanifest'), manifestFor('คะแนนและของขวัญ'));
  return dist;
}

const apps: FastifyInstance[] = [];
async function appWith(overrides: Parameters<typeof isolatedApp>[0] = {}) {
  const app = await isolatedApp({ WEB_DIST_DIR: await pwaDist(), ...overrides });
  apps.push(app);
  return app;
}
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

describe('the service worker', () => {
  it('is the build’s, as JavaScript revalidated on every update check, under its own tight CSP', async () => {
    const app = await appWith();
    const response = await app.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(BUILT_WORKER);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toBe(WORKER_CSP);
    expect(WORKER_CSP).toBe("default-src 'none'; connect-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('is the kill switch with SERVICE_WORKER=off: it unregisters, empties every cache, reloads the windows', async () => {
    const app = await appWith({ SERVICE_WORKER: 'off' });
    const response = await app.inject({ url: '/sw.js' });
    expect(response.body).toBe(KILL_SWITCH_WORKER);
    expect(response.body).not.toContain('__kado_built_worker');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(KILL_SWITCH_WORKER).toContain('self.skipWaiting()');
    expect(KILL_SWITCH_WORKER).toContain('self.registration.unregister()');
    expect(KILL_SWITCH_WORKER).toContain('caches.delete(name)');
    expect(KILL_SWITCH_WORKER).toContain('client.navigate(client.url)');
    expect(KILL_SWITCH_WORKER).not.toContain('fetch');
  });

  it('is the kill switch when the build has none', async () => {
    const app = await isolatedApp();
    apps.push(app);
    expect((await app.inject({ url: '/sw.js' })).body).toBe(KILL_SWITCH_WORKER);
  });

  it('refuses a SERVICE_WORKER value other than on or off', async () => {
    await expect(isolatedApp({ SERVICE_WORKER: 'no' })).rejects.toThrow(/SERVICE_WORKER/);
  });
});

describe('the web app manifest', () => {
  it('speaks the KADO_LANG language, with its tag, as a manifest cached briefly and privately', async () => {
    const app = await appWith();
    const response = await app.inject({
      url: '/manifest.webmanifest',
      headers: { cookie: 'KADO_LANG=th' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=600');
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(response.json()).toEqual({
      id: '/',
      name: 'Kado',
      start_url: '/top',
      description: 'คะแนนและของขวัญ',
      lang: 'th-TH',
    });
  });

  it('follows Accept-Language without a cookie', async () => {
    const app = await appWith();
    const response = await app.inject({
      url: '/manifest.webmanifest',
      headers: { 'accept-language': 'th-TH,th;q=0.9' },
    });
    expect(response.json()).toMatchObject({ lang: 'th-TH', description: 'คะแนนและของขวัญ' });
  });

  it('is only served through its route, never as the build’s files', async () => {
    const app = await appWith();
    expect((await app.inject({ url: '/manifests/th.webmanifest' })).statusCode).toBe(404);
  });
});

describe('the offline shell', () => {
  const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];

  it('is the SPA in the visitor’s language, its CSP nonce the one in its body, marked for the SPA', async () => {
    const app = await appWith();
    const response = await app.inject({
      url: '/app-shell.html',
      headers: { cookie: 'KADO_LANG=vi' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-language']).toBe('vi-VN');
    expect(response.headers['cache-control']).toBe('no-store');
    const csp = String(response.headers['content-security-policy']);
    const nonce = nonceOf(csp);
    expect(nonce).toBeTruthy();
    expect(response.body).toContain(`nonce="${nonce ?? ''}"`);
    expect(response.body).not.toContain('__CSP_NONCE__');
    expect(response.body).toMatch(/<html data-kado-shell="offline" lang="vi-VN"/);
  });

  it('never reads the session: the same page with or without one, and no session in its config', async () => {
    const app = await appWith();
    const session = await app.services.sessions.create({
      subject: 'offline-shell-test',
      idpSessionId: null,
      phoneVerified: true,
      market: null,
      locale: 'en',
      tokens: { accessToken: 'a', refreshToken: null, idToken: 'i', issuedAt: 0, expiresAt: 0 },
      refreshBackoff: null,
    });
    const response = await app.inject({
      url: '/app-shell.html',
      headers: { cookie: `kado_session=${session.id}` },
    });
    const config = JSON.parse(
      /<script type="application\/json" id="kado-config">([^<]*)<\/script>/.exec(
        response.body,
      )?.[1] ?? 'null',
    ) as Record<string, unknown>;
    expect(config).toMatchObject({ locale: 'en', initialError: null });
    expect(config).not.toHaveProperty('session');
    expect(response.body).not.toContain('offline-shell-test');
  });
});

describe('pages', () => {
  it('allow Kado’s own worker and no other, and say their language for the worker to follow', async () => {
    const app = await appWith();
    const response = await app.inject({ url: '/', headers: { cookie: 'KADO_LANG=th' } });
    expect(response.headers['content-security-policy']).toContain("worker-src 'self';");
    expect(response.headers['content-language']).toBe('th-TH');
  });

  it('keep worker-src to this origin even when GTM widens script-src', async () => {
    const app = await appWith({ GTM_ID: 'GTM-ABC1234' });
    const csp = String((await app.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp).toContain('https://www.googletagmanager.com');
    expect(csp).toMatch(/worker-src 'self';/);
  });
});
