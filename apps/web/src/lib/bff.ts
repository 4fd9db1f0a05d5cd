/** The BFF's browser endpoints outside tRPC: full-page sign-in and sign-up, and sign-out. */
import { CSRF_HEADER, safeRedirectPath } from '@kado/shared';

export type SignInKind = 'login' | 'register';

const DEFAULT_AFTER_SIGN_IN = '/top';

/** The longest `max_age` the BFF passes on (a day), as whole seconds. */
const MAX_AGE_LIMIT = 86_400;

/** A `max_age` from the page's query: whole seconds from 0 to a day, else none. */
export function maxAgeParam(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,5}$/.test(value)) return null;
  const seconds = Number(value);
  return seconds <= MAX_AGE_LIMIT ? seconds : null;
}

/**
 * Where sign-in (or sign-up) starts; `redirect` must be a same-origin path, else /top. A valid
 * `maxAge` asks the IdP for a sign-in at most that many seconds old (a sensitive action's fresh
 * sign-in, PRODUCT.md §7).
 */
export function signInUrl(kind: SignInKind, redirect: unknown, maxAge?: unknown): string {
  const target = safeRedirectPath(redirect) ?? DEFAULT_AFTER_SIGN_IN;
  const seconds = kind === 'login' ? maxAgeParam(maxAge) : null;
  const fresh = seconds === null ? '' : `&max_age=${String(seconds)}`;
  return `/bff/${kind}?redirect=${encodeURIComponent(target)}${fresh}`;
}

/** Ends the BFF session and answers where the browser goes next (the IdP's logout). */
export async function signOut(): Promise<string> {
  const response = await fetch('/bff/logout', {
    method: 'POST',
    headers: { [CSRF_HEADER]: '1', 'content-type': 'application/json' },
    body: '{}',
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`Sign-out answered ${response.status}`);
  // zod loads with the first sign-out, not with every page's first load.
  const { logoutResponseSchema } = await import('@kado/shared/schemas');
  return logoutResponseSchema.parse(await response.json()).redirectTo;
}
