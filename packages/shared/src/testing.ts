/**
 * The guard outcome of every route for each session state, written out by hand from PRODUCT.md §2
 * (not derived from the code under test). Both the pure decision and the BFF's HTTP answers are
 * checked against it.
 */
import { ROUTES } from './routes.js';

/** allow: the page; login: to sign-in; top: to /top; verify: the page behind phone verification. */
export type GuardOutcome = 'allow' | 'login' | 'top' | 'verify';

type Row = readonly [signedOut: GuardOutcome, signedIn: GuardOutcome, verified: GuardOutcome];

const PUBLIC: Row = ['allow', 'allow', 'allow'];
const AUTH: Row = ['login', 'allow', 'allow'];
const GUEST: Row = ['allow', 'top', 'top'];

export const GUARD_EXPECTATIONS: Readonly<Record<string, Row>> = {
  index: PUBLIC,
  top: AUTH,
  'account-info': AUTH,
  brand: PUBLIC,
  category: PUBLIC,
  'charge-history': AUTH,
  'contact-us': PUBLIC,
  'expiration-point': AUTH,
  faq: PUBLIC,
  'how-to-use': PUBLIC,
  'gift-items': PUBLIC,
  'gift-item': PUBLIC,
  'gift-detail': AUTH,
  'gift-detail-shared': PUBLIC,
  language: PUBLIC,
  'my-gift': AUTH,
  'point-merge': ['login', 'verify', 'allow'],
  'popular-gifts': PUBLIC,
  login: GUEST,
  register: GUEST,
  manual: PUBLIC,
  'manual-button': PUBLIC,
  'manual-color': PUBLIC,
  'manual-form': PUBLIC,
  'manual-image': PUBLIC,
  'manual-modal': PUBLIC,
  'manual-pipe': PUBLIC,
  'manual-select': PUBLIC,
  'manual-spacing': PUBLIC,
  'manual-toastr': PUBLIC,
  'manual-typo': PUBLIC,
};

export const SESSION_STATES = [
  { name: 'signed out', facts: { signedIn: false, phoneVerified: false } },
  { name: 'signed in', facts: { signedIn: true, phoneVerified: false } },
  { name: 'signed in with a verified phone', facts: { signedIn: true, phoneVerified: true } },
] as const;

/** One concrete path per route (params filled with a valid gift id). */
export const ROUTE_SAMPLES = ROUTES.map((route) => ({
  route,
  path: route.path.replace(':id', 'g-1'),
}));
