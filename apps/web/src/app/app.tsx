import { createTRPCQueryUtils } from '@trpc/react-query';
import type { i18n as I18n } from 'i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';

import { pathFor } from '@kado/shared';
import type { RuntimeConfig } from '@kado/shared/schemas';

import { sessionFacts } from '../features/session/api/get-session';
import { finishPendingSignOut } from '../lib/bff';
import { loadWalletMessages } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { createTrpcClient } from '../lib/trpc';
import { AppProvider } from './provider';
import { createRoutes } from './router';

/** Wires the app from the runtime config: API client, query cache, router with its guards. */
export function createApp(config: RuntimeConfig, i18n: I18n) {
  const trpcClient = createTrpcClient(config.apiBaseUrl);
  // A sign-out made offline reaches the BFF now, or as soon as the browser is online.
  finishPendingSignOut();
  // The guards and the 401 handler need the router that they are part of: read it once it exists.
  const routing: { router?: ReturnType<typeof createBrowserRouter> } = {};

  // A 401 anywhere means the BFF session ended: forget it and go through sign-in back to here.
  const queryClient = createQueryClient({
    onSessionEnded: () => {
      void utils.session.me.reset();
      const { router } = routing;
      if (!router) return;
      const { pathname, search, hash } = router.state.location;
      const login = pathFor('login');
      if (pathname === login) return;
      void router.navigate(`${login}?redirect=${encodeURIComponent(pathname + search + hash)}`);
    },
  });
  const utils = createTRPCQueryUtils({ queryClient, client: trpcClient });
  // The BFF answered session.me with the page: the first guard and the header need no request.
  if (config.session) utils.session.me.setData(undefined, config.session);

  let initialError = config.initialError;
  const router = createBrowserRouter(
    createRoutes({
      // fetch, not ensureData: fresh after an invalidation (locale change, sign-out, 401), else cached.
      getSession: () =>
        utils.session.me.fetch(undefined, { staleTime: Infinity }).then(sessionFacts),
      currentHash: () => routing.router?.state.navigation.location?.hash ?? window.location.hash,
      takeInitialError: () => {
        const error = initialError;
        initialError = null;
        return error;
      },
      loadWalletMessages: () => loadWalletMessages(i18n),
    }),
  );

  routing.router = router;
  return { config, i18n, queryClient, trpcClient, router };
}

export type KadoApp = ReturnType<typeof createApp>;

/** Resolves once the first navigation has run its guard and loaded its page module. */
export function routerReady(router: KadoApp['router']): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export function App({ app }: { app: KadoApp }) {
  return (
    <AppProvider
      config={app.config}
      i18n={app.i18n}
      queryClient={app.queryClient}
      trpcClient={app.trpcClient}
    >
      <RouterProvider router={app.router} />
    </AppProvider>
  );
}
