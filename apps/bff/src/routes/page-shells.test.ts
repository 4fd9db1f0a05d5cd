/** A signed-out visitor's home page arrives painted: the shell in #root, its scripts after paint. */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isolatedApp, webDist } from '../../test/support.js';
import { loadPageShells } from './page-shells.js';

const SHELLS = {
  pages: {
    home: {
      en: '<header>Kado</header><main><h1>Your points, your gifts</h1></main>',
      th: '<header>Kado</header><main><h1>คะแนนของคุณ ของขวัญของคุณ</h1></main>',
    },
  },
};
const PRELOADS = {
  pages: {
    home: { js: ['/assets/home-1.js'], css: ['/assets/home-1.css'] },
    faq: { js: ['/assets/faq-1.js'], css: ['/assets/faq-1.css'] },
  },
  locales: { en: { js: ['/assets/en-1.js'], css: [] }, th: { js: ['/assets/th-1.js'], css: [] } },
};

let app: FastifyInstance;

beforeAll(async () => {
  const dist = await webDist();
  await writeFile(join(dist, 'page-shells.json'), JSON.stringify(SHELLS));
  await writeFile(join(dist, 'page-preloads.json'), JSON.stringify(PRELOADS));
  app = await isolatedApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await app.close();
});

const root = (html: string) => /<div id="root">(.*?)<\/div><template/s.exec(html)?.[1];
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const deferred = (html: string) =>
  /<template id="kado-deferred">(.*?)<\/template>/s.exec(html)?.[1] ?? '';

describe('page shells', () => {
  it('paints the home page of the visitor’s language before any script', async () => {
    const response = await app.inject({ url: '/', headers: { cookie: 'KADO_LANG=th' } });
    expect(response.statusCode).toBe(200);
    expect(root(response.body)).toBe(SHELLS.pages.home.th);
    // The page's stylesheet applies to the shell at once; no script or module preload in the head.
    expect(head(response.body)).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/home-1.css">',
    );
    expect(head(response.body)).not.toMatch(/<script type="module"|modulepreload/);
    expect(deferred(response.body)).toContain('src="/assets/index-abc123.js"');
    expect(deferred(response.body)).toContain('href="/assets/th-1.js"');
    expect(deferred(response.body)).toContain('href="/assets/home-1.js"');
  });

  it('starts the scripts with the nonce the page’s policy allows', async () => {
    const response = await app.inject({ url: '/', headers: { cookie: 'KADO_LANG=en' } });
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    const inline = [...response.body.matchAll(/<script nonce="([^"]+)">/g)].map((m) => m[1]);
    expect(inline).toEqual([nonce]);
    expect(deferred(response.body)).toContain(`nonce="${nonce ?? ''}"`);
  });

  it('leaves a signed-in visitor’s page to the SPA (their header is not the shell’s)', async () => {
    const session = await app.services.sessions.create({
      subject: 'shell-test',
      idpSessionId: null,
      user: { name: null, email: null },
      phoneVerified: true,
      market: null,
      locale: 'en',
      tokens: { accessToken: 'a', refreshToken: null, idToken: 'i', issuedAt: 0, expiresAt: 0 },
      refreshBackoff: null,
    });
    const response = await app.inject({
      url: '/',
      headers: { cookie: `KADO_LANG=en; kado_session=${session.id}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('kado-deferred');
    expect(head(response.body)).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/home-1.css">',
    );
  });

  it('leaves pages without a shell to the SPA', async () => {
    const response = await app.inject({ url: '/faq', headers: { cookie: 'KADO_LANG=en' } });
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('kado-deferred');
    expect(head(response.body)).toContain('<script type="module"');
    expect(head(response.body)).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/faq-1.css">',
    );
  });

  it('refuses a shell list that is not one', async () => {
    const dist = await webDist();
    await writeFile(
      join(dist, 'page-shells.json'),
      JSON.stringify({ pages: { home: { xx: '' } } }),
    );
    await expect(loadPageShells(dist)).rejects.toThrow(/page shell list/);
  });

  it('paints nothing for a build without shells', async () => {
    expect(await loadPageShells(await webDist())).toEqual({ pages: {} });
  });
});
