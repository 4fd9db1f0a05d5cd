/**
 * Ending a signed-in session (sign-out, account deletion): the session is destroyed, the refresh
 * token revoked at the IdP and the IdP session ended, with no token reaching the browser.
 */
import type { FastifyBaseLogger } from 'fastify';

import type { Services } from '../services.js';
import type { Session } from './sessions.js';

/**
 * Returns where the browser goes next: home once the IdP session ended server to server, else the
 * IdP's end-session page (client_id + logout_hint, never an ID token), or home if it has none.
 */
export async function endSession(services: Services, session: Session, log: FastifyBaseLogger) {
  await services.sessions.destroy(session.id);
  const { refreshToken } = session.data.tokens;
  if (refreshToken) {
    await services.oidc.revoke(refreshToken).catch((error: unknown) => {
      log.warn({ err: error }, 'refresh token revocation failed');
    });
  }
  return services.oidc
    .endIdpSession({
      sid: session.data.idpSessionId,
      subject: session.data.subject,
      locale: session.data.locale,
    })
    .catch((error: unknown) => {
      log.warn({ err: error }, 'ending the IdP session failed');
      return '/';
    });
}
