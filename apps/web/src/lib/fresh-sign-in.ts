/**
 * A sensitive action (deleting the account, changing the phone) refused with REAUTH_REQUIRED: the
 * last sign-in is over 10 minutes old (PRODUCT.md §7, contract 3). The shopper signs in again with
 * `max_age` and comes back to the same page, query and hash, so a step the page keeps in its URL
 * opens again.
 */
import { apiErrorInfo } from './trpc';

/** How recent a sign-in the BFF accepts for a sensitive action: 10 minutes. */
export const FRESH_SIGN_IN_MAX_AGE_SECONDS = 600;

export function isReauthRequired(error: unknown): boolean {
  return apiErrorInfo(error)?.code === 'REAUTH_REQUIRED';
}

/** Where the fresh sign-in starts; `returnTo` is the path, query and hash to land on after it. */
export function freshSignInUrl(returnTo: string): string {
  const query = new URLSearchParams({
    max_age: String(FRESH_SIGN_IN_MAX_AGE_SECONDS),
    redirect: returnTo,
  });
  return `/auth/login?${query.toString()}`;
}
