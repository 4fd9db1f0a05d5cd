/** The BFF's browser endpoints outside tRPC: full-page sign-in and sign-up, and sign-out. */
import { CSRF_HEADER, safeRedirectPath } from '@kado/shared';

export type SignInKind = 'login' | 'register';

const DEFAULT_AFTER_SIGN_IN = '/top';

/** Where sign-in (or sign-up) starts; `redirect` must be a same-origin path, else /top. */
export function signInUrl(kind: SignInKind, redirect: unknown): string {
  const target = safeRedirectPath(redirect) ?? DEFAULT_AFTER_SIGN_IN;
  return `/bff/${kind}?redirect=${encodeURIComponent(target)}`;
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
