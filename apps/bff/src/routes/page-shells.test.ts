/** A signed-out visitor's home page arrives painted: the shell in #root, its scripts after paint. */
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isolatedApp, webDist } from '../../test/support.js';
import { loadPageShells } from './page-shells.js';
import { loadGiftItemsRenderer } from './painted-gift-items.js';

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

/**
 * A signed-out /gift-items carries its grid, and a signed-out home its popular gifts: the BFF reads
 * the catalog for the visitor's language and market and has the web build's renderer draw it. The renderer here stands
 * in for apps/web's (whose markup the web tests compare with the SPA's); the wallet is a double
 * that answers each market with its own gifts and counts the reads.
 */
describe('a painted /gift-items and home', () => {
  const RENDERER = `
const esc = (s) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
export const GIFT_ITEMS_INPUT = { limit: 12 };
export async function renderGiftItems(locale, page, config) {
  globalThis.kadoTestRenders = (globalThis.kadoTestRenders ?? 0) + 1;
  return '<main lang="' + locale + '"><ul class="gift-grid">' + page.items.map((gift, i) =>
    '<li><img src="' + esc(config.imageCdnUrl + '/' + gift.imagePath) + '"' +
    (i === 0 ? ' fetchpriority="high"' : '') + '><a>' + esc(gift.name) + '</a></li>').join('') +
    '</ul></main>';
}
export const HOME_INPUT = { limit: 8 };
export async function renderHome(locale, page, config, categories) {
  return '<main lang="' + locale + '" class="home"><ul class="categories">' +
    categories.items.map((category) => '<li>' + esc(category.name) + '</li>').join('') +
    '</ul><ul>' + page.items.map((gift) =>
    '<li><a href="/gift-items/' + gift.id + '">' + esc(gift.name) + '</a></li>').join('') +
    '</ul><button type="button">Menu</button></main>';
}`;
  const giftsOf = (market: string) =>
    [1, 2].map((n) => ({
      id: `${market.toLowerCase()}-gift-${n}`,
      name: `${market} latte ${n} <b>"hot"</b> & </script>`,
      brand: { id: 'kopi', name: 'Kopi' },
      category: { id: 'drinks', name: 'Drinks' },
      points: 1000 * n,
      imagePath: `gifts/${market.toLowerCase()}-${n}.webp`,
      market,
    }));
  const categoriesOf = (market: string) => ({
    items: [{ id: 'food-drink', name: `${market} food & drink`, giftCount: 2 }],
  });
  const reads: URL[] = [];
  let failing = false;
  /** While set, the wallet answers only once it resolves. */
  let held: Promise<void> | null = null;
  let wallet: Server;
  let painting: FastifyInstance;
  const renders = () => (globalThis as { kadoTestRenders?: number }).kadoTestRenders ?? 0;

  beforeAll(async () => {
    wallet = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://wallet');
      reads.push(url);
      const market = url.searchParams.get('market') ?? '';
      void (held ?? Promise.resolve()).then(() => {
        response.writeHead(failing ? 503 : 200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify(
            failing
              ? { error: { code: 'UPSTREAM_UNAVAILABLE', message: 'down', requestId: 'r' } }
              : url.pathname.endsWith('/categories')
                ? categoriesOf(market)
                : { items: giftsOf(market), nextCursor: 'next' },
          ),
        );
      });
    });
    await new Promise<void>((done) => wallet.listen(0, '127.0.0.1', done));
    const dist = await webDist();
    await mkdir(join(dist, 'server'));
    await writeFile(join(dist, 'server', 'render-pages.js'), RENDERER);
    painting = await isolatedApp({
      WEB_DIST_DIR: dist,
      WALLET_URL: `http://127.0.0.1:${(wallet.address() as AddressInfo).port}`,
      IMAGE_CDN_URL: 'https://cdn.example/img',
    });
  });
  afterAll(async () => {
    await painting.close();
    await new Promise((done) => wallet.close(done));
  });

  const inlined = (html: string, id: string): unknown =>
    JSON.parse(
      new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 's').exec(
        html,
      )?.[1] ?? 'null',
    );
  const giftPage = (html: string) => inlined(html, 'kado-gift-page');

  it.each([
    ['th', 'TH'],
    ['kr', 'KR'],
    ['en', 'SG'],
  ])(
    'paints the gifts of the %s visitor’s market (%s) with their pictures, escaped',
    async (locale, market) => {
      const response = await painting.inject({
        url: '/gift-items',
        headers: { cookie: `KADO_LANG=${locale}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const painted = root(response.body) ?? '';
      expect(painted).toContain(`<main lang="${locale}">`);
      expect(painted).toContain(
        `<img src="https://cdn.example/img/gifts/${market.toLowerCase()}-1.webp" fetchpriority="high">`,
      );
      expect(painted).toContain(
        `${market} latte 1 &lt;b&gt;&quot;hot&quot;&lt;/b&gt; &amp; &lt;/script&gt;`,
      );
      // The SPA's cache gets the same page; no `</script>` in it can end its data block early.
      expect(giftPage(response.body)).toEqual({ items: giftsOf(market), nextCursor: 'next' });
      expect(response.body).not.toContain('kado-categories');
      expect(response.body.match(/<\/script>/g)?.length).toBe(
        response.body.match(/<script/g)?.length,
      );
      // The SPA's first request for the page, the same wallet read.
      const read = reads.at(-1);
      expect(Object.fromEntries(read?.searchParams ?? [])).toEqual({
        limit: '12',
        locale,
        market,
        sort: 'popular',
      });
      // The images come from the HTML: nothing to wait for but the stylesheets before them.
      expect(head(response.body)).not.toMatch(/<script type="module"/);
      expect(deferred(response.body)).toContain('src="/assets/index-abc123.js"');
    },
  );

  it('reads and renders a page once while the catalog cache keeps it', async () => {
    const [readsBefore, rendersBefore] = [reads.length, renders()];
    for (let i = 0; i < 3; i++) {
      const response = await painting.inject({
        url: '/gift-items',
        headers: { cookie: 'KADO_LANG=vi' },
      });
      expect(root(response.body)).toContain('VN latte 1');
    }
    expect(reads.length - readsBefore).toBe(1);
    expect(renders() - rendersBefore).toBe(1);
  });

  it('leaves a search or filter to the SPA', async () => {
    const response = await painting.inject({
      url: '/gift-items?q=latte',
      headers: { cookie: 'KADO_LANG=en' },
    });
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('kado-gift-page');
  });

  it('leaves a signed-in visitor’s catalog to the SPA', async () => {
    const session = await painting.services.sessions.create({
      subject: 'painted-test',
      idpSessionId: null,
      phoneVerified: true,
      market: 'TH',
      locale: 'en',
      tokens: { accessToken: 'a', refreshToken: null, idToken: 'i', issuedAt: 0, expiresAt: 0 },
      refreshBackoff: null,
    });
    const readsBefore = reads.length;
    const response = await painting.inject({
      url: '/gift-items',
      headers: { cookie: `KADO_LANG=en; kado_session=${session.id}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('kado-gift-page');
    expect(reads.length).toBe(readsBefore);
  });

  it('serves the page without its grid when the catalog fails', async () => {
    failing = true;
    try {
      const response = await painting.inject({
        url: '/gift-items',
        headers: { cookie: 'KADO_LANG=id' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('kado-gift-page');
      expect(head(response.body)).toContain('<script type="module"');
    } finally {
      failing = false;
    }
  });

  it('serves the page without its grid rather than wait for a slow catalog', async () => {
    let release = () => {};
    held = new Promise((resolve) => {
      release = resolve;
    });
    const readsBefore = reads.length;
    try {
      // Answered while the wallet still holds the read back.
      const response = await painting.inject({
        url: '/gift-items',
        headers: { cookie: 'KADO_LANG=fil' },
      });
      expect(reads.length - readsBefore).toBe(1);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('kado-gift-page');
    } finally {
      held = null;
      release();
    }
    // The read went on into the catalog cache: the next visitor gets the grid from it.
    await expect
      .poll(async () => {
        const response = await painting.inject({
          url: '/gift-items',
          headers: { cookie: 'KADO_LANG=fil' },
        });
        return root(response.body);
      })
      .toContain('PH latte 1');
    // From that one read: it was not given up on (the wallet timeout would have).
    expect(reads.length - readsBefore).toBe(1);
  });

  /** The page's inline starter boots the SPA on the visitor's first intent, not after paint. */
  const bootsOnIntent = (html: string) => html.includes("'pointerdown'");
  const bootsAfterPaint = (html: string) => html.includes('requestAnimationFrame');

  it('paints a signed-out home with its popular gifts and boots the SPA only on intent', async () => {
    const response = await painting.inject({ url: '/', headers: { cookie: 'KADO_LANG=th' } });
    expect(response.statusCode).toBe(200);
    const painted = root(response.body) ?? '';
    expect(painted).toContain('<main lang="th" class="home">');
    expect(painted).toContain('<a href="/gift-items/th-gift-1">TH latte 1');
    expect(giftPage(response.body)).toEqual({ items: giftsOf('TH'), nextCursor: 'next' });
    const lastRead = (path: string) =>
      Object.fromEntries(reads.findLast((url) => url.pathname.endsWith(path))?.searchParams ?? []);
    expect(lastRead('/gifts')).toEqual({ limit: '8', locale: 'th', market: 'TH', sort: 'popular' });
    // Its categories too, the market's as catalog.categories reads them, inlined for the SPA.
    expect(painted).toContain('<ul class="categories"><li>TH food &amp; drink</li></ul>');
    expect(lastRead('/categories')).toEqual({ locale: 'th', market: 'TH' });
    expect(inlined(response.body, 'kado-categories')).toEqual(categoriesOf('TH'));
    // No script loads with the page: the entry and its preloads wait in the template for the
    // visitor's first press, touch, key or focus; only the worker is registered after load.
    const outsideTemplate = response.body.replace(
      /<template id="kado-deferred">.*?<\/template>/s,
      '',
    );
    expect(outsideTemplate).not.toMatch(/<script type="module"|modulepreload/);
    expect(deferred(response.body)).toContain('src="/assets/index-abc123.js"');
    expect(bootsOnIntent(response.body)).toBe(true);
    expect(bootsAfterPaint(response.body)).toBe(false);
    expect(response.body).toContain("navigator.serviceWorker.register('/sw.js'");
    // Its one inline script carries the page's nonce.
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect([...response.body.matchAll(/<script nonce="([^"]+)">/g)].map((m) => m[1])).toEqual([
      nonce,
    ]);
  });

  it('boots the SPA after paint on every other painted page', async () => {
    const response = await painting.inject({
      url: '/gift-items',
      headers: { cookie: 'KADO_LANG=th' },
    });
    expect(bootsAfterPaint(response.body)).toBe(true);
    expect(bootsOnIntent(response.body)).toBe(false);
  });

  it('leaves a signed-in visitor’s home to the SPA, its entry in the head', async () => {
    const session = await painting.services.sessions.create({
      subject: 'painted-home-test',
      idpSessionId: null,
      phoneVerified: true,
      market: 'TH',
      locale: 'en',
      tokens: { accessToken: 'a', refreshToken: null, idToken: 'i', issuedAt: 0, expiresAt: 0 },
      refreshBackoff: null,
    });
    const response = await painting.inject({
      url: '/',
      headers: { cookie: `KADO_LANG=en; kado_session=${session.id}` },
    });
    expect(response.body).toContain('<div id="root"></div>');
    expect(head(response.body)).toContain('<script type="module"');
    expect(response.body).not.toContain('kado-gift-page');
    expect(bootsOnIntent(response.body)).toBe(false);
  });

  it('boots a home without its gifts (catalog down) as soon as it can', async () => {
    failing = true;
    try {
      const response = await painting.inject({ url: '/', headers: { cookie: 'KADO_LANG=ms' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('kado-gift-page');
      expect(bootsOnIntent(response.body)).toBe(false);
      expect(head(response.body)).toContain('<script type="module"');
    } finally {
      failing = false;
    }
  });

  it('never serves the renderer as a file', async () => {
    const response = await painting.inject({ url: '/server/render-pages.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('renderGiftItems');
  });

  it('refuses a renderer that is not one', async () => {
    const dist = await webDist();
    await mkdir(join(dist, 'server'));
    await writeFile(join(dist, 'server', 'render-pages.js'), 'export const GIFT_ITEMS_INPUT = 1;');
    await expect(loadGiftItemsRenderer(dist)).rejects.toThrow(/not a page renderer/);
    expect(await loadGiftItemsRenderer(await webDist())).toBeNull();
  });
});
