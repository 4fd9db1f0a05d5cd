/**
 * Tag manager and error reporting start after the first render, each from its own chunk, so they
 * add nothing to the first load of a page; with neither configured nothing is fetched at all.
 */
import type { RuntimeConfig } from '@kado/shared/schemas';

interface RouterLike {
  readonly state: {
    readonly location: { readonly pathname: string; readonly search: string; readonly key: string };
    readonly navigation: { readonly state: string };
    readonly matches: readonly { readonly route: { readonly path?: string } }[];
  };
  subscribe(listener: (state: RouterLike['state']) => void): () => void;
}

/** The matched route's pattern, e.g. `/gift-items/:id`, so page views carry no ids. */
function routePattern(state: RouterLike['state']): string | null {
  const path = state.matches.at(-1)?.route.path;
  if (path === undefined) return null;
  return path.startsWith('/') ? path : `/${path}`;
}

function afterFirstRender(task: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 3000 });
  else setTimeout(task, 1000);
}

export function startObservability(config: RuntimeConfig, router: RouterLike): void {
  afterFirstRender(() => {
    if (config.sentryDsn) {
      void import('./sentry').then(({ initSentry }) => {
        initSentry(config);
      });
    }
    const { gtmId } = config;
    if (gtmId) {
      void import('./gtm').then(({ loadGtm, pageView }) => {
        if (!loadGtm(gtmId)) return;
        const report = (state: RouterLike['state']) => {
          pageView(window.location.href, routePattern(state), document.title);
        };
        report(router.state);
        let lastKey = router.state.location.key;
        router.subscribe((state) => {
          if (state.navigation.state !== 'idle' || state.location.key === lastKey) return;
          lastKey = state.location.key;
          // The page's title is set by its effect: read it once the page has rendered.
          setTimeout(() => {
            report(state);
          }, 0);
        });
      });
    }
  });
}
