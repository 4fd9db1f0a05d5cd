/** A page's HTML preloads the chunks of its page module and its locale, and nothing unsafe. */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isolatedApp, webDist } from '../../test/support.js';
import { loadPagePreloads } from './page-preloads.js';

const PRELOADS = {
  pages: {
    home: { js: ['/assets/home-1.js', '/assets/grid-1.js'], css: ['/assets/grid-1.css'] },
    faq: { js: ['/assets/faq-1.js'], css: [] },
  },
  locales: {
    en: { js: ['/assets/en-1.js'], css: [] },
    th: { js: ['/assets/th-1.js'], css: [] },
  },
};

let app: FastifyInstance;

beforeAll(async () => {
  const dist = await webDist();
  await writeFile(join(dist, 'page-preloads.json'), JSON.stringify(PRELOADS));
  app = await isolatedApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await app.close();
});

const links = (html: string) =>
  [...html.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)"/g)].map(
    (m) => `${m[1]} ${m[2]}`,
  );

describe('page preloads', () => {
  it('adds the page module and the locale of the request', async () => {
    const response = await app.inject({ url: '/', headers: { cookie: 'KADO_LANG=th' } });
    expect(response.statusCode).toBe(200);
    expect(links(response.body)).toEqual([
      'preload /assets/grid-1.css',
      'modulepreload /assets/th-1.js',
      'modulepreload /assets/home-1.js',
      'modulepreload /assets/grid-1.js',
    ]);
  });

  it('names the route’s own page module, not the route', async () => {
    const response = await app.inject({ url: '/faq', headers: { cookie: 'KADO_LANG=en' } });
    expect(links(response.body)).toEqual([
      'modulepreload /assets/en-1.js',
      'modulepreload /assets/faq-1.js',
    ]);
  });

  it('preloads only the locale on an error page', async () => {
    const response = await app.inject({
      url: '/no-such-page',
      headers: { cookie: 'KADO_LANG=en' },
    });
    expect(response.statusCode).toBe(404);
    expect(links(response.body)).toEqual(['modulepreload /assets/en-1.js']);
  });

  it('refuses a list naming anything but a build asset', async () => {
    const dist = await webDist();
    const hostile = { ...PRELOADS, locales: { en: { js: ['/assets/x.js"><script>'], css: [] } } };
    await writeFile(join(dist, 'page-preloads.json'), JSON.stringify(hostile));
    await expect(loadPagePreloads(dist)).rejects.toThrow(/page preload list/);
  });

  it('preloads nothing for a build without a list', async () => {
    expect(await loadPagePreloads(await webDist())).toEqual({ pages: {}, locales: {} });
  });
});

describe('the wallet’s messages', () => {
  let walletApp: FastifyInstance;

  beforeAll(async () => {
    const dist = await webDist();
    const preloads = {
      ...PRELOADS,
      walletMessages: { en: { js: ['/assets/wallet-en-1.js'], css: [] } },
    };
    await writeFile(join(dist, 'page-preloads.json'), JSON.stringify(preloads));
    // The home page a signed-out visitor gets painted, as the build writes it.
    const shells = { pages: { home: { en: '<main><h1>Kado</h1></main>' } } };
    await writeFile(join(dist, 'page-shells.json'), JSON.stringify(shells));
    walletApp = await isolatedApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await walletApp.close();
  });

  it('preloads them beside every page past the home page', async () => {
    const response = await walletApp.inject({ url: '/faq', headers: { cookie: 'KADO_LANG=en' } });
    expect(links(response.body)).toEqual([
      'modulepreload /assets/en-1.js',
      'modulepreload /assets/wallet-en-1.js',
      'modulepreload /assets/faq-1.js',
    ]);
  });

  it('leaves them out of the painted home page, which does not speak them', async () => {
    const response = await walletApp.inject({ url: '/', headers: { cookie: 'KADO_LANG=en' } });
    expect(response.body).toContain('<h1>Kado</h1>');
    expect(links(response.body)).not.toContain('modulepreload /assets/wallet-en-1.js');
    expect(links(response.body)).toContain('modulepreload /assets/home-1.js');
  });
});
