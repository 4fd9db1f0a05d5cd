/**
 * The BFF's side of OpenID Connect (openid-client v6): authorization code + PKCE + state + nonce,
 * refresh, revocation, RP-initiated logout, and back-channel logout-token validation (jose).
 * Discovery is lazy and retried, so the BFF starts before the IdP and recovers when it returns.
 */
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import * as oidc from 'openid-client';

import {
  clientBasicAuthorization,
  IDP_TIMEOUT_SHORT_MS,
  WALLET_CONTACT_SCOPE,
  WALLET_USER_SCOPE,
  localeInfo,
  type LocaleCode,
} from '@kado/shared';

import type { Env } from '../env.js';
import { cached, READINESS_CACHE_MS, READINESS_TIMEOUT_MS, within } from '@kado/shared/readiness';

export const SCOPES = `openid profile email offline_access ${WALLET_USER_SCOPE}`;
const BACKCHANNEL_EVENT = 'http://schemas.openid.net/event/backchannel-logout';
const SIGNING_ALGORITHMS = ['RS256', 'PS256', 'ES256'];
/** The BFF's own token is renewed this long before it expires, so none is sent about to lapse. */
const SERVICE_TOKEN_MARGIN_MS = 30_000;
/** How long a sign-in start waits for the IdP to show it is there (see `reachable`). */
const SIGN_IN_REACH_TIMEOUT_MS = 10_000;
/** Clock skew allowed between the IdP's auth_time and this server's clock for a fresh sign-in. */
const AUTH_TIME_SKEW_S = 5;

/** What the BFF keeps between sending the browser to the IdP and the callback. Single use. */
export interface LoginTransaction {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectTo: string;
  /**
   * The `max_age` (seconds) sent to the IdP for a fresh sign-in; the callback then needs an ID
   * token whose `auth_time` is at most that old.
   */
  maxAge?: number;
}

export type TokenResponse = Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;

export class OidcClient {
  readonly #env: Env;
  #configuration: Promise<oidc.Configuration> | null = null;
  #jwks: JWTVerifyGetKey | null = null;
  #contactToken: { value: Promise<string>; renewAt: number } | null = null;
  readonly #now: () => number;

  constructor(env: Env, now: () => number = Date.now) {
    this.#env = env;
    this.#now = now;
  }

  get redirectUri() {
    return `${this.#env.PUBLIC_URL}/bff/callback`;
  }

  get postLogoutRedirectUri() {
    return `${this.#env.PUBLIC_URL}/`;
  }

  configuration(): Promise<oidc.Configuration> {
    this.#configuration ??= this.#discover().catch((error: unknown) => {
      this.#configuration = null; // try again on the next call
      throw error;
    });
    return this.#configuration;
  }

  async #discover() {
    const issuer = new URL(this.#env.OIDC_ISSUER);
    const configuration = await oidc.discovery(
      issuer,
      this.#env.OIDC_CLIENT_ID,
      { id_token_signed_response_alg: 'RS256' },
      oidc.ClientSecretBasic(this.#env.OIDC_CLIENT_SECRET),
      {
        timeout: IDP_TIMEOUT_SHORT_MS / 1000,
        // Plain http only for a loopback IdP; env.ts refuses it elsewhere in production.
        // eslint-disable-next-line @typescript-eslint/no-deprecated
        execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
      },
    );
    configuration.timeout = IDP_TIMEOUT_SHORT_MS / 1000;
    const jwksUri = configuration.serverMetadata().jwks_uri;
    if (!jwksUri) throw new Error('The identity provider publishes no jwks_uri');
    this.#jwks = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: IDP_TIMEOUT_SHORT_MS });
    return configuration;
  }

  /** The IdP answers its discovery document now (a cached configuration says nothing about today). */
  async #answersDiscovery(deadlineMs: number): Promise<boolean> {
    return within(async () => {
      const issuer = this.#env.OIDC_ISSUER;
      const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
      const response = await fetch(url, {
        signal: AbortSignal.timeout(deadlineMs),
        redirect: 'error',
      });
      if (!response.ok) return false;
      const metadata = (await response.json()) as { issuer?: unknown };
      return metadata.issuer === issuer;
    }, deadlineMs);
  }

  /** For the readiness probes: a short deadline, the answer kept a moment for the next probes. */
  readonly ready = cached(() => this.#answersDiscovery(READINESS_TIMEOUT_MS), READINESS_CACHE_MS);

  /**
   * Before a browser is sent to the IdP: a stopped IdP refuses at once, while a slow one (a busy
   * machine) gets the seconds a person waits for a page, not a probe's 1.5 s.
   */
  readonly reachable = cached(
    () => this.#answersDiscovery(SIGN_IN_REACH_TIMEOUT_MS),
    READINESS_CACHE_MS,
  );

  async startLogin(options: {
    redirectTo: string;
    locale: LocaleCode;
    signUp: boolean;
    maxAge?: number | undefined;
    /** The IdP must ask for the password even over a session of its own (prompt=login). */
    forceLogin?: boolean;
  }) {
    const configuration = await this.configuration();
    const transaction: LoginTransaction = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
      redirectTo: options.redirectTo,
      ...(options.maxAge === undefined ? {} : { maxAge: options.maxAge }),
    };
    const parameters: Record<string, string> = {
      redirect_uri: this.redirectUri,
      scope: SCOPES,
      code_challenge: await oidc.calculatePKCECodeChallenge(transaction.codeVerifier),
      code_challenge_method: 'S256',
      state: transaction.state,
      nonce: transaction.nonce,
      ui_locales: localeInfo(options.locale).iso,
    };
    if (options.signUp) parameters.prompt = 'create';
    else if (options.forceLogin) parameters.prompt = 'login';
    if (options.maxAge !== undefined) parameters.max_age = String(options.maxAge);
    return { url: oidc.buildAuthorizationUrl(configuration, parameters), transaction };
  }

  async finishLogin(callbackUrl: URL, transaction: LoginTransaction): Promise<TokenResponse> {
    const response = await oidc.authorizationCodeGrant(await this.configuration(), callbackUrl, {
      pkceCodeVerifier: transaction.codeVerifier,
      expectedState: transaction.state,
      expectedNonce: transaction.nonce,
      idTokenExpected: true,
      // Asked for a fresh sign-in: the ID token must carry an auth_time no older than max_age.
      ...(transaction.maxAge === undefined ? {} : { maxAge: transaction.maxAge }),
    });
    // openid-client allows its general 30 s of clock tolerance on top of max_age; a fresh sign-in
    // gets only AUTH_TIME_SKEW_S, so an IdP that ignored max_age (single sign-on on an old
    // session) cannot pass it off as fresh.
    if (transaction.maxAge !== undefined) {
      const authTime = response.claims()?.auth_time;
      if (
        typeof authTime !== 'number' ||
        this.#now() / 1000 - authTime > transaction.maxAge + AUTH_TIME_SKEW_S
      ) {
        throw new SignInNotFresh();
      }
    }
    return response;
  }

  async refresh(refreshToken: string): Promise<TokenResponse> {
    return oidc.refreshTokenGrant(await this.configuration(), refreshToken);
  }

  /**
   * The BFF's own wallet token (client credentials, scope `wallet:contact`), for the contact
   * tickets of signed-out visitors. One token serves every request until shortly before it
   * expires; concurrent callers share one token request, and a failed request is not kept.
   */
  contactToken(): Promise<string> {
    const current = this.#contactToken;
    if (current && this.#now() < current.renewAt) return current.value;
    const requestedAt = this.#now();
    const entry = { value: Promise.resolve(''), renewAt: Number.POSITIVE_INFINITY };
    entry.value = this.configuration()
      .then((configuration) =>
        oidc.clientCredentialsGrant(configuration, { scope: WALLET_CONTACT_SCOPE }),
      )
      .then(
        (response) => {
          const lifetimeMs = (response.expires_in ?? 0) * 1000;
          entry.renewAt = requestedAt + lifetimeMs - SERVICE_TOKEN_MARGIN_MS;
          return response.access_token;
        },
        (error: unknown) => {
          if (this.#contactToken === entry) this.#contactToken = null;
          throw error;
        },
      );
    this.#contactToken = entry;
    return entry.value;
  }

  async revoke(refreshToken: string): Promise<void> {
    await oidc.tokenRevocation(await this.configuration(), refreshToken, {
      token_type_hint: 'refresh_token',
    });
  }

  /**
   * Deletes the person's identity at Kado's IdP, after their wallet account: its own endpoint,
   * authenticated with the BFF's client credentials as at the token endpoint.
   */
  async deleteAccount(subject: string): Promise<void> {
    const response = await fetch(
      new URL(`/accounts/${encodeURIComponent(subject)}`, this.#env.OIDC_ISSUER),
      {
        method: 'DELETE',
        headers: {
          authorization: clientBasicAuthorization(
            this.#env.OIDC_CLIENT_ID,
            this.#env.OIDC_CLIENT_SECRET,
          ),
        },
        signal: AbortSignal.timeout(IDP_TIMEOUT_SHORT_MS),
        redirect: 'error',
      },
    );
    // 404: an earlier attempt deleted it already.
    if (response.status !== 204 && response.status !== 404) {
      throw new Error(`the identity provider answered ${response.status} to an account deletion`);
    }
  }

  /**
   * Tells the IdP the language a signed-in shopper chose, so its e-mails follow it before their next
   * sign-in. Kado's IdP names the endpoint in its discovery (`kado_account_locale_endpoint`) and
   * takes the shopper's own access token as proof; any other provider is left as it is. Throws when
   * the IdP refuses or does not answer (the caller logs it; the switch itself stands).
   */
  async setAccountLocale(accessToken: string, locale: LocaleCode): Promise<void> {
    const endpoint = (await this.configuration()).serverMetadata().kado_account_locale_endpoint;
    if (typeof endpoint !== 'string') return;
    const response = await fetch(new URL(endpoint), {
      method: 'PUT',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ locale }),
      signal: AbortSignal.timeout(IDP_TIMEOUT_SHORT_MS),
      redirect: 'error',
    });
    if (response.status !== 204) {
      throw new Error(`the identity provider answered ${response.status} to a language change`);
    }
  }

  /**
   * Ends the person's IdP session without any token passing through the browser (PRODUCT.md §7) and
   * answers where the browser goes next. Kado's IdP ends it server to server (its discovery names a
   * `kado_session_end_endpoint`, called with the BFF's client credentials): the browser goes straight
   * home. Any other provider gets RP-initiated logout with `client_id` and `logout_hint` (never an
   * `id_token_hint`), in the person's language, and shows its own confirmation.
   */
  async endIdpSession(options: {
    sid: string | null;
    subject: string;
    locale: LocaleCode;
  }): Promise<string> {
    const configuration = await this.configuration();
    const metadata = configuration.serverMetadata();
    const serverToServer = metadata.kado_session_end_endpoint;
    if (typeof serverToServer === 'string' && options.sid) {
      const response = await fetch(
        new URL(`${serverToServer}/${encodeURIComponent(options.sid)}`),
        {
          method: 'DELETE',
          headers: {
            authorization: clientBasicAuthorization(
              this.#env.OIDC_CLIENT_ID,
              this.#env.OIDC_CLIENT_SECRET,
            ),
          },
          signal: AbortSignal.timeout(IDP_TIMEOUT_SHORT_MS),
          redirect: 'error',
        },
      ).catch(() => null);
      // 404: the IdP session had ended already (signed out elsewhere, expired, account deleted).
      if (response && (response.status === 204 || response.status === 404)) {
        return this.postLogoutRedirectUri;
      }
      // The IdP is down or failing: its end-session page would be a dead page too. The BFF
      // session is over already; the browser goes home (the caller logs the IdP's state).
      if (!response || response.status >= 500) throw new IdpSessionNotEnded();
    }
    if (!metadata.end_session_endpoint) return this.postLogoutRedirectUri;
    return oidc
      .buildEndSessionUrl(configuration, {
        client_id: this.#env.OIDC_CLIENT_ID,
        logout_hint: options.subject,
        post_logout_redirect_uri: this.postLogoutRedirectUri,
        ui_locales: localeInfo(options.locale).iso,
      })
      .toString();
  }

  /**
   * Validates a back-channel logout token fully (OpenID Back-Channel Logout 1.0 §2.6): signature,
   * iss, aud, iat, typ, the events claim, sub or sid, no nonce. Replay (jti) is checked by the caller,
   * which owns the store. Throws on any defect.
   */
  async verifyLogoutToken(token: string) {
    const configuration = await this.configuration();
    if (!this.#jwks) throw new Error('JWKS not loaded');
    const { payload } = await jwtVerify(token, this.#jwks, {
      issuer: configuration.serverMetadata().issuer,
      audience: this.#env.OIDC_CLIENT_ID,
      algorithms: SIGNING_ALGORITHMS,
      typ: 'logout+jwt',
      requiredClaims: ['iat', 'jti'],
      maxTokenAge: '5 minutes',
    });
    const events = payload.events as Record<string, unknown> | undefined;
    if (
      typeof events !== 'object' ||
      events === null ||
      typeof events[BACKCHANNEL_EVENT] !== 'object'
    ) {
      throw new Error('logout token lacks the back-channel logout event');
    }
    if ('nonce' in payload) throw new Error('logout token must not carry a nonce');
    const sid = typeof payload.sid === 'string' ? payload.sid : undefined;
    const sub = typeof payload.sub === 'string' ? payload.sub : undefined;
    if (!sid && !sub) throw new Error('logout token names neither sid nor sub');
    return { sid, sub, jti: payload.jti as string, exp: payload.exp };
  }
}

/** The IdP answered a sign-in asked for with max_age with an older one. */
export class SignInNotFresh extends Error {
  constructor() {
    super('the sign-in is older than the max_age asked for');
    this.name = 'SignInNotFresh';
  }
}

/** The IdP session could not be ended (the IdP unreachable or failing); the browser goes home. */
export class IdpSessionNotEnded extends Error {
  constructor() {
    super('the identity provider did not end its session');
    this.name = 'IdpSessionNotEnded';
  }
}

/** True when the IdP rejected the refresh token itself: the grant is gone, so is the session. */
export function isInvalidGrant(error: unknown): boolean {
  return error instanceof oidc.ResponseBodyError && error.error === 'invalid_grant';
}
