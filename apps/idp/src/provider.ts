/**
 * The oidc-provider configuration: the two Kado clients, the wallet-api resource server, PKCE for
 * every authorization request, rotating refresh tokens, RP-initiated and back-channel logout, and
 * Kado's own pages for everything the provider renders itself.
 */
import { randomBytes } from 'node:crypto';
import type { EventEmitter } from 'node:events';

import type { Queryable } from '@kado/db';
import {
  LOCALES,
  WALLET_AUDIENCE,
  WALLET_CONTACT_SCOPE,
  WALLET_OPERATOR_SCOPE,
  WALLET_RESOURCE,
  WALLET_USER_SCOPE,
  localeInfo,
} from '@kado/shared';
import type { FastifyBaseLogger } from 'fastify';
import {
  Provider,
  errors,
  interactionPolicy,
  type ClientMetadata,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';

import { createAdapterFactory } from './adapter.js';
import { ACCOUNT_LOCALE_PATH } from './accounts/locale.js';
import type { AccountStore } from './accounts/store.js';
import type { Env } from './env.js';
import { escapeHtml, pageHeaders, securityHeaders } from './interactions/html.js';
import { requestLocale } from './interactions/request-locale.js';
import { logoutPage, noticePage } from './interactions/pages.js';
import type { ProviderSecrets } from './keys.js';
import { SESSION_END_PATH } from './sessions/end.js';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** What the BFF's grant holds: everything it asks for, so its users never see a consent screen. */
const BFF_OIDC_SCOPES = ['openid', 'profile', 'email', 'offline_access'];

export interface ProviderDeps {
  readonly env: Env;
  readonly db: Queryable;
  readonly secrets: ProviderSecrets;
  readonly accounts: AccountStore;
  readonly log: FastifyBaseLogger;
}

function clients(env: Env): ClientMetadata[] {
  return [
    {
      client_id: env.BFF_CLIENT_ID,
      client_secret: env.BFF_CLIENT_SECRET,
      client_name: 'Kado',
      token_endpoint_auth_method: 'client_secret_basic',
      // Client credentials for its own token: signed-out visitors' contact tickets only.
      grant_types: ['authorization_code', 'refresh_token', 'client_credentials'],
      response_types: ['code'],
      redirect_uris: env.BFF_BASE_URLS.map((origin) => `${origin}/bff/callback`),
      post_logout_redirect_uris: env.BFF_BASE_URLS.map((origin) => `${origin}/`),
      backchannel_logout_uri: env.BFF_BACKCHANNEL_LOGOUT_URI,
      backchannel_logout_session_required: true,
      // Every ID token says when the person last typed the password: the BFF asks for a fresh
      // sign-in (max_age) before sensitive actions and checks auth_time when it returns.
      require_auth_time: true,
    },
    {
      client_id: env.OPERATOR_CLIENT_ID,
      client_secret: env.OPERATOR_CLIENT_SECRET,
      client_name: 'Kado operator',
      token_endpoint_auth_method: 'client_secret_basic',
      grant_types: ['client_credentials'],
      response_types: [],
      redirect_uris: [],
    },
  ];
}

/**
 * OIDC Core §11 has oidc-provider drop `offline_access` from any request without prompt=consent.
 * Kado's own BFF gets no consent screen; its grant holds offline_access instead (loadExistingGrant),
 * and the grant decides whether refresh tokens are issued and outlive the IdP session.
 */
function offlineAccessGranted(ctx: KoaContextWithOIDC): boolean {
  return ctx.oidc.entities.Grant?.getOIDCScope().split(' ').includes('offline_access') ?? false;
}

/**
 * oidc-provider refuses to call loopback and private addresses, a guard against SSRF through URLs that
 * dynamically registered clients supply. Kado's clients are static configuration and its BFF lives on
 * localhost or a private network, so the back-channel logout URIs registered here are called as they
 * are; every other outgoing request keeps the guard.
 */
function fetchTrusting(trustedUrls: ReadonlySet<string>): NonNullable<Configuration['fetch']> {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!trustedUrls.has(url)) return fetch(input, init);
    const { dispatcher: _ssrfGuard, ...direct } = (init ?? {}) as RequestInit & {
      dispatcher?: unknown;
    };
    return fetch(input, direct);
  };
}

export function createProvider({ env, db, secrets, accounts, log }: ProviderDeps): Provider {
  const registeredClients = clients(env);
  const formTargets = env.BFF_BASE_URLS;
  const homeUrl = `${env.BFF_BASE_URLS[0]}/`;
  /**
   * The two logout answers oidc-provider writes on its own, in the person's language. A logout
   * without a signed-in session (ended in another tab, or expired) has nothing to confirm: the
   * provider submits it at once from its own page, in English and without a language; Kado's page
   * does the same. The confirmation then redirects to the signed-out page without the request's
   * ui_locales, which the logout page posted along: it goes on to that page.
   */
  const localizeLogout = (ctx: KoaContextWithOIDC) => {
    const { oidc } = ctx;
    const state = oidc.session?.state as { secret?: unknown } | undefined;
    if (
      oidc.route === 'end_session' &&
      ctx.status === 200 &&
      !oidc.session?.accountId &&
      typeof state?.secret === 'string'
    ) {
      const action = escapeHtml(oidc.urlFor('end_session_confirm'));
      const form = `<form id="op.logoutForm" method="post" action="${action}"><input type="hidden" name="xsrf" value="${escapeHtml(state.secret)}"/></form>`;
      renderLogout(ctx, form, true);
    }
    const uiLocales = oidc.body?.ui_locales;
    const location = ctx.response.get('location');
    if (
      oidc.route === 'end_session_confirm' &&
      typeof uiLocales === 'string' &&
      location.startsWith(oidc.urlFor('end_session_success'))
    ) {
      const signedOut = new URL(location);
      signedOut.searchParams.set('ui_locales', uiLocales.slice(0, 64));
      ctx.set('location', signedOut.href);
    }
  };
  /** The logout page around the provider's form; `autoSubmit` presses its button at once. */
  const renderLogout = (ctx: KoaContextWithOIDC, form: string, autoSubmit: boolean) => {
    const locale = requestLocale(ctx.oidc.params?.ui_locales, ctx.get('accept-language'));
    const nonce = autoSubmit ? randomBytes(16).toString('base64') : undefined;
    ctx.set(pageHeaders(formTargets, nonce));
    ctx.type = 'html';
    ctx.body = logoutPage({ locale, providerForm: form, autoSubmitNonce: nonce });
  };
  /**
   * What each client may hold at the wallet API. The BFF acts for a signed-in person with the
   * user's scope; with its own client credentials (no person behind it) it may only send guest
   * contact tickets, so a token naming the BFF itself never reaches a wallet account.
   */
  const walletScopeOf = (ctx: KoaContextWithOIDC, clientId: string): string | undefined => {
    if (clientId === env.OPERATOR_CLIENT_ID) return WALLET_OPERATOR_SCOPE;
    if (clientId !== env.BFF_CLIENT_ID) return undefined;
    return ctx.oidc.params?.grant_type === 'client_credentials'
      ? WALLET_CONTACT_SCOPE
      : WALLET_USER_SCOPE;
  };
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax',
    signed: true,
    secure: env.IDP_ISSUER.startsWith('https:'),
  } as const;

  const policy = interactionPolicy.base();
  // Requestable, so prompt=create is accepted; first, so the sign-up page comes before sign-in. It is
  // resolved once an interaction result carries a `create` key (see interactions/routes.ts).
  policy.add(new interactionPolicy.Prompt({ name: 'create', requestable: true }), 0);

  const configuration: Configuration = {
    adapter: createAdapterFactory(db),
    clients: registeredClients,
    jwks: { keys: secrets.signingKeys },
    cookies: { keys: secrets.cookieKeys, long: cookieOptions, short: cookieOptions },
    claims: {
      openid: ['sub'],
      profile: ['name', 'locale'],
      email: ['email', 'email_verified'],
    },
    // The BFF reads identity from the ID token: its access tokens are for the wallet API only.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    clientAuthMethods: ['client_secret_basic', 'client_secret_post'],
    fetch: fetchTrusting(
      new Set(
        registeredClients.flatMap(({ backchannel_logout_uri: uri }) =>
          uri ? [new URL(uri).href] : [],
        ),
      ),
    ),
    clientBasedCORS: () => false,
    discovery: {
      ui_locales_supported: LOCALES.map((l) => l.iso),
      // Kado's BFF ends IdP sessions server to server here instead of sending an id_token_hint.
      kado_session_end_endpoint: `${env.IDP_ISSUER}${SESSION_END_PATH}`,
      // …and tells it the language a signed-in shopper chose, with their access token.
      kado_account_locale_endpoint: `${env.IDP_ISSUER}${ACCOUNT_LOCALE_PATH}`,
    },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: false },
      clientCredentials: { enabled: true },
      backchannelLogout: { enabled: true },
      revocation: {
        enabled: true,
        allowedPolicy(_ctx, client, token) {
          if (token.clientId !== client.clientId) {
            throw new errors.InvalidRequest(
              'client is not authorized to revoke the presented token',
            );
          }
          return true;
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => WALLET_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo(ctx, resourceIndicator, client) {
          const scope =
            resourceIndicator === WALLET_RESOURCE ? walletScopeOf(ctx, client.clientId) : undefined;
          if (scope === undefined) throw new errors.InvalidTarget();
          return {
            scope,
            audience: WALLET_AUDIENCE,
            accessTokenFormat: 'jwt',
            accessTokenTTL: env.ACCESS_TOKEN_TTL_S,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          // Only a hint naming the signed-in user proves the request comes from the user's own
          // Kado session; anything else must be confirmed by hand (no cross-site forced logout).
          const hintSubject = ctx.oidc.entities.IdTokenHint?.payload.sub;
          renderLogout(
            ctx,
            form,
            hintSubject !== undefined && hintSubject === ctx.oidc.session?.accountId,
          );
        },
        postLogoutSuccessSource(ctx) {
          ctx.set(pageHeaders(formTargets));
          ctx.body = noticePage(
            requestLocale(ctx.query.ui_locales, ctx.get('accept-language')),
            { title: 'loggedOutTitle', intro: 'loggedOutIntro' },
            homeUrl,
          );
        },
      },
    },
    interactions: { policy },
    rotateRefreshToken: true,
    issueRefreshToken: (ctx, client) =>
      client.grantTypeAllowed('refresh_token') && offlineAccessGranted(ctx),
    expiresWithSession: (ctx) => !offlineAccessGranted(ctx),
    async loadExistingGrant(ctx) {
      const { client, session, account, result } = ctx.oidc;
      if (!client || !session || !account) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (client.clientId !== env.BFF_CLIENT_ID) return existing;
      // First-party client: signing in is the consent. Keep one grant per session, topped up.
      const grant =
        existing?.accountId === account.accountId
          ? existing
          : new ctx.oidc.provider.Grant({
              clientId: client.clientId,
              accountId: account.accountId,
            });
      grant.addOIDCScope(BFF_OIDC_SCOPES);
      grant.addResourceScope(WALLET_RESOURCE, WALLET_USER_SCOPE);
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, sub) {
      const account = await accounts.findById(sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          name: account.name,
          locale: localeInfo(account.locale).iso,
          email: account.email,
          email_verified: account.emailVerified,
        }),
      };
    },
    async extraTokenClaims(_ctx, token) {
      // User access tokens carry who they are for; client-credentials tokens have no account.
      if (!('accountId' in token)) return undefined;
      const account = await accounts.findById(token.accountId);
      // The grant outlives each token (a refresh keeps it): the wallet refuses every token of a
      // grant whose session signed out (its POST /v1/sessions/revocations).
      return account && { name: account.name, email: account.email, grant_id: token.grantId };
    },
    renderError(ctx, _out, error) {
      const locale = requestLocale(
        ctx.oidc.params?.ui_locales ?? ctx.query.ui_locales,
        ctx.get('accept-language'),
      );
      const expired = error instanceof errors.SessionNotFound;
      ctx.set(pageHeaders(formTargets));
      ctx.body = noticePage(
        locale,
        expired
          ? { title: 'expiredTitle', intro: 'expiredIntro' }
          : { title: 'errorTitle', intro: 'errorIntro' },
        homeUrl,
      );
    },
    ttl: {
      AccessToken: env.ACCESS_TOKEN_TTL_S,
      ClientCredentials: env.ACCESS_TOKEN_TTL_S,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: HOUR,
      Session: 30 * DAY,
      RefreshToken: 30 * DAY,
      Grant: 30 * DAY,
    },
  };

  const provider = new Provider(env.IDP_ISSUER, configuration);
  // Client addresses (koa's ctx.ip) from the trusted hops alone, as Fastify's request.ip does.
  provider.proxy = env.TRUST_PROXY > 0;
  provider.maxIpsCount = env.TRUST_PROXY;
  // Whether the IdP is reached over https is its issuer's to say, never a request's
  // X-Forwarded-Proto: koa would follow that header, and oidc-provider sets its cookies' Secure
  // flag (and refuses a Secure cookie on a request it believes is http) from ctx.secure.
  const issuerProtocol = new URL(env.IDP_ISSUER).protocol.replace(/:$/, '');
  Object.defineProperty(provider.request, 'protocol', { get: () => issuerProtocol });

  // Every provider response starts with the strict page policy. Its script-src nonce stays unused,
  // but gives oidc-provider's own auto-submit pages (form_post) a directive to add their hash to.
  provider.use(async (ctx, next) => {
    ctx.set(securityHeaders(formTargets, randomBytes(16).toString('base64')));
    await next();
    const { oidc } = ctx as Partial<KoaContextWithOIDC>;
    if (oidc) localizeLogout(ctx as KoaContextWithOIDC);
  });

  provider.on('server_error', (_ctx: unknown, err: unknown) => {
    log.error({ err }, 'oidc-provider server error');
  });
  provider.on('backchannel.error', (_ctx: unknown, err: unknown) => {
    log.warn({ err }, 'back-channel logout delivery failed');
  });
  // Koa's own error event (the provider's typings leave it out); without a listener Koa prints to stderr.
  (provider as EventEmitter).on('error', (err: unknown) => {
    log.error({ err }, 'oidc-provider request failed');
  });
  return provider;
}
