/**
 * Keeps a session's access token fresh (PRODUCT.md §7): refresh 5 minutes before expiry or at 0.75 of
 * the lifetime, whichever comes first (lifetimes of 10 minutes or less: at 0.75 only); a token counts as expired 30 s early; exactly one refresh in
 * flight per session, across processes; network or server failures back off from 30 s doubling to
 * 16 minutes; `invalid_grant` ends the session, and the wallet is told to refuse its grant (the IdP
 * revoked it, a reused refresh token for one, but the access tokens it issued are still valid JWTs).
 */
import {
  KadoError,
  REFRESH_BACKOFF_MAX_MS,
  REFRESH_BACKOFF_START_MS,
  TOKEN_EARLY_EXPIRY_MS,
  TOKEN_REFRESH_BEFORE_EXPIRY_MS,
  TOKEN_TIMEOUT_FACTOR,
  IDP_TIMEOUT_LONG_MS,
} from '@kado/shared';

import type { Session, SessionManager, TokenSet } from '../session/sessions.js';
import { isInvalidGrant, type OidcClient, type TokenResponse } from './client.js';

/** Up to this lifetime a token is refreshed at 0.75 only: "5 minutes before" would be at once. */
export const SHORT_TOKEN_LIFETIME_MS = 10 * 60_000;

export function refreshDueAt(tokens: TokenSet): number {
  const lifetime = tokens.expiresAt - tokens.issuedAt;
  if (lifetime <= SHORT_TOKEN_LIFETIME_MS) {
    return tokens.issuedAt + lifetime * TOKEN_TIMEOUT_FACTOR;
  }
  return Math.min(
    tokens.expiresAt - TOKEN_REFRESH_BEFORE_EXPIRY_MS,
    tokens.issuedAt + lifetime * TOKEN_TIMEOUT_FACTOR,
  );
}

export function isExpired(tokens: TokenSet, now: number): boolean {
  return now >= tokens.expiresAt - TOKEN_EARLY_EXPIRY_MS;
}

export function backoffDelay(failures: number): number {
  return Math.min(
    REFRESH_BACKOFF_START_MS * 2 ** Math.max(0, failures - 1),
    REFRESH_BACKOFF_MAX_MS,
  );
}

export function tokenSetFrom(response: TokenResponse, now: number, previous?: TokenSet): TokenSet {
  const expiresIn = response.expiresIn() ?? 300;
  return {
    accessToken: response.access_token,
    // The IdP rotates refresh tokens; keep the old one only if it sent none.
    refreshToken: response.refresh_token ?? previous?.refreshToken ?? null,
    idToken: response.id_token ?? previous?.idToken ?? '',
    issuedAt: now,
    expiresAt: now + expiresIn * 1000,
  };
}

const unauthenticated = () =>
  new KadoError('UNAUTHENTICATED', 'Your session has ended. Sign in again.');
const idpUnavailable = () =>
  new KadoError('UPSTREAM_UNAVAILABLE', 'Sign-in service is unavailable. Try again shortly.');

const POLL_MS = 100;

/** Where a session that ended is refused from now on (the wallet: WalletClient.revokeSession). */
export interface GrantRevoker {
  revokeSession(accessToken: string): Promise<void>;
}

export class TokenService {
  readonly #oidc: OidcClient;
  readonly #sessions: SessionManager;
  readonly #wallet: GrantRevoker;
  readonly #now: () => number;
  /** In-process single flight; the store lock covers other processes. */
  readonly #inFlight = new Map<string, Promise<TokenSet>>();

  constructor(
    oidc: OidcClient,
    sessions: SessionManager,
    wallet: GrantRevoker,
    now: () => number = Date.now,
  ) {
    this.#oidc = oidc;
    this.#sessions = sessions;
    this.#wallet = wallet;
    this.#now = now;
  }

  /** A valid access token for the wallet, refreshed first when due. */
  async accessToken(session: Session): Promise<string> {
    const now = this.#now();
    const { tokens, refreshBackoff } = session.data;
    if (now < refreshDueAt(tokens)) return tokens.accessToken;
    if (refreshBackoff && now < refreshBackoff.retryAt) {
      if (!isExpired(tokens, now)) return tokens.accessToken;
      throw idpUnavailable();
    }
    let flight = this.#inFlight.get(session.id);
    if (!flight) {
      flight = this.#refresh(session).finally(() => this.#inFlight.delete(session.id));
      this.#inFlight.set(session.id, flight);
    }
    const fresh = await flight;
    session.data.tokens = fresh;
    return fresh.accessToken;
  }

  async #refresh(session: Session): Promise<TokenSet> {
    const release = await this.#sessions.lockRefresh(session.id, IDP_TIMEOUT_LONG_MS + 5000);
    if (!release) return this.#awaitOtherProcess(session);
    try {
      // Another process may have refreshed while this one waited for the lock.
      const current = await this.#sessions.load(session.id);
      if (!current) throw unauthenticated();
      session.data = current.data;
      const now = this.#now();
      if (now < refreshDueAt(current.data.tokens)) return current.data.tokens;
      const refreshToken = current.data.tokens.refreshToken;
      if (!refreshToken) {
        if (!isExpired(current.data.tokens, now)) return current.data.tokens;
        await this.#sessions.destroy(session.id);
        throw unauthenticated();
      }
      try {
        const response = await this.#oidc.refresh(refreshToken);
        current.data.tokens = tokenSetFrom(response, this.#now(), current.data.tokens);
        current.data.refreshBackoff = null;
        await this.#sessions.save(current);
        session.data = current.data;
        return current.data.tokens;
      } catch (error) {
        if (isInvalidGrant(error)) {
          await this.#sessions.destroy(session.id);
          // Best effort, as at sign-out: the session is over whatever the wallet answers.
          await this.#wallet.revokeSession(current.data.tokens.accessToken).catch(() => undefined);
          throw unauthenticated();
        }
        const failures = (current.data.refreshBackoff?.failures ?? 0) + 1;
        current.data.refreshBackoff = { failures, retryAt: this.#now() + backoffDelay(failures) };
        await this.#sessions.save(current);
        session.data = current.data;
        if (!isExpired(current.data.tokens, this.#now())) return current.data.tokens;
        throw idpUnavailable();
      }
    } finally {
      await release();
    }
  }

  /** Another BFF process holds the refresh lock: wait for the tokens it stores. */
  async #awaitOtherProcess(session: Session): Promise<TokenSet> {
    const before = session.data.tokens.issuedAt;
    const deadline = this.#now() + IDP_TIMEOUT_LONG_MS;
    while (this.#now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const current = await this.#sessions.load(session.id);
      if (!current) throw unauthenticated();
      if (current.data.tokens.issuedAt !== before) {
        session.data = current.data;
        return current.data.tokens;
      }
    }
    if (!isExpired(session.data.tokens, this.#now())) return session.data.tokens;
    throw idpUnavailable();
  }
}
