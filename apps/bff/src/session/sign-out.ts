/**
 * Ending a signed-in session (sign-out, account deletion): the session is destroyed, the refresh
 * token revoked at the IdP, and the browser sent on to the IdP's RP-initiated logout.
 */
import type { FastifyBaseLogger } from 'fastify';

import type { Services } from '../services.js';
import type { Session } from './sessions.js';

/** Returns where the browser goes next: the IdP's end-session URL, or home if it has none. */
export async function endSession(services: Services, session: Session, log: FastifyBaseLogger) {
  await services.sessions.destroy(session.id);
  const { refreshToken, idToken } = session.data.tokens;
  if (refreshToken) {
    await services.oidc.revoke(refreshToken).catch((error: unknown) => {
      log.warn({ err: error }, 'refresh token revocation failed');
    });
  }
  return services.oidc.endSessionUrl(idToken).catch(() => '/');
}
