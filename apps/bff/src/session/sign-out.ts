/**
 * Ending signed-in sessions (sign-out, account deletion, back-channel logout, signing out another
 * device): the session is destroyed, its refresh token revoked at the IdP (which ends its grant) and
 * its grant refused at the wallet, so a captured access token stops working there too (PRODUCT.md
 * §7). No token reaches the browser; an upstream that fails is logged and never keeps a session alive.
 */
import type { FastifyBaseLogger, FastifyReply } from 'fastify';

import { KadoError } from '@kado/shared';

import { oidcFailure } from '../oidc/log-safe.js';
import { clearSessionCookie } from '../plugins/session.js';
import type { Services } from '../services.js';
import type { EndedSession, Session, TokenSet } from './sessions.js';

/** Revokes what an ended session held, at the IdP and the wallet at once. */
export async function revokeEnded(
  services: Services,
  tokens: TokenSet | null,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!tokens) return;
  const { accessToken, refreshToken } = tokens;
  await Promise.all([
    refreshToken &&
      services.oidc.revoke(refreshToken).catch((error: unknown) => {
        log.warn(oidcFailure(error), 'refresh token revocation failed');
      }),
    services.wallet.revokeSession(accessToken).catch((error: unknown) => {
      log.warn(oidcFailure(error), 'wallet session revocation failed');
    }),
  ]);
}

const revokeAll = (services: Services, ended: EndedSession[], log: FastifyBaseLogger) =>
  Promise.all(ended.map(({ tokens }) => revokeEnded(services, tokens, log)));

/**
 * The browser's own sign-out. Answers where the browser goes next (home once the IdP session ended
 * server to server, else the IdP's end-session page: client_id + logout_hint, never an ID token)
 * and whether the IdP session is known to have ended: when the IdP could not be reached it may
 * still be alive, and the next sign-in on this browser must ask for the password.
 */
export async function endSession(
  services: Services,
  session: Session,
  log: FastifyBaseLogger,
): Promise<{ redirectTo: string; idpSessionEnded: boolean }> {
  await services.sessions.destroy(session.id);
  await revokeEnded(services, session.data.tokens, log);
  try {
    const redirectTo = await services.oidc.endIdpSession({
      sid: session.data.idpSessionId,
      subject: session.data.subject,
      locale: session.data.locale,
    });
    return { redirectTo, idpSessionEnded: true };
  } catch (error) {
    log.warn(oidcFailure(error), 'ending the IdP session failed');
    return { redirectTo: '/', idpSessionEnded: false };
  }
}

/**
 * A sign-in replaces the browser's session. Its grant is revoked upstream only when it belonged to
 * another IdP session: one IdP session keeps one grant (and one sid), which the new session goes on
 * using, and revoking it would sign the new session out at once.
 */
export async function endReplacedSession(
  services: Services,
  previous: Session,
  idpSessionId: string | null,
  log: FastifyBaseLogger,
): Promise<void> {
  await services.sessions.destroy(previous.id);
  // Without both sids there is no telling: the grant is left to expire rather than risk this one.
  const previousSid = previous.data.idpSessionId;
  if (previousSid && idpSessionId && previousSid !== idpSessionId) {
    await revokeEnded(services, previous.data.tokens, log);
  }
}

/** Back-channel logout: ends every session of an IdP session (or subject). Answers how many. */
export async function endMatchingSessions(
  services: Services,
  match: { sid?: string; sub?: string },
  log: FastifyBaseLogger,
): Promise<number> {
  const ended = await services.sessions.destroyMatching(match);
  await revokeAll(services, ended, log);
  return ended.length;
}

/**
 * Another device's session ends at the IdP too: left alive there, that browser would be signed
 * straight back in (single sign-on) without a password. Only server to server: the other device is
 * not there to follow a redirect. A session of this browser's own IdP session (one whose cookie
 * was lost) shares this session's grant: it only ends here, or this device would be signed out too.
 */
async function endDevices(
  services: Services,
  current: Session,
  ended: EndedSession[],
  log: FastifyBaseLogger,
) {
  await Promise.all(
    ended.map(async ({ tokens, idpSessionId, subject, locale }) => {
      if (idpSessionId && idpSessionId === current.data.idpSessionId) return;
      await revokeEnded(services, tokens, log);
      if (!idpSessionId) return;
      await services.oidc
        .endIdpSession({ sid: idpSessionId, subject, locale })
        .catch((error: unknown) => {
          log.warn(oidcFailure(error), 'ending the IdP session of a signed-out device failed');
        });
    }),
  );
}

/** Signs out one of the person's other devices; false when they have no session with that handle. */
export async function endDeviceSession(
  services: Services,
  session: Session,
  handle: string,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const ended = await services.sessions.endByHandle(session.data.subject, handle);
  if (!ended) return false;
  await endDevices(services, session, [ended], log);
  return true;
}

/** Signs out every device of the person but this one. Answers how many sessions ended. */
export async function endOtherSessions(
  services: Services,
  session: Session,
  log: FastifyBaseLogger,
): Promise<number> {
  const ended = await services.sessions.endOthers(session.data.subject, session.id);
  await endDevices(services, session, ended, log);
  return ended.length;
}

/**
 * The wallet refused the session's grant (TOKEN_REVOKED): it was signed out elsewhere (another
 * device's sign-out of a shared grant, a sibling replica). The session is over here too. Called
 * with whatever a wallet call of the session threw.
 */
export async function endIfRevoked(
  services: Services,
  session: Session,
  reply: FastifyReply,
  error: unknown,
): Promise<void> {
  if (!(error instanceof KadoError) || error.code !== 'TOKEN_REVOKED') return;
  await services.sessions.destroy(session.id);
  clearSessionCookie(reply, services.env.PUBLIC_URL);
}
