/**
 * The wallet as an OAuth resource server: it accepts JWT access tokens (RFC 9068) signed by the
 * configured issuer for the audience `wallet-api`, guards route groups by scope, and refuses the
 * tokens of sessions that signed out (their grant is denied: domain/sessions/denied-grants.ts).
 */
import { createHash } from 'node:crypto';

import { KadoError, WALLET_AUDIENCE } from '@kado/shared';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod, FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { createRemoteJWKSet, decodeJwt, errors, jwtVerify } from 'jose';
import { z } from 'zod';

import {
  createDeniedGrants,
  type DeniedGrants,
  type DeniedGrantsOptions,
} from '../domain/sessions/denied-grants.js';
import { GRANT_ID_PATTERN } from '../domain/sessions/grant-id.js';

const ALGORITHMS = ['RS256', 'PS256', 'ES256'];
const CLOCK_TOLERANCE_S = 30;
const ISSUER_TIMEOUT_MS = 5_000;
/** Readiness asks the issuer itself, briefly: a stopped IdP must not look ready. */
const READY_TIMEOUT_MS = 1_500;
/** Verified tokens remembered at most; a full cache forgets the one it learnt first. */
const TOKEN_CACHE_SIZE = 10_000;
/** RFC 6750 §2.1: `Bearer` and a b64token, nothing else. */
const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i;

export interface Principal {
  /** The account's subject for user tokens; the client id for client-credentials tokens. */
  readonly subject: string;
  readonly scopes: ReadonlySet<string>;
  readonly name: string | null;
  readonly email: string | null;
  /** The IdP grant (the sign-in session) of a user token; null for client-credentials tokens. */
  readonly grantId: string | null;
}

/** A token checked like any other except for its expiry (POST /v1/sessions/revocations). */
export interface InspectedToken {
  readonly principal: Principal;
  /** `exp` and `iat`, in seconds. */
  readonly expiresAt: number;
  readonly issuedAt: number | null;
  /** Past its expiry and the clock tolerance: the guard would refuse it. */
  readonly expired: boolean;
}

export interface AccessTokens {
  /** The token's principal, or null when the token is not acceptable here. */
  verify(token: string, log: FastifyBaseLogger): Promise<Principal | null>;
  /** As verify, but an expired token passes (and says so); null when anything else is wrong. */
  inspect(token: string, log: FastifyBaseLogger): Promise<InspectedToken | null>;
  /** Readiness: the issuer's discovery document and key set answer. */
  reachable(log: FastifyBaseLogger): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    deniedGrants: DeniedGrants;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

const discoverySchema = z.object({ issuer: z.string(), jwks_uri: z.url() });

type KeySet = ReturnType<typeof createRemoteJWKSet> & { readonly jwksUri: string };

async function discoverKeySet(issuer: string): Promise<KeySet> {
  const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(url, { signal: AbortSignal.timeout(ISSUER_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`OIDC discovery at ${url} answered ${response.status}`);
  const metadata = discoverySchema.parse(await response.json());
  // OpenID Connect Discovery §4.3: the document must name the issuer it was fetched for.
  if (metadata.issuer !== issuer) {
    throw new Error(`OIDC discovery at ${url} names issuer ${metadata.issuer}`);
  }
  const keySet = createRemoteJWKSet(new URL(metadata.jwks_uri), {
    timeoutDuration: ISSUER_TIMEOUT_MS,
  });
  return Object.assign(keySet, { jwksUri: metadata.jwks_uri });
}

const jwksDocumentSchema = z.object({ keys: z.array(z.object({ kty: z.string() })).min(1) });

/** Failures of the issuer (unreachable, bad key set) rather than of the token. */
function isIssuerFailure(error: unknown): boolean {
  if (!(error instanceof errors.JOSEError)) return true;
  return ['ERR_JOSE_GENERIC', 'ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID'].includes(error.code);
}

export interface AccessTokenOptions {
  /** The clock, in milliseconds (tests move it). */
  readonly now?: () => number;
  readonly cacheSize?: number;
}

/**
 * A signature check costs more than the rest of a request's work in the wallet, and a client
 * sends one token many times: a verified token's principal is remembered, under the token's
 * SHA-256 (the token itself is not kept), until the token's own expiry and not a moment after.
 */
function createTokenCache(now: () => number, size: number) {
  const entries = new Map<string, { principal: Principal; expiresAtMs: number }>();
  const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');
  return {
    get(token: string): Principal | undefined {
      const key = keyOf(token);
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() < entry.expiresAtMs) return entry.principal;
      entries.delete(key);
      return undefined;
    },
    set(token: string, principal: Principal, expiresAtMs: number): void {
      if (now() >= expiresAtMs) return;
      if (entries.size >= size) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(keyOf(token), { principal, expiresAtMs });
    },
  };
}

export function createAccessTokens(issuer: string, options: AccessTokenOptions = {}): AccessTokens {
  const now = options.now ?? Date.now;
  const cache = createTokenCache(now, options.cacheSize ?? TOKEN_CACHE_SIZE);
  // Discovered at first use, so the wallet can start before its issuer; a failure is retried.
  let keySet: Promise<KeySet> | undefined;
  const keys = () =>
    (keySet ??= discoverKeySet(issuer).catch((error: unknown) => {
      keySet = undefined;
      throw error;
    }));

  /**
   * The token's principal and claims checked as of `at`: now for a request, the token's own
   * expiry for a revocation that must accept an expired token (its signature, issuer, audience
   * and type are checked all the same).
   */
  async function check(token: string, log: FastifyBaseLogger, at: number) {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, await keys(), {
        currentDate: new Date(at),
        issuer,
        audience: WALLET_AUDIENCE,
        algorithms: ALGORITHMS,
        typ: 'at+jwt',
        clockTolerance: CLOCK_TOLERANCE_S,
        requiredClaims: ['sub', 'exp'],
      }));
    } catch (error) {
      if (isIssuerFailure(error)) {
        throw new KadoError('UPSTREAM_UNAVAILABLE', 'The token issuer is unavailable', error);
      }
      // The reason helps operators; the token itself is never logged.
      log.info({ reason: (error as errors.JOSEError).code }, 'access token rejected');
      return null;
    }
    const { sub, scope, name, email, exp, iat, grant_id: grantId } = payload;
    if (typeof sub !== 'string' || sub === '' || exp === undefined) return null;
    // A grant the deny-list could not hold is no grant: such a token is not one the IdP issued.
    if (grantId !== undefined && !(typeof grantId === 'string' && GRANT_ID_PATTERN.test(grantId))) {
      log.info({ reason: 'grant_id' }, 'access token rejected');
      return null;
    }
    const principal: Principal = {
      subject: sub,
      scopes: new Set(typeof scope === 'string' ? scope.split(' ') : []),
      name: typeof name === 'string' ? name : null,
      email: typeof email === 'string' ? email : null,
      grantId: typeof grantId === 'string' ? grantId : null,
    };
    return { principal, expiresAt: exp, issuedAt: typeof iat === 'number' ? iat : null };
  }

  return {
    async verify(token, log) {
      const cached = cache.get(token);
      if (cached) return cached;
      const checked = await check(token, log, now());
      if (!checked) return null;
      // Until `exp` itself: the clock tolerance admits a token once, never from the cache.
      cache.set(token, checked.principal, checked.expiresAt * 1000);
      return checked.principal;
    },

    async inspect(token, log) {
      let exp: unknown;
      try {
        ({ exp } = decodeJwt(token));
      } catch {
        log.info({ reason: 'malformed' }, 'access token rejected');
        return null;
      }
      // Unverified, `exp` only picks the moment the token is checked as of; the check itself
      // (signature first) decides. A token whose `exp` is a lie fails its signature.
      const at = typeof exp === 'number' ? Math.min(now(), exp * 1000) : now();
      const checked = await check(token, log, at);
      if (!checked) return null;
      const expired = checked.expiresAt + CLOCK_TOLERANCE_S <= now() / 1000;
      return { ...checked, expired };
    },

    async reachable(log) {
      try {
        // The key set itself, fetched now: a cached copy says nothing about the issuer today.
        const { jwksUri } = await keys();
        const response = await fetch(jwksUri, { signal: AbortSignal.timeout(READY_TIMEOUT_MS) });
        if (!response.ok) throw new Error(`the key set at ${jwksUri} answered ${response.status}`);
        jwksDocumentSchema.parse(await response.json());
        return true;
      } catch (error) {
        log.warn({ err: error }, 'token issuer unreachable');
        return false;
      }
    },
  };
}

export interface AuthOptions {
  readonly issuer: string;
  /** The deny-list's timings (tests, the benchmark); production keeps the defaults. */
  readonly deniedGrants?: DeniedGrantsOptions;
}

export const authPlugin = fp<AuthOptions>(
  (app, { issuer, deniedGrants: deniedGrantsOptions }, done) => {
    app.decorate('accessTokens', createAccessTokens(issuer));
    const deniedGrants = createDeniedGrants(app.db, deniedGrantsOptions);
    app.decorate('deniedGrants', deniedGrants);
    app.decorateRequest('principal', null);
    // Read at once and then every 2 s; start-up does not wait for it (a request does, if needed).
    const stop = deniedGrants.start(app.log);
    app.addHook('preClose', async () => {
      await stop();
    });
    done();
  },
  { name: 'auth', dependencies: ['database'] },
);

export function rejectToken(reply: FastifyReply, message: string): KadoError {
  reply.header('www-authenticate', 'Bearer error="invalid_token"');
  return new KadoError('UNAUTHENTICATED', message);
}

/**
 * Refuses a token of a session that signed out (on any replica: the list is at most 4 s old
 * here, or read now), whether its principal came from the signature check or the cache.
 */
export async function refuseRevoked(
  app: { deniedGrants: DeniedGrants },
  principal: Principal,
  reply: FastifyReply,
): Promise<void> {
  if (principal.grantId === null) return;
  if (!app.deniedGrants.isCurrent()) await app.deniedGrants.current();
  if (!app.deniedGrants.has(principal.grantId)) return;
  reply.header(
    'www-authenticate',
    'Bearer error="invalid_token", error_description="The session of this token signed out"',
  );
  throw new KadoError('TOKEN_REVOKED', 'The access token belongs to a session that signed out');
}

/** The request's bearer token, if it sends exactly one in the RFC 6750 form. */
export function bearerToken(request: FastifyRequest): string | undefined {
  return BEARER.exec(request.headers.authorization ?? '')?.[1];
}

type RoutePlugin = FastifyPluginAsyncZod | FastifyPluginCallbackZod;

/**
 * A route group whose every request must carry a valid access token granting `scope`. The guard
 * is one hook on the group's encapsulated context, and the OpenAPI document says so per route.
 */
export function requireScope(scope: string, routes: readonly RoutePlugin[]): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, security: [{ bearerAuth: [scope] }] };
    });
    app.addHook('onRequest', async (request, reply) => {
      const token = bearerToken(request);
      if (token === undefined) throw rejectToken(reply, 'A bearer access token is required');
      const principal = await app.accessTokens.verify(token, request.log);
      if (!principal) throw rejectToken(reply, 'The access token is not valid');
      await refuseRevoked(app, principal, reply);
      if (!principal.scopes.has(scope)) {
        reply.header('www-authenticate', `Bearer error="insufficient_scope", scope="${scope}"`);
        throw new KadoError('FORBIDDEN', `The access token lacks the scope ${scope}`);
      }
      request.principal = principal;
    });
    for (const plugin of routes) await app.register(plugin);
  };
}

/** The principal a `requireScope` guard admitted. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new KadoError('UNAUTHENTICATED', 'No access token was checked');
  return request.principal;
}
