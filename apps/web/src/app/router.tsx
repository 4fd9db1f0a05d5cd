import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

import { MANUAL_SECTIONS, ROUTES, ROUTE_ALIASES } from '@kado/shared';

import { importWithReload } from '../lib/chunk-reload';
import { createGuardLoader, type GuardDeps, type PageHandle } from './guard';
import { AppFrame, FirstLoad } from './layouts/app-frame';
import { PageShell } from './layouts/page-shell';
import { RouteError } from './layouts/route-error';

interface PageModule {
  default: ComponentType;
}

const manualSection = () => import('./routes/manual-section');

/** Route name → its page module, each a lazily loaded chunk; the manual sections share one. */
export const PAGES: Readonly<Record<string, () => Promise<PageModule>>> = {
  index: () => import('./routes/home'),
  top: () => import('./routes/top'),
  'account-info': () => import('./routes/account-info'),
  brand: () => import('./routes/brand'),
  category: () => import('./routes/category'),
  'charge-history': () => import('./routes/charge-history'),
  'contact-us': () => import('./routes/contact-us'),
  'expiration-point': () => import('./routes/expiration-point'),
  faq: () => import('./routes/faq'),
  'how-to-use': () => import('./routes/how-to-use'),
  'gift-items': () => import('./routes/gift-items'),
  'gift-item': () => import('./routes/gift-item'),
  'gift-detail': () => import('./routes/gift-detail'),
  'gift-detail-shared': () => import('./routes/gift-detail-shared'),
  language: () => import('./routes/language'),
  'my-gift': () => import('./routes/my-gift'),
  'point-merge': () => import('./routes/point-merge'),
  'popular-gifts': () => import('./routes/popular-gifts'),
  login: () => import('./routes/login'),
  register: () => import('./routes/register'),
  manual: () => import('./routes/manual'),
  terms: () => import('./routes/terms'),
  ...Object.fromEntries(MANUAL_SECTIONS.map((section) => [`manual-${section}`, manualSection])),
};

/**
 * The route tree from the shared route table: every page guarded by the same loader, the nested
 * duplicates (which the guard redirects) and a catch-all (which the guard answers with 404).
 */
export function createRoutes(deps: GuardDeps): RouteObject[] {
  const loader = createGuardLoader(deps);
  const pages = ROUTES.map((route): RouteObject => {
    const load = PAGES[route.name];
    if (!load) throw new Error(`No page module for route ${route.name}`);
    return {
      id: route.name,
      path: route.path,
      loader,
      handle: { route } satisfies PageHandle,
      lazy: async () => ({ Component: (await importWithReload(load)).default }),
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
