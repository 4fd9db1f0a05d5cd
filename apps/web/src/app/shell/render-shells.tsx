/**
 * The first paint of a page, as HTML: what the SPA's first render draws for a signed-out visitor,
 * rendered from the same components at build time, once per locale (build/page-shells.ts). The BFF
 * puts it inside `#root` of a signed-out visitor's HTML, so the header and the hero paint before any
 * JavaScript arrives; the SPA's first render then replaces it with the same markup, in place.
 */
import { QueryClient } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';

import { LOCALES, localeInfo, pathFor, type LocaleCode } from '@kado/shared';
import type { RuntimeConfig } from '@kado/shared/schemas';

import { OfflineBanner } from '../../components/offline-banner';
import { i18nOptions, MESSAGE_MODULES } from '../../lib/i18n';
import { createTrpcClient } from '../../lib/trpc';
import { DefaultLayout } from '../layouts/layouts';
import { AppProvider } from '../provider';
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

async function renderShell(code: LocaleCode, path: string, content: ReactNode): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    ...i18nOptions(code),
    resources: {
      [localeInfo(code).iso]: { translation: (await MESSAGE_MODULES[code]()).default },
    },
  });
  const queryClient = new QueryClient();
  // The same tree as App → RouterProvider → AppFrame → PageShell → Page for a signed-out visitor
  // (TopProgress draws nothing while idle; the page has no transition class on a painted page).
  return renderToStaticMarkup(
    <AppProvider
      config={{ ...CONFIG, locale: code }}
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
