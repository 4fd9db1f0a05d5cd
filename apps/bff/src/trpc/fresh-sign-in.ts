/**
 * Sensitive actions (deleting the account, changing a verified phone) need a recent sign-in
 * (PRODUCT.md §7, OWASP ASVS re-authentication): the session's ID token says when the person last
 * proved who they are (`auth_time`). Older than 10 minutes, the procedure answers FORBIDDEN with
 * the product code REAUTH_REQUIRED; the SPA then sends the browser through
 * `/bff/login?max_age=600&redirect=…`, whose callback checks the new ID token's auth_time and
 * lands back where the person was.
 */
import { FRESH_SIGN_IN_MAX_AGE_S, KadoError } from '@kado/shared';

import { idTokenClaims, type Session } from '../session/sessions.js';
import { authedProcedure, toTrpcError } from './trpc.js';

/** When the person last signed in (epoch seconds), from the session's ID token, or null. */
export function authTimeOf(session: Session): number | null {
  const { auth_time: authTime } = idTokenClaims(session.data);
  return typeof authTime === 'number' && Number.isFinite(authTime) ? authTime : null;
}

/** True when the sign-in is at most FRESH_SIGN_IN_MAX_AGE_S old; no known time is not fresh. */
export function isFreshSignIn(session: Session, now = Date.now()): boolean {
  const authTime = authTimeOf(session);
  return authTime !== null && now / 1000 - authTime <= FRESH_SIGN_IN_MAX_AGE_S;
}

const reauthRequired = () =>
  toTrpcError(
    new KadoError('REAUTH_REQUIRED', 'Sign in again to continue: this needs a recent sign-in.'),
  );

/** A signed-in procedure that also needs a sign-in of the last 10 minutes. */
export const freshProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!isFreshSignIn(ctx.session)) throw reauthRequired();
  return next();
});

/**
 * Phone verification: the first one (onboarding) needs no fresh sign-in, but replacing a verified
 * phone does, since the phone decides the account's market and where its gift boxes go.
 */
export const phoneChangeProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.session.data.phoneVerified && !isFreshSignIn(ctx.session)) throw reauthRequired();
  return next();
});
