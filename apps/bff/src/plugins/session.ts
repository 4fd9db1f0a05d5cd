/**
 * The session cookie: one opaque id, HttpOnly, SameSite=Lax, Path=/, `__Host-` prefixed and Secure
 * wherever the BFF is served over https. Routes read the session through request.loadSession().
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { KadoError, SESSION_ABSOLUTE_TIMEOUT_MS } from '@kado/shared';

import type { Session } from '../session/sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, loaded once per request; null when absent, unknown or expired. */
    loadSession(): Promise<Session | null>;
  }
}

export function cookieNames(publicUrl: string) {
  const secure = publicUrl.startsWith('https://');
  return {
    secure,
    session: secure ? '__Host-kado_session' : 'kado_session',
    login: secure ? '__Host-kado_login' : 'kado_login',
    /** Marks a browser whose sign-out could not end the IdP session: its next sign-in asks for the password. */
    reauth: secure ? '__Host-kado_reauth' : 'kado_reauth',
  };
}

export default fp(
  (app) => {
    const names = cookieNames(app.services.env.PUBLIC_URL);
    const cache = new WeakMap<FastifyRequest, Promise<Session | null>>();
    app.decorateRequest('loadSession', function (this: FastifyRequest) {
      let loaded = cache.get(this);
      if (!loaded) {
        // A store outage is not "signed out": callers answer 503 instead of sending people to sign in.
        loaded = app.services.sessions.load(this.cookies[names.session]).catch((error: unknown) => {
          this.log.error({ err: error }, 'session store unavailable');
          throw new KadoError(
            'UPSTREAM_UNAVAILABLE',
            'Sessions are unavailable right now. Try again shortly.',
          );
        });
        cache.set(this, loaded);
      }
      return loaded;
    });
  },
  { name: 'kado-session', dependencies: ['@fastify/cookie', 'kado-services'] },
);

export function setSessionCookie(reply: FastifyReply, publicUrl: string, id: string) {
  const names = cookieNames(publicUrl);
  reply.setCookie(names.session, id, {
    path: '/',
    httpOnly: true,
    secure: names.secure,
    sameSite: 'lax',
    maxAge: SESSION_ABSOLUTE_TIMEOUT_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, publicUrl: string) {
  const names = cookieNames(publicUrl);
  reply.clearCookie(names.session, {
    path: '/',
    httpOnly: true,
    secure: names.secure,
    sameSite: 'lax',
  });
}
