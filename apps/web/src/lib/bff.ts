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

/** Set while a sign-out made offline still has to reach the BFF. It names no one. */
const PENDING_SIGN_OUT = 'kado.sign-out-pending';

function postLogout(): Promise<Response> {
  return fetch('/bff/logout', {
    method: 'POST',
    headers: { [CSRF_HEADER]: '1', 'content-type': 'application/json' },
    body: '{}',
    credentials: 'same-origin',
  });
}

async function logoutRedirect(response: Response): Promise<string> {
  if (!response.ok) throw new Error(`Sign-out answered ${response.status}`);
  // zod loads with the first sign-out, not with every page's first load.
  const { logoutResponseSchema } = await import('@kado/shared/schemas');
  return logoutResponseSchema.parse(await response.json()).redirectTo;
}

/** Whether a sign-out made offline has yet to reach the BFF: nothing is kept meanwhile. */
export function isSignOutPending(): boolean {
  return localStorage.getItem(PENDING_SIGN_OUT) !== null;
}

/**
 * Ends the BFF session and answers where the browser goes next (the IdP's logout). The vouchers
 * kept on this device go first, whatever happens next. Offline, the sign-out is remembered and
 * sent when the network is back (`finishPendingSignOut`), and the answer is null: the page stays.
 */
export async function signOut(): Promise<string | null> {
  const { forgetKeptVouchers } = await import('./kept-vouchers');
  // A storage failure must not keep anyone signed in: the next contact, signed out, wipes again.
  await forgetKeptVouchers().catch(() => undefined);
  let response: Response;
  try {
    response = await postLogout();
  } catch {
    // No answer at all (fetch only rejects so): offline, whatever navigator.onLine says.
    localStorage.setItem(PENDING_SIGN_OUT, '1');
    finishPendingSignOut();
    return null;
  }
  return logoutRedirect(response);
}

/** How often a sign-out made offline is tried again while the BFF cannot be reached. */
const SIGN_OUT_RETRY_MS = 5000;

/**
 * Sends a sign-out made offline once the BFF can be reached, then follows it to the IdP's logout as
 * an online sign-out does. Called at start-up; tried again on the `online` event and every few
 * seconds, since `navigator.onLine` cannot be trusted to say when the network is back.
 */
export function finishPendingSignOut(): void {
  if (!isSignOutPending()) return;
  const retry = () => {
    window.removeEventListener('online', retry);
    clearTimeout(timer);
    finishPendingSignOut();
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  postLogout().then(
    async (response) => {
      // The BFF answered: the session is over either way (a refusal means it already was).
      localStorage.removeItem(PENDING_SIGN_OUT);
      const redirectTo = await logoutRedirect(response).catch(() => '/');
      window.location.assign(redirectTo);
    },
    () => {
      window.addEventListener('online', retry);
      timer = setTimeout(retry, SIGN_OUT_RETRY_MS);
    },
  );
}
