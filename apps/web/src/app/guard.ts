/**
 * The SPA side of PRODUCT.md §2: every navigation runs the shared guard decision in a loader, with
 * the session facts from `session.me`.
 */
import { data, redirect, replace, type LoaderFunction } from 'react-router';

import { decideNavigation, type RouteDef, type SessionFacts } from '@kado/shared';

export interface GuardDeps {
  /** The session facts, fetched once and cached until invalidated. */
  readonly getSession: () => Promise<SessionFacts>;
  /** The hash of the location being navigated to (loaders only see the URL without it). */
  readonly currentHash: () => string;
  /** The error the BFF answered the first page request with, handed out once. */
  readonly takeInitialError: () => { status: number; message: string } | null;
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
    const decision = decideNavigation({
      pathname: url.pathname,
      search: url.search,
      hash: deps.currentHash(),
      session: await deps.getSession(),
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
