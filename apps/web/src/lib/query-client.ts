import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';

import type { SessionView } from '@kado/shared/schemas';

import { hasKeptMarker } from './kept-marker';
import { apiErrorInfo, isSessionEnded, trpc } from './trpc';

const MAX_RETRIES = 2;

// Loaded when first needed: the IndexedDB code stays out of the first load of every page.
const keptVouchers = () => import('./kept-vouchers');

/** A 401 ended the session: what was kept for it goes before anything else happens. */
function forgetKept(): void {
  void keptVouchers().then((kept) => kept.forgetKeptVouchers());
}

const SESSION_ME_KEY = JSON.stringify(getQueryKey(trpc.session.me, undefined, 'query'));

/**
 * The app's query client. `onSessionEnded` runs when any request answers 401, so the app can send
 * the visitor to sign-in; the vouchers kept on this device are wiped first. Each answer of
 * `session.me` (the page's inlined one too) tells the kept vouchers who is signed in. Client errors
 * (4xx) are answers, not glitches: they are never retried.
 */
export function createQueryClient({ onSessionEnded }: { onSessionEnded: () => void }): QueryClient {
  const onError = (error: unknown) => {
    if (!isSessionEnded(error)) return;
    forgetKept();
    onSessionEnded();
  };
  const queryCache = new QueryCache({ onError });
  queryCache.subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (JSON.stringify(event.query.queryKey) !== SESSION_ME_KEY) return;
    const view = event.query.state.data as SessionView | undefined;
    // Nothing kept (the marker says so): nothing to compare the account with, nothing to load.
    if (!view || !hasKeptMarker()) return;
    const accountTag = view.signedIn ? view.accountTag : null;
    void keptVouchers().then((kept) => kept.noteSignedInAccount(accountTag));
  });
  return new QueryClient({
    queryCache,
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) => {
          const status = apiErrorInfo(error)?.status;
          if (status !== undefined && status >= 400 && status < 500) return false;
          return failures < MAX_RETRIES;
        },
      },
    },
  });
}
