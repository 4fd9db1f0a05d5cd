/**
 * The SPA side of PRODUCT.md §2: every navigation runs the shared guard decision in a loader, with
 * the session facts from `session.me`.
 */
import { data, redirect, replace, type LoaderFunction } from 'react-router';

import {
  decideNavigation,
  matchRoute,
  SIGNED_OUT,
  type RouteDef,
  type SessionFacts,
} from '@kado/shared';

import { hasKeptMarker } from '../lib/kept-marker';
import { mayReachBff } from '../lib/online-status';
import { isBffUnreachable } from '../lib/trpc';

export interface GuardDeps {
  /** The session facts, fetched once and cached until invalidated. */
  readonly getSession: () => Promise<SessionFacts>;
  /** The hash of the location being navigated to (loaders only see the URL without it). */
  readonly currentHash: () => string;
  /** The error the BFF answered the first page request with, handed out once. */
  readonly takeInitialError: () => { status: number; message: string } | null;
  /**
   * Whether the page may expect the BFF to answer: not when the browser says it is offline, nor in
   * the worker's offline shell (default), which it answered because the network failed.
   */
  readonly isOnline?: () => boolean;
  /** Whether vouchers are kept on this device for an account (PRODUCT.md §11). */
  readonly hasKeptVouchers?: () => Promise<boolean>;
}

/** The wallet pages that open offline, read-only, on the vouchers kept on this device. */
const OFFLINE_WALLET_ROUTES: ReadonlySet<string> = new Set(['my-gift', 'gift-detail']);

// Loaded only offline, and only when the marker says something is kept: the IndexedDB code stays
// out of the first load.
const keptOnThisDevice = async () =>
  hasKeptMarker() &&
  import('../lib/kept-vouchers').then(async (kept) => (await kept.readKeptVouchers()) !== null);

/**
 * Offline, a session not yet known would wait for the network: the facts are the cached ones if
 * any (a cached answer settles at once, before the next task), else none.
 */
function sessionIfKnown(getSession: () => Promise<SessionFacts>): Promise<SessionFacts | null> {
  return Promise.race([
    getSession().catch(() => null),
    new Promise<null>((resolve) => {
      setTimeout(resolve, 0, null);
    }),
  ]);
}

/**
 * The facts to decide on. Offline (or the BFF unreachable) with no known session, the wallet's
 * voucher pages open when vouchers are kept on this device (read-only: everything that changes a
 * voucher needs the BFF); every other page is decided as for a visitor who is not signed in.
 */
async function navigationFacts(
  deps: GuardDeps,
  pathname: string,
): Promise<SessionFacts | 'offline-wallet'> {
  const known = (deps.isOnline ?? mayReachBff)()
    ? await deps.getSession().catch((error: unknown) => {
        if (isBffUnreachable(error)) return null;
        throw error;
      })
    : await sessionIfKnown(deps.getSession);
  if (known) return known;
  const name = matchRoute(pathname)?.route.name;
  if (
    name &&
    OFFLINE_WALLET_ROUTES.has(name) &&
    (await (deps.hasKeptVouchers ?? keptOnThisDevice)())
  )
    return 'offline-wallet';
  return SIGNED_OUT;
}

/** What a page's loader returns when the guards let it render. */
export type GuardResult =
  { readonly verifyPhone: false } | { readonly verifyPhone: true; readonly continueTo: string };

/** The route table entry a page route carries in its `handle`. */
export interface PageHandle {
  readonly route: RouteDef;
}

export function createGuardLoader(deps: GuardDeps): LoaderFunction {
  return async ({ request }): Promise<GuardResult | Response> => {
    const initialError = deps.takeInitialError();
    if (initialError) throw data(initialError.message, { status: initialError.status });

    const url = new URL(request.url);
    const session = await navigationFacts(deps, url.pathname);
    if (session === 'offline-wallet') return { verifyPhone: false };
    const decision = decideNavigation({
      pathname: url.pathname,
      search: url.search,
      hash: deps.currentHash(),
      session,
    });
    switch (decision.kind) {
      case 'allow':
        return { verifyPhone: false };
      case 'verify-phone':
        return { verifyPhone: true, continueTo: decision.continueTo };
      case 'redirect':
        return decision.replace ? replace(decision.to) : redirect(decision.to);
      case 'error':
        throw data(decision.message, { status: decision.status });
    }
  };
}
