/**
 * The first paint of a page, as HTML: what the SPA's first render draws for a signed-out visitor,
 * rendered from the same components. The home page is rendered at build time, once per locale
 * (build/page-shells.ts); /gift-items needs the catalog's first page, so the build also bundles this
 * module for Node (build/page-renderer.ts) and the BFF renders it per locale with the page it read.
 * The BFF puts the HTML inside `#root` of a signed-out visitor's page, so the header, the hero and the
 * first gift pictures paint before any JavaScript arrives; the SPA's first render then replaces it
 * with the same markup, in place.
 */
import { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';

import { LOCALES, localeInfo, pathFor, type LocaleCode } from '@kado/shared';
import type { CategoryList, GiftPage, RuntimeConfig, SessionView } from '@kado/shared/schemas';

import { OfflineBanner } from '../../components/offline-banner';
import { CATALOG_PAGE_SIZE, giftsInput } from '../../features/catalog/api/get-gifts';
import { POPULAR_STRIP_SIZE } from '../../features/catalog/components/popular-gifts-strip';
import { i18nOptions, loadMessages } from '../../lib/i18n';
import { createTrpcClient, trpc } from '../../lib/trpc';
import { DefaultLayout } from '../layouts/layouts';
import { AppProvider } from '../provider';
import GiftItemsPage from '../routes/gift-items';
import HomePage from '../routes/home';

/** The pages painted before JavaScript: their route name and what the SPA renders inside `main`. */
const SHELL_PAGES: Readonly<Record<string, { path: string; content: () => ReactNode }>> = {
  home: { path: pathFor('index'), content: () => <HomePage /> },
};

export type PageShells = Record<string, Record<LocaleCode, string>>;

/** Nothing here reaches the network: queries stay pending, as on the client's first render. */
const CONFIG: RuntimeConfig = {
  environment: 'production',
  apiBaseUrl: '/trpc',
  locale: 'en',
  sentryDsn: null,
  sentryTracesSampleRate: 0,
  gtmId: null,
  imageCdnUrl: '/images',
  giftBoxSiteUrl: null,
  initialError: null,
};

interface RenderOptions {
  /** What the serving BFF's runtime config says otherwise (the image CDN, outside links). */
  config?: Partial<Pick<RuntimeConfig, 'imageCdnUrl' | 'giftBoxSiteUrl'>>;
}

const i18ns = new Map<LocaleCode, ReturnType<typeof createI18nInstance>>();

async function createI18nInstance(code: LocaleCode) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    ...i18nOptions(code),
    resources: {
      // A plain import: in Node there is no page to reload when a chunk fails.
      [localeInfo(code).iso]: { translation: await loadMessages(code, (load) => load()) },
    },
  });
  return i18n;
}

/** One i18n per locale, made once: the BFF renders a page per locale every few seconds. */
function i18nFor(code: LocaleCode) {
  let i18n = i18ns.get(code);
  if (!i18n) {
    i18n = createI18nInstance(code);
    i18ns.set(code, i18n);
    i18n.catch(() => i18ns.delete(code));
  }
  return i18n;
}

async function renderShell(
  code: LocaleCode,
  path: string,
  content: ReactNode,
  { config = {} }: RenderOptions = {},
): Promise<string> {
  const i18n = await i18nFor(code);
  const queryClient = new QueryClient();
  // A painted page is for a visitor the BFF knows is signed out, as the SPA's inlined session says.
  queryClient.setQueryData(getQueryKey(trpc.session.me, undefined, 'query'), {
    signedIn: false,
    locale: code,
  } satisfies SessionView);
  // The same tree as App → RouterProvider → AppFrame → PageShell → Page for a signed-out visitor
  // (TopProgress draws nothing while idle; the page has no transition class on a painted page).
  return renderToStaticMarkup(
    <AppProvider
      config={{ ...CONFIG, ...config, locale: code }}
      i18n={i18n}
      queryClient={queryClient}
      trpcClient={createTrpcClient(CONFIG.apiBaseUrl)}
    >
      <MemoryRouter initialEntries={[path]}>
        <DefaultLayout>
          <div>{content}</div>
        </DefaultLayout>
        <OfflineBanner />
      </MemoryRouter>
    </AppProvider>,
  );
}

/** Every shell page in every locale. */
export async function renderPageShells(): Promise<PageShells> {
  const shells: PageShells = {};
  for (const [page, { path, content }] of Object.entries(SHELL_PAGES)) {
    const byLocale: Partial<Record<LocaleCode, string>> = {};
    for (const { code } of LOCALES) byLocale[code] = await renderShell(code, path, content());
    shells[page] = byLocale as Record<LocaleCode, string>;
  }
  return shells;
}

/** What /gift-items asks the catalog first when its address has no query: the BFF reads the same. */
export const GIFT_ITEMS_INPUT = giftsInput({}, CATALOG_PAGE_SIZE);

/**
 * The signed-out /gift-items in one locale with `page`, the answer to GIFT_ITEMS_INPUT in that
 * locale's market, handed to the page as the SPA hands it the same page inlined in the HTML: the grid
 * and its first (eager, high-priority) pictures are in the HTML, as the SPA's first render draws them.
 */
export async function renderGiftItems(
  code: LocaleCode,
  page: GiftPage,
  config: RenderOptions['config'] = {},
): Promise<string> {
  const content = <GiftItemsPage paintedPage={{ page, readAt: Date.now() }} />;
  return renderShell(code, pathFor('gift-items'), content, { config });
}

/** What the home page's popular gifts strip asks the catalog: the BFF reads the same. */
export const HOME_INPUT = giftsInput({}, POPULAR_STRIP_SIZE);

/**
 * The signed-out home in one locale with `page`, the answer to HOME_INPUT in that locale's market,
 * and `categories`, catalog.categories' answer in that market: complete at first paint (categories
 * and strip drawn, not loading), so it needs no script until the visitor acts on it (the BFF boots
 * the SPA on intent there, routes/page-shells.ts).
 */
export async function renderHome(
  code: LocaleCode,
  page: GiftPage,
  config: RenderOptions['config'] = {},
  categories?: CategoryList,
): Promise<string> {
  const readAt = Date.now();
  const content = (
    <HomePage
      paintedPopular={{ page, readAt }}
      paintedCategories={categories && { list: categories, readAt }}
    />
  );
  return renderShell(code, pathFor('index'), content, { config });
}
