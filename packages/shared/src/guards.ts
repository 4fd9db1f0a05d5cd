/**
 * The one guard decision of PRODUCT.md §2: route + session facts → allow | redirect | error.
 * The BFF applies it to HTML requests (real status codes) and the SPA to client-side navigations.
 */
import { ROUTE_ALIASES, matchRoute, type RouteDef } from './routes.js';

export interface SessionFacts {
  readonly signedIn: boolean;
  readonly phoneVerified: boolean;
}

export const SIGNED_OUT: SessionFacts = { signedIn: false, phoneVerified: false };

export interface NavigationRequest {
  readonly pathname: string;
  /** With its leading `?`, or empty. */
  readonly search?: string;
  /** With its leading `#`, or empty (the SPA knows it; servers never see it). */
  readonly hash?: string;
  readonly session: SessionFacts;
  /** Route names that answer 404 (the BLOCKED_PAGES setting). */
  readonly blockedPages?: readonly string[];
}

export type GuardDecision =
  | { readonly kind: 'allow'; readonly route: RouteDef; readonly params: Record<string, string> }
  | { readonly kind: 'redirect'; readonly to: string; readonly replace: boolean }
  /** Phone not verified: show the verification flow, then continue to `continueTo`. */
  | {
      readonly kind: 'verify-phone';
      readonly route: RouteDef;
      readonly params: Record<string, string>;
      readonly continueTo: string;
    }
  | { readonly kind: 'error'; readonly status: number; readonly message: string };

interface GuardContext {
  readonly route: RouteDef;
  readonly params: Record<string, string>;
  /** The path the visitor asked for, with its query and hash. */
  readonly target: string;
  readonly session: SessionFacts;
  readonly blockedPages: readonly string[];
}

/** A guard returns null to let the next one run, or a decision that ends the chain. */
export type Guard = (ctx: GuardContext) => GuardDecision | null;

export const NOT_FOUND_MESSAGE = 'This page could not be found';
export const SERVICE_UNAVAILABLE_MESSAGE = 'Service unavailable';
export const unknownMiddlewareMessage = (name: string) => `Unknown middleware ${name}`;

const notFound: GuardDecision = { kind: 'error', status: 404, message: NOT_FOUND_MESSAGE };

export const GUARD_REGISTRY: Readonly<Record<string, Guard>> = {
  blocking: (ctx) => (ctx.blockedPages.includes(ctx.route.name) ? notFound : null),
  // Locale detection needs the request (cookie, Accept-Language); the BFF and SPA do it around this
  // decision. The guard stays in the chain so the order of PRODUCT.md §2 holds in one place.
  locale: () => null,
  auth: (ctx) =>
    ctx.session.signedIn
      ? null
      : {
          kind: 'redirect',
          to: `/auth/login?redirect=${encodeURIComponent(ctx.target)}`,
          replace: false,
        },
  // A sensitive action's fresh sign-in (`/auth/login?max_age=…`, PRODUCT.md §7) is for a signed-in
  // user: it passes, and sign-in brings them back to its `redirect`.
  guest: (ctx) =>
    ctx.session.signedIn && !isFreshSignIn(ctx)
      ? { kind: 'redirect', to: '/top', replace: true }
      : null,
  identity: (ctx) =>
    ctx.session.phoneVerified
      ? null
      : { kind: 'verify-phone', route: ctx.route, params: ctx.params, continueTo: ctx.target },
};

function isFreshSignIn(ctx: GuardContext): boolean {
  return (
    ctx.route.name === 'login' &&
    new URL(ctx.target, 'http://kado.invalid').searchParams.has('max_age')
  );
}

export const GLOBAL_GUARDS = ['blocking', 'locale'] as const;

export function decideNavigation(
  request: NavigationRequest,
  registry: Readonly<Record<string, Guard>> = GUARD_REGISTRY,
): GuardDecision {
  const search = request.search ?? '';
  const hash = request.hash ?? '';
  const pathname =
    request.pathname.length > 1 ? request.pathname.replace(/\/+$/, '') : request.pathname;
  const canonical = ROUTE_ALIASES[pathname];
  const match = matchRoute(canonical ?? pathname);
  if (!match) return notFound;
  const { route, params } = match;
  for (const [key, pattern] of Object.entries(route.params ?? {})) {
    const value = params[key];
    if (value !== undefined && !pattern.test(value)) return notFound;
  }

  const target = `${canonical ?? pathname}${search}${hash}`;
  const ctx: GuardContext = {
    route,
    params,
    target,
    session: request.session,
    blockedPages: request.blockedPages ?? [],
  };
  for (const name of [...GLOBAL_GUARDS, ...route.guards]) {
    const guard = registry[name];
    if (!guard) return { kind: 'error', status: 500, message: unknownMiddlewareMessage(name) };
    const decision = guard(ctx);
    if (decision && decision.kind !== 'verify-phone') return decision;
    if (decision) return canonical ? { kind: 'redirect', to: target, replace: true } : decision;
  }
  // The canonical route's guards passed: replace the nested duplicate's URL.
  if (canonical) return { kind: 'redirect', to: target, replace: true };
  return { kind: 'allow', route, params };
}

const REDIRECT_BASE = 'http://kado.invalid';

/** A path a browser reads as another host: `//host`, `/\\host` (backslashes count as slashes). */
const isNetworkPath = (path: string) => /^[/\\]{2}/.test(path);

/**
 * Accepts only a same-origin relative path for `?redirect=` (no scheme, no `//host`, no backslash,
 * no control characters); anything else is null so callers fall back to a safe default. The answer
 * is the normalised path, and that is what gets checked too: dot segments and their encodings
 * (`/.//evil`, `/x/..//evil`, `/%2e//evil`) would otherwise normalise into `//evil`.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  // eslint-disable-next-line no-control-regex
  if (!value.startsWith('/') || isNetworkPath(value) || /[\\\u0000-\u001f\u007f]/.test(value)) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(value, REDIRECT_BASE);
  } catch {
    return null;
  }
  if (url.origin !== REDIRECT_BASE) return null;
  const normalised = `${url.pathname}${url.search}${url.hash}`;
  if (!normalised.startsWith('/') || isNetworkPath(normalised)) return null;
  return normalised;
}
