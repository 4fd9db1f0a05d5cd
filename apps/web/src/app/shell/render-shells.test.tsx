import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

import { LOCALES, localeInfo } from '@kado/shared';
import type { CategoryList, GiftPage } from '@kado/shared/schemas';

import { makeGifts, startBffDouble, type BffDouble } from '../../test/bff-double';
import { openPage, renderApp, TEST_CONFIG } from '../../test/render-app';
import { markFirstPagePainted } from '../../components/page-transition/use-page-transition';
import { createI18n } from '../../lib/i18n';
import {
  PAINTED_CATEGORIES_ELEMENT_ID,
  PAINTED_GIFTS_ELEMENT_ID,
  readPaintedCategories,
  readPaintedGifts,
} from './painted-gifts';

/** The gift page the BFF inlined with this document's HTML, as on a painted /gift-items. */
const PAINTED: GiftPage = {
  items: makeGifts(5).map((gift) => ({ ...gift, name: `${gift.name} <b>"hot"</b> & co` })),
  nextCursor: '5',
};
/** The categories the BFF inlined with a painted home: other than the double's, to tell them apart. */
const PAINTED_CATEGORIES: CategoryList = {
  items: [
    { id: 'travel', name: 'Travel <b>"far"</b> & away', giftCount: 4 },
    { id: 'groceries', name: 'Groceries', giftCount: 1 },
    { id: 'electronics', name: 'Electronics', giftCount: 0 },
  ],
};
function inline(doc: Document, text: string, id = PAINTED_GIFTS_ELEMENT_ID) {
  const data = doc.createElement('script');
  data.type = 'application/json';
  data.id = id;
  data.textContent = text;
  doc.head.append(data);
}
inline(document, JSON.stringify(PAINTED));
inline(document, JSON.stringify(PAINTED_CATEGORIES), PAINTED_CATEGORIES_ELEMENT_ID);
// Imported after: the page module reads the inlined page once, when it loads (as in the browser).
const { GIFT_ITEMS_INPUT, HOME_INPUT, renderGiftItems, renderHome, renderPageShells } =
  await import('./render-shells');

let bff: BffDouble;
beforeAll(async () => {
  bff = await startBffDouble();
});
afterAll(async () => {
  cleanup(); // the last page first, so none of its requests outlives the double
  await bff.close();
});

/** React's generated ids differ between a server render and a client render; nothing else may. */
const sameIds = (html: string) =>
  html.replace(/(id|aria-controls)="[^"]*?(-panel)?"/g, '$1="id$2"');
const parts = (root: ParentNode) =>
  ['header', 'section.home-hero', '.gift-strip__head'].map((selector) =>
    sameIds(root.querySelector(selector)?.outerHTML ?? `no ${selector}`),
  );

const shells = await renderPageShells();

it.each(LOCALES.map((locale) => locale.code))(
  'paints the home page in %s as the SPA’s first render draws it for a signed-out visitor',
  async (code) => {
    markFirstPagePainted();
    const { container } = await renderApp(bff, '/', { locale: code });
    await screen.findByRole('heading', { level: 1 });
    const painted = document.createElement('div');
    painted.innerHTML = shells.home?.[code] ?? '';
    expect(parts(painted)).toEqual(parts(container));
    // The page arrives without the enter animation, which would hide the painted page again.
    expect(container.querySelector('main > div')?.className).toBe('');
  },
);

const GENERATED_REFS = new Set(['id', 'for', 'aria-controls', 'aria-labelledby']);

/**
 * An element as the browser shows it, not as it was written: React's client sets attributes in
 * another order, a select's choice as a property rather than `selected=""` (happy-dom does not
 * read that property back faithfully, so the painted choice is checked on its own), and writes
 * styles in the browser's own spelling; its generated ids differ between a server and a client
 * render.
 */
function canonical(node: Node): string {
  if (!(node instanceof Element)) return node.textContent ?? '';
  const attributes = [...node.attributes]
    .filter((attribute) => attribute.name !== 'selected' && attribute.name !== 'style')
    .map((attribute) =>
      GENERATED_REFS.has(attribute.name)
        ? `${attribute.name}=id`
        : `${attribute.name}=${attribute.value}`,
    )
    .sort();
  if (node instanceof HTMLElement && node.style.cssText)
    attributes.push(`style=${node.style.cssText}`);
  const children = [...node.childNodes].map(canonical).join('');
  return `<${node.localName} ${attributes.join(' ')}>${children}</${node.localName}>`;
}
const catalogParts = (root: ParentNode) =>
  ['header', 'main h1', '.gift-catalog'].map((selector) => {
    const element = root.querySelector(selector);
    return element ? canonical(element) : `no ${selector}`;
  });

it('asks the BFF for the first page /gift-items asks for with no query', () => {
  expect(GIFT_ITEMS_INPUT).toEqual({ limit: 12 });
});

it.each(LOCALES.map((locale) => locale.code))(
  'paints /gift-items in %s with the BFF’s gift page as the SPA’s first render draws it, with no request',
  async (code) => {
    cleanup();
    markFirstPagePainted();
    const painted = document.createElement('div');
    painted.innerHTML = await renderGiftItems(code, PAINTED, { imageCdnUrl: '/cdn' });
    // The pictures of the first cards load at once, with priority; the rest wait to be scrolled to.
    const images = [...painted.querySelectorAll('.gift-grid img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual(
      PAINTED.items.map((gift) => `/cdn/${gift.imagePath}`),
    );
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
    ]);
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(painted.querySelector('.gift-grid a')?.textContent).toBe('Gift 1 <b>"hot"</b> & co');
    // The market shown is the one the BFF read the gifts of: the language's.
    const chosen = [...painted.querySelectorAll('option[selected]')].map((o) =>
      o.getAttribute('value'),
    );
    expect(chosen).toContain(localeInfo(code).market);

    // The SPA as main.tsx starts it on a painted page, the page module loading afresh (as in a new
    // document) and reading the inlined page.
    vi.resetModules();
    const { App, createApp, routerReady } = await import('../app');
    openPage(bff, '/gift-items');
    const before = bff.apiRequests().length;
    const app = createApp(
      { ...TEST_CONFIG, locale: code, imageCdnUrl: '/cdn' },
      await createI18n(code),
    );
    await routerReady(app.router);
    const { container } = render(<App app={app} />);
    expect(catalogParts(painted)).toEqual(catalogParts(container));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // No request for the page it holds (the home page before may still have its strip's in flight).
    const asked = bff
      .apiRequests()
      .slice(before)
      .map((request) => decodeURIComponent(request.url))
      .filter((url) => url.includes('catalog.gifts') && url.includes('"limit":12'));
    expect(asked).toEqual([]);
  },
);

it('asks the BFF for the page the home’s popular strip asks for', () => {
  expect(HOME_INPUT).toEqual({ limit: 8 });
});

const homeParts = (root: ParentNode) =>
  ['header', 'section.home-hero', '.home-sections'].map((selector) => {
    const element = root.querySelector(selector);
    return element ? canonical(element) : `no ${selector}`;
  });

it.each(['en', 'th'] as const)(
  'paints the home in %s complete with its categories and popular gifts, as the SPA’s first render draws it, with no request',
  async (code) => {
    cleanup();
    markFirstPagePainted();
    const painted = document.createElement('div');
    painted.innerHTML = await renderHome(
      code,
      PAINTED,
      { imageCdnUrl: '/cdn' },
      PAINTED_CATEGORIES,
    );
    // Nothing left loading: the strip holds the gifts the BFF read, the categories theirs (those
    // with gifts), each opening the catalog filtered to it.
    expect(painted.querySelectorAll('.gift-strip .gift-grid a')).toHaveLength(PAINTED.items.length);
    expect(
      [...painted.querySelectorAll('.catalog-index a')].map((a) => a.getAttribute('href')),
    ).toEqual(['/gift-items?category=travel', '/gift-items?category=groceries']);
    expect(painted.querySelector('.catalog-index a')?.textContent).toContain(
      'Travel <b>"far"</b> & away',
    );
    expect(painted.querySelector('.home-sections [role="status"]')).toBeNull();

    // The SPA as main.tsx starts it on a painted page, the home module reading the inlined page.
    vi.resetModules();
    const { App, createApp, routerReady } = await import('../app');
    openPage(bff, '/');
    // The unpainted homes of the tests above asked for the strip: their requests land first.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    const before = bff.apiRequests().length;
    const app = createApp(
      { ...TEST_CONFIG, locale: code, imageCdnUrl: '/cdn' },
      await createI18n(code),
    );
    await routerReady(app.router);
    const { container } = render(<App app={app} />);
    expect(homeParts(painted)).toEqual(homeParts(container));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const asked = bff
      .apiRequests()
      .slice(before)
      .map((request) => decodeURIComponent(request.url))
      .filter(
        (url) =>
          (url.includes('catalog.gifts') && url.includes('"limit":8')) ||
          url.includes('catalog.categories'),
      );
    expect(asked).toEqual([]);
  },
);

it('reads the inlined gift page only when it is one', async () => {
  const page = () => document.implementation.createHTMLDocument();
  expect(await readPaintedGifts(page())).toBeNull();
  for (const text of ['not json', '{"items":[{"id":"x"}],"nextCursor":null}']) {
    const doc = page();
    inline(doc, text);
    expect(await readPaintedGifts(doc)).toBeNull();
  }
  const doc = page();
  inline(doc, JSON.stringify(PAINTED));
  expect((await readPaintedGifts(doc))?.page).toEqual(PAINTED);
});

it('reads the inlined categories only when they are a category list', async () => {
  const page = () => document.implementation.createHTMLDocument();
  expect(await readPaintedCategories(page())).toBeNull();
  for (const text of ['not json', '{"items":[{"id":"x","name":"X"}]}']) {
    const doc = page();
    inline(doc, text, PAINTED_CATEGORIES_ELEMENT_ID);
    expect(await readPaintedCategories(doc)).toBeNull();
  }
  const doc = page();
  inline(doc, JSON.stringify(PAINTED_CATEGORIES), PAINTED_CATEGORIES_ELEMENT_ID);
  expect((await readPaintedCategories(doc))?.list).toEqual(PAINTED_CATEGORIES);
});
