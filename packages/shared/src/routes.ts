/** The route table of PRODUCT.md §2: every page, its layout and the guards that run before it. */
import { GIFT_ID_PATTERN } from './identifiers.js';
import { LOCALE_CODES } from './locales.js';

export type Layout = 'default' | 'auth';

export interface RouteDef {
  /** Stable name, used by guards (BLOCKED_PAGES), the SPA's lazy page map and links. */
  readonly name: string;
  /** react-router style pattern: `:param`, `:param?` for an optional segment. */
  readonly path: string;
  readonly layout: Layout;
  /** Route-specific guard names, run after the global `blocking` and `locale` guards. */
  readonly guards: readonly string[];
  /** Params that must match a pattern, else the page answers 404. */
  readonly params?: Readonly<Record<string, RegExp>>;
  /** Set when a page change to this route should keep the scroll position. */
  readonly keepScroll?: boolean;
  /** The SPA's page module (`src/app/routes/<page>.tsx`) when it is not named after the route. */
  readonly page?: string;
}

export const MANUAL_SECTIONS = [
  'button',
  'color',
  'form',
  'image',
  'modal',
  'pipe',
  'select',
  'spacing',
  'toastr',
  'typo',
] as const;

export const ROUTES: readonly RouteDef[] = [
  { name: 'index', path: '/', layout: 'default', guards: [], page: 'home' },
  { name: 'top', path: '/top', layout: 'default', guards: ['auth'] },
  { name: 'account-info', path: '/account-info', layout: 'default', guards: ['auth'] },
  // Where the account is signed in, to sign out one session or all others (PRODUCT.md §7).
  { name: 'account-devices', path: '/account-info/devices', layout: 'default', guards: ['auth'] },
  { name: 'brand', path: '/brand', layout: 'default', guards: [] },
  { name: 'category', path: '/category', layout: 'default', guards: [] },
  { name: 'charge-history', path: '/charge-history', layout: 'default', guards: ['auth'] },
  { name: 'contact-us', path: '/contact-us', layout: 'default', guards: [] },
  { name: 'expiration-point', path: '/expiration-point', layout: 'default', guards: ['auth'] },
  { name: 'faq', path: '/faq', layout: 'default', guards: [] },
  { name: 'how-to-use', path: '/how-to-use', layout: 'default', guards: [] },
  { name: 'gift-items', path: '/gift-items', layout: 'default', guards: [], keepScroll: true },
  {
    name: 'gift-item',
    path: '/gift-items/:id',
    layout: 'default',
    guards: [],
    params: { id: GIFT_ID_PATTERN },
  },
  {
    name: 'gift-detail',
    path: '/gift-items/:id/gift-detail',
    layout: 'default',
    guards: ['auth'],
    params: { id: GIFT_ID_PATTERN },
  },
  // Without an id, `?token=` opens a voucher someone shared: no sign-in needed.
  { name: 'gift-detail-shared', path: '/gift-items/gift-detail', layout: 'default', guards: [] },
  // Giving a gift (PRODUCT.md §10): sending needs an account (and, like any exchange, a verified
  // phone); a link's `#<token>` opens its card signed out, and claiming signs in on the way.
  {
    name: 'gift-send',
    path: '/gift-items/:id/send',
    layout: 'default',
    guards: ['auth', 'identity'],
    params: { id: GIFT_ID_PATTERN },
  },
  { name: 'receive', path: '/receive', layout: 'default', guards: [] },
  { name: 'sent-gifts', path: '/sent-gifts', layout: 'default', guards: ['auth'] },
  { name: 'language', path: '/language', layout: 'default', guards: [] },
  { name: 'my-gift', path: '/my-gift', layout: 'default', guards: ['auth'] },
  { name: 'point-merge', path: '/point-merge', layout: 'default', guards: ['auth', 'identity'] },
  { name: 'popular-gifts', path: '/popular-gifts', layout: 'default', guards: [] },
  { name: 'login', path: '/auth/login', layout: 'auth', guards: ['guest'] },
  { name: 'register', path: '/auth/register', layout: 'auth', guards: ['guest'] },
  { name: 'manual', path: '/manual', layout: 'default', guards: [] },
  // The terms of service, one document per locale code (PRODUCT.md §3).
  {
    name: 'terms',
    path: '/terms/:code',
    layout: 'default',
    guards: [],
    params: { code: new RegExp(`^(?:${LOCALE_CODES.join('|')})$`) },
  },
  ...MANUAL_SECTIONS.map((section): RouteDef => ({
    name: `manual-${section}`,
    path: `/manual/${section}`,
    layout: 'default',
    guards: [],
    page: 'manual-section',
  })),
];

/** Nested duplicates of the original app: they resolve to their canonical route. */
export const ROUTE_ALIASES: Readonly<Record<string, string>> = {
  '/account-info/account-info': '/account-info',
  '/contact-us/contact-us': '/contact-us',
  '/point-merge/point-merge': '/point-merge',
  '/auth/login/login': '/auth/login',
  '/auth/register/register': '/auth/register',
};

/** The page module that renders a route: the SPA loads it, the BFF preloads its chunks. */
export function pageOf(route: RouteDef): string {
  return route.page ?? route.name;
}

export function routeByName(name: string): RouteDef | undefined {
  return ROUTES.find((r) => r.name === name);
}

export interface RouteMatch {
  readonly route: RouteDef;
  readonly params: Readonly<Record<string, string>>;
}

function splitPath(pathname: string): string[] {
  return pathname.split('/').filter((s) => s !== '');
}

function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = splitPath(pattern);
  // Only one optional segment shape exists (`:id?`), so try the pattern with and without it.
  const variants = parts.some((p) => p.endsWith('?'))
    ? [parts.map((p) => p.replace(/\?$/, '')), parts.filter((p) => !p.endsWith('?'))]
    : [parts];
  for (const variant of variants) {
    if (variant.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const ok = variant.every((part, i) => {
      const segment = segments[i] as string;
      if (part.startsWith(':')) {
        params[part.slice(1)] = segment;
        return true;
      }
      return part === segment;
    });
    if (ok) return params;
  }
  return null;
}

/** Static segments outrank parameters, so `/gift-items/gift-detail` is not gift `gift-detail`. */
function specificity(route: RouteDef): number {
  return splitPath(route.path).filter((p) => !p.startsWith(':')).length;
}

const ROUTES_BY_SPECIFICITY = [...ROUTES].sort((a, b) => specificity(b) - specificity(a));

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Finds the route for a pathname (no query, no hash); trailing slashes are ignored. */
export function matchRoute(pathname: string): RouteMatch | null {
  const segments = splitPath(pathname).map(decodeSegment);
  if (segments.some((s) => s === null)) return null;
  for (const route of ROUTES_BY_SPECIFICITY) {
    const params = matchPattern(route.path, segments as string[]);
    if (params) return { route, params };
  }
  return null;
}

/** Builds a concrete path from a route name and params. */
export function pathFor(name: string, params: Record<string, string> = {}): string {
  const route = routeByName(name);
  if (!route) throw new Error(`No route named ${name}`);
  const path = splitPath(route.path)
    .map((part) => {
      if (!part.startsWith(':')) return part;
      const key = part.slice(1).replace(/\?$/, '');
      const value = params[key];
      if (value === undefined && !part.endsWith('?')) throw new Error(`Missing param ${key}`);
      return value === undefined ? null : encodeURIComponent(value);
    })
    .filter((p) => p !== null)
    .join('/');
  return `/${path}`;
}
