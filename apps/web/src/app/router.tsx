import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

import { ROUTES, ROUTE_ALIASES, pageOf } from '@kado/shared';

import { importWithReload } from '../lib/chunk-reload';
import { createGuardLoader, type GuardDeps, type PageHandle } from './guard';
import { AppFrame, FirstLoad } from './layouts/app-frame';
import { PageShell } from './layouts/page-shell';
import { RouteError } from './layouts/route-error';

interface PageModule {
  default: ComponentType;
  /** What the page reads before its first render (a painted page's data), if anything. */
  ready?: Promise<void>;
}

const PAGE_MODULES = import.meta.glob<PageModule>(['./routes/*.tsx', '!./routes/*.test.tsx']);

/**
 * Route name → its page module, each a lazily loaded chunk named by the shared route table
 * (`pageOf`), which the BFF reads too to preload the chunk with the page's HTML.
 */
export const PAGES: Readonly<Record<string, (() => Promise<PageModule>) | undefined>> =
  Object.fromEntries(
    ROUTES.map((route) => [route.name, PAGE_MODULES[`./routes/${pageOf(route)}.tsx`]]),
  );

/** The one page whose first load has only the first messages chunk: the BFF paints it signed out. */
const FIRST_MESSAGES_ONLY_ROUTE = 'index';

export interface RouteDeps extends GuardDeps {
  /** The wallet's messages (lib/i18n.ts), which every page but the home page speaks. */
  readonly loadWalletMessages: () => Promise<void>;
}

/**
 * The route tree from the shared route table: every page guarded by the same loader, the nested
 * duplicates (which the guard redirects) and a catch-all (which the guard answers with 404).
 */
export function createRoutes(deps: RouteDeps): RouteObject[] {
  const loader = createGuardLoader(deps);
  const pages = ROUTES.map((route): RouteObject => {
    const load = PAGES[route.name];
    if (!load) throw new Error(`No page module for route ${route.name}`);
    const messages =
      route.name === FIRST_MESSAGES_ONLY_ROUTE ? () => undefined : deps.loadWalletMessages;
    return {
      id: route.name,
      path: route.path,
      loader,
      handle: { route } satisfies PageHandle,
      lazy: async () => {
        // Both preloaded with the page's HTML (page-preloads.json): they arrive side by side.
        const [page] = await Promise.all([importWithReload(load), messages()]);
        await page.ready;
        return { Component: page.default };
      },
    };
  });
  // These only ever redirect or fail in their loader; they render nothing themselves.
  const aliases = Object.keys(ROUTE_ALIASES).map((path): RouteObject => ({
    path,
    loader,
    element: null,
  }));

  return [
    {
      id: 'root',
      element: <AppFrame />,
      errorElement: <RouteError />,
      HydrateFallback: FirstLoad,
      children: [
        {
          id: 'pages',
          element: <PageShell />,
          errorElement: <RouteError />,
          children: [...pages, ...aliases, { path: '*', loader, element: null }],
        },
      ],
    },
  ];
}
