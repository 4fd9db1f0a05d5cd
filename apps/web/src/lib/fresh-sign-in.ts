/**
 * A sensitive action (deleting the account, changing the phone) refused with REAUTH_REQUIRED: the
 * last sign-in is over 10 minutes old (PRODUCT.md §7, contract 3). The shopper signs in again with
 * `max_age` and comes back to the same page, query and hash, so a step the page keeps in its URL
 * opens again.
 */
import { FRESH_SIGN_IN_MAX_AGE_S } from '@kado/shared';

import { apiErrorInfo } from './trpc';

export function isReauthRequired(error: unknown): boolean {
  return apiErrorInfo(error)?.code === 'REAUTH_REQUIRED';
}

/** Where the fresh sign-in starts; `returnTo` is the path, query and hash to land on after it. */
export function freshSignInUrl(returnTo: string): string {
  const query = new URLSearchParams({
    max_age: String(FRESH_SIGN_IN_MAX_AGE_S),
    redirect: returnTo,
  });
  return `/auth/login?${query.toString()}`;
}
