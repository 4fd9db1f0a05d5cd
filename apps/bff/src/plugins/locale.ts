/**
 * KADO_LANG (PRODUCT.md §3): the cookie decides; without one, the Accept-Language list (in q order)
 * is matched once and the result stored, so detection runs only when no cookie exists.
 */
// The cookie methods on request and reply come from @fastify/cookie's type augmentation.
import type {} from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

import {
  LANG_COOKIE_MAX_AGE_S,
  LANG_COOKIE_NAME,
  resolveLocale,
  type LocaleCode,
} from '@kado/shared';

declare module 'fastify' {
  interface FastifyRequest {
    locale: LocaleCode;
    /** True when no valid KADO_LANG cookie came with the request. */
    localeDetected: boolean;
  }
}

export function setLangCookie(reply: FastifyReply, locale: LocaleCode) {
  // Not a secret, so neither HttpOnly nor Secure (PRODUCT.md §3).
  reply.setCookie(LANG_COOKIE_NAME, locale, {
    path: '/',
    maxAge: LANG_COOKIE_MAX_AGE_S,
    sameSite: 'lax',
    secure: false,
    httpOnly: false,
  });
}

export default fp(
  (app) => {
    app.decorateRequest('locale', 'en');
    app.decorateRequest('localeDetected', false);
    app.addHook('onRequest', (request, _reply, done) => {
      const { locale, detected } = resolveLocale(
        request.cookies[LANG_COOKIE_NAME],
        request.headers['accept-language'],
      );
      request.locale = locale;
      request.localeDetected = detected;
      done();
    });
  },
  { name: 'kado-locale', dependencies: ['@fastify/cookie'] },
);
