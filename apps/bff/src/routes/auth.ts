/**
 * The OIDC lifecycle endpoints (PRODUCT.md §7). Sign-in state lives in a single-use login
 * transaction: server-side data behind a short-lived HttpOnly cookie that the callback deletes.
 */
import { createHash } from 'node:crypto';

import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

import {
  LOGIN_TRANSACTION_TTL_MS,
  SESSION_ABSOLUTE_TIMEOUT_MS,
  safeRedirectPath,
} from '@kado/shared';
import { meSchema, textSchema, type Me } from '@kado/shared/schemas';

import type { LoginTransaction } from '../oidc/client.js';
import { oidcFailure } from '../oidc/log-safe.js';
import { tokenSetFrom } from '../oidc/tokens.js';
import { setLangCookie } from '../plugins/locale.js';
import { clearSessionCookie, cookieNames, setSessionCookie } from '../plugins/session.js';
import { deviceFrom, placeFrom } from '../session/device.js';
import { endMatchingSessions, endReplacedSession, endSession } from '../session/sign-out.js';

/** Per client address; generous because mobile carriers put many people behind one NAT. */
const LOGIN_STARTS_PER_MINUTE = 30;

/**
 * A sign-out that could not end the IdP session (the IdP down) leaves this mark in the browser: the
 * IdP's own cookie may still hold a session there, so this browser's next sign-in asks for the
 * password (prompt=login) instead of signing whoever uses it next straight back in. As long as the
 * IdP's sessions last.
 */
const REAUTH_MARK_MAX_AGE_S = SESSION_ABSOLUTE_TIMEOUT_MS / 1000;

/** IdP errors the SPA knows how to explain; anything else is reported as a generic failure. */
const KNOWN_IDP_ERRORS = new Set(['access_denied', 'login_required', 'interaction_required']);

/** Where a new account lands after sign-up: /top shows the input-phone and input-profile tabs. */
const ONBOARDING_PATH = '/top?welcome=1';
/** Onboarding, then on to `next` (a safe path) when the sign-up started elsewhere than /top. */
export function onboardingPath(next: string): string {
  return next === '/top'
    ? ONBOARDING_PATH
    : `${ONBOARDING_PATH}&redirect=${encodeURIComponent(next)}`;
}
/**
 * The wallet creates an account at its first /me, which the callback calls: an account created
 * after the call began (give or take the clocks' skew), with no market yet, is new. Seeded or
 * operator-made accounts are older than their first sign-in (and the demo account has a market).
 */
const CLOCK_SKEW_MS = 2_000;
const isNew = (account: Me, calledAt: number) =>
  account.market === null && Date.parse(account.createdAt) >= calledAt - CLOCK_SKEW_MS;
/** How long the "first sign-in" mark is kept: a retried callback does not onboard twice. */
const FIRST_SIGN_IN_MARK_MS = 15 * 60_000;

/**
 * `max_age` asks the IdP for a sign-in no older than that many seconds (a fresh sign-in before a
 * sensitive action, PRODUCT.md §7): whole seconds up to a day, anything else is not passed on.
 */
const maxAgeSchema = textSchema
  .regex(/^\d{1,5}$/)
  .transform(Number)
  .pipe(z.number().int().min(0).max(86_400));
const loginQuery = z.object({
  redirect: textSchema.max(2048).optional().catch(undefined),
  max_age: maxAgeSchema.optional().catch(undefined),
});
const logoutTokenBody = z.object({ logout_token: textSchema.min(1).max(8192) });

const auth: FastifyPluginAsync = async (app) => {
  // Only the back-channel logout receives a form body (from the IdP, server to server).
  await app.register(formbody);
  const { env, loginTransactions, oidc, sessions, store, wallet } = app.services;
  const names = cookieNames(env.PUBLIC_URL);
  const reauthMark = names.reauth;
  const markOptions = { path: '/', httpOnly: true, secure: names.secure, sameSite: 'lax' } as const;

  /** True once per subject: a retried or replayed callback does not onboard twice. */
  const firstSignIn = (subject: string) =>
    store
      .setIfAbsent(
        `onboarding:${createHash('sha256').update(subject).digest('base64url')}`,
        1,
        FIRST_SIGN_IN_MARK_MS,
      )
      .catch(() => false);

  /** Back to the SPA's sign-in page with a reason it explains (never a 500). */
  const failSignIn = (reply: FastifyReply, reason: string) =>
    reply.redirect(`/auth/login?error=${encodeURIComponent(reason)}`, 302);
  /** Sign-in needs the session store (rate limit, login transaction, session): say it is down. */
  const storeDown = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    request.log.error({ err: error }, 'sign-in stopped: the session store is unavailable');
    return failSignIn(reply, 'session_store_unavailable');
  };

  async function startLogin(request: FastifyRequest, reply: FastifyReply, signUp: boolean) {
    const query = loginQuery.safeParse(request.query);
    const redirectTo = safeRedirectPath(query.success ? query.data.redirect : undefined) ?? '/top';
    const maxAge = query.success ? query.data.max_age : undefined;
    // Always a fresh sign-in, even over an existing session: the callback then replaces it with a
    // new id, so a session planted in the browser can never be carried into a sign-in.

    // The sign-in page names what is down, the IdP or the session store, never a 500.
    let hits: number;
    try {
      hits = await store.increment(`rate:login:${request.ip}`, 60_000);
    } catch (error) {
      return storeDown(request, reply, error);
    }
    if (hits > LOGIN_STARTS_PER_MINUTE) return failSignIn(reply, 'rate_limited');
    let started: Awaited<ReturnType<typeof oidc.startLogin>>;
    try {
      // A stopped IdP would leave the browser on a dead page: Kado's sign-in page explains instead.
      if (!(await oidc.reachable())) return await failSignIn(reply, 'idp_unavailable');
      started = await oidc.startLogin({
        redirectTo,
        locale: request.locale,
        signUp,
        maxAge,
        forceLogin: request.cookies[reauthMark] === '1',
      });
    } catch (error) {
      request.log.warn(oidcFailure(error), 'sign-in could not start: the IdP is unavailable');
      return failSignIn(reply, 'idp_unavailable');
    }
    let id: string;
    try {
      id = await loginTransactions.save(started.transaction);
    } catch (error) {
      return storeDown(request, reply, error);
    }
    reply.setCookie(names.login, id, {
      path: '/',
      httpOnly: true,
      secure: names.secure,
      sameSite: 'lax',
      maxAge: LOGIN_TRANSACTION_TTL_MS / 1000,
    });
    return reply.redirect(started.url.toString(), 302);
  }

  app.get('/bff/login', (request, reply) => startLogin(request, reply, false));
  app.get('/bff/register', (request, reply) => startLogin(request, reply, true));

  app.get('/bff/callback', async (request, reply) => {
    const id = request.cookies[names.login];
    reply.clearCookie(names.login, {
      path: '/',
      httpOnly: true,
      secure: names.secure,
      sameSite: 'lax',
    });
    const url = new URL(request.url, env.PUBLIC_URL);
    let transaction: LoginTransaction | null;
    try {
      // Single use: taken out of the store, so a replayed callback finds nothing.
      transaction = await loginTransactions.take(id);
    } catch (error) {
      return storeDown(request, reply, error);
    }
    const idpError = url.searchParams.get('error');
    if (idpError) {
      return failSignIn(reply, KNOWN_IDP_ERRORS.has(idpError) ? idpError : 'login_failed');
    }
    if (!transaction) return failSignIn(reply, 'expired');

    let tokens: Awaited<ReturnType<typeof oidc.finishLogin>>;
    try {
      tokens = await oidc.finishLogin(
        new URL(url.pathname + url.search, env.PUBLIC_URL),
        transaction,
      );
    } catch (error) {
      // Never the error itself: it carries the ID token's claims (sub, e-mail, name).
      request.log.warn(oidcFailure(error), 'sign-in callback rejected');
      return failSignIn(reply, 'login_failed');
    }
    const claims = tokens.claims();
    if (!claims) return failSignIn(reply, 'login_failed');

    const tokenSet = tokenSetFrom(tokens, Date.now());
    const calledAt = Date.now();
    // The wallet account is created on first sight; its phone status feeds the identity guard.
    const account = await wallet
      .request(meSchema, '/me', { accessToken: tokenSet.accessToken })
      .catch((error: unknown) => {
        request.log.warn({ err: error }, 'wallet unavailable at sign-in');
        return null;
      });

    // On a new device the profile's saved language wins over the browser's; KADO_LANG follows it.
    // An account without one (a new sign-up) keeps the language it signed up in, for next time.
    const locale = account?.locale ?? request.locale;
    if (account?.locale) setLangCookie(reply, account.locale);
    else if (account) {
      await wallet
        .request(meSchema, '/me', {
          method: 'PATCH',
          accessToken: tokenSet.accessToken,
          body: { locale },
        })
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'language not saved on the new profile');
        });
    }

    // A fresh id at every sign-in; whatever session the browser had ends here.
    let session: Awaited<ReturnType<typeof sessions.create>>;
    try {
      const previous = await request.loadSession().catch(() => null);
      const sid = typeof claims.sid === 'string' ? claims.sid : null;
      if (previous) await endReplacedSession(app.services, previous, sid, request.log);
      session = await sessions.create({
        subject: claims.sub,
        idpSessionId: sid,
        phoneVerified: account?.phoneVerified ?? false,
        market: account?.market ?? null,
        locale,
        tokens: tokenSet,
        refreshBackoff: null,
        // For /account-info/devices: never the address, only its network (session/device.ts).
        device: deviceFrom(request.headers['user-agent']),
        place: placeFrom(request.ip),
      });
    } catch (error) {
      return storeDown(request, reply, error);
    }
    setSessionCookie(reply, env.PUBLIC_URL, session.id);
    if (request.cookies[reauthMark]) reply.clearCookie(reauthMark, markOptions);
    // A new wallet account's first sign-in (after sign-up, whether or not the IdP asked to confirm
    // the e-mail in between) goes through onboarding on /top first; later sign-ins do not.
    // Checked again where it is used: whatever the transaction holds, the browser stays on Kado.
    const next = safeRedirectPath(transaction.redirectTo) ?? '/top';
    if (account && isNew(account, calledAt) && (await firstSignIn(claims.sub))) {
      // Onboarding passes the shopper on to where the sign-up started (a gift's card, say).
      return reply.redirect(onboardingPath(next), 302);
    }
    return reply.redirect(next, 302);
  });

  app.post('/bff/logout', async (request, reply) => {
    const session = await request.loadSession();
    clearSessionCookie(reply, env.PUBLIC_URL);
    if (!session) return { redirectTo: '/' };
    const { redirectTo, idpSessionEnded } = await endSession(app.services, session, request.log);
    if (!idpSessionEnded) {
      reply.setCookie(reauthMark, '1', { ...markOptions, maxAge: REAUTH_MARK_MAX_AGE_S });
    }
    return { redirectTo };
  });

  app.post('/bff/backchannel-logout', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const body = logoutTokenBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'invalid_request' });
    let token: Awaited<ReturnType<typeof oidc.verifyLogoutToken>>;
    try {
      token = await oidc.verifyLogoutToken(body.data.logout_token);
    } catch (error) {
      // Nothing that names the token or whom it names (sid, sub, jti): jose's claim errors carry
      // the whole payload, so only the kind of defect is logged.
      request.log.warn(oidcFailure(error), 'back-channel logout token rejected');
      return reply.code(400).send({ error: 'invalid_request' });
    }
    // A jti is accepted once while the token could still be valid.
    const ttl = Math.max(60_000, (token.exp ?? 0) * 1000 - Date.now());
    if (!(await store.setIfAbsent(`logout-jti:${token.jti}`, 1, ttl))) {
      request.log.warn('back-channel logout token replayed');
      return reply.code(400).send({ error: 'invalid_request' });
    }
    // Each ended session's refresh token is revoked at the IdP and its grant at the wallet.
    const ended = await endMatchingSessions(
      app.services,
      token.sid ? { sid: token.sid } : { sub: token.sub },
      request.log,
    );
    request.log.info({ ended }, 'back-channel logout');
    return reply.code(200).send();
  });
};

export default auth;
