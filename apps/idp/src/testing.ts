/**
 * The real IdP for other packages' tests: start one on a free port, sign in over HTTP the way a
 * browser and the BFF would (code + PKCE), and get operator tokens.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { openDatabase, type Database } from '@kado/db';
import { createPostgresDatabase } from '@kado/db/testing';
import { clientBasicAuthorization, WALLET_OPERATOR_SCOPE, WALLET_USER_SCOPE } from '@kado/shared';
import { httpServerOptions } from '@kado/shared/http-limits';

import { buildApp } from './app.js';
import { migrations } from './db/migrations/index.js';
import { parseEnv } from './env.js';
import type { RateCounter } from './rate-limits.js';

export interface TestIdp {
  issuer: string;
  bffClient: { id: string; secret: string };
  operatorClient: { id: string; secret: string };
  close(): Promise<void>;
}

export interface StartTestIdpOptions {
  bffBaseUrls: string[];
  databaseUrl?: string;
  dataDir?: string;
  accessTokenTtlSeconds?: number;
  /** Start again where a stopped IdP was: same port (issuer) and client secrets. */
  restartOf?: Pick<TestIdp, 'issuer' | 'bffClient' | 'operatorClient'>;
  /** Trusted proxy hops: tests then play clients at other addresses with X-Forwarded-For. */
  trustProxy?: number;
  /** The abuse limits' counters (a MemoryRateCounter on a clock the test moves). */
  rateCounter?: RateCounter;
  /** Where the IdP's JSON log lines go (at level info), for tests that read them. */
  logStream?: { write(line: string): void };
}

const randomSecret = () => randomBytes(32).toString('base64url');

/** A fresh PostgreSQL database with the IdP's migrations applied (a clone of their template). */
export const createIdpPostgresDatabase = () => createPostgresDatabase(migrations);

/**
 * An IdP on a fresh PostgreSQL database, with the test's own connection to it (to set up what no
 * page can, such as an account's consent to older terms); `close` ends all three.
 */
export async function startTestIdpOnPostgres(
  options: Omit<StartTestIdpOptions, 'databaseUrl'>,
): Promise<{ idp: TestIdp; db: Database; close: () => Promise<void> }> {
  const database = await createIdpPostgresDatabase();
  const idp = await startTestIdp({ ...options, databaseUrl: database.url });
  const db = await openDatabase({ url: database.url });
  return {
    idp,
    db,
    async close() {
      await db.close();
      await idp.close();
      await database.drop();
    },
  };
}

/** An IdP listening on 127.0.0.1 at a free port; in-memory PGlite unless told otherwise. */
export async function startTestIdp(options: StartTestIdpOptions): Promise<TestIdp> {
  // Listen first: the issuer must name the port before the provider is built.
  const server = createServer(httpServerOptions().http);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(
      Number(new URL(options.restartOf?.issuer ?? 'http://x:0').port),
      '127.0.0.1',
      resolve,
    );
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const bffClient = options.restartOf?.bffClient ?? { id: 'kado-bff', secret: randomSecret() };
  const operatorClient = options.restartOf?.operatorClient ?? {
    id: 'kado-operator',
    secret: randomSecret(),
  };

  const env = parseEnv({
    NODE_ENV: 'test',
    IDP_ISSUER: issuer,
    BFF_BASE_URLS: options.bffBaseUrls.join(','),
    BFF_CLIENT_ID: bffClient.id,
    BFF_CLIENT_SECRET: bffClient.secret,
    OPERATOR_CLIENT_ID: operatorClient.id,
    OPERATOR_CLIENT_SECRET: operatorClient.secret,
    DATABASE_URL: options.databaseUrl,
    IDP_DATA_DIR: options.dataDir ?? 'memory',
    ACCESS_TOKEN_TTL_S: options.accessTokenTtlSeconds?.toString(),
    SEED_DEMO: 'true',
    TRUST_PROXY: options.trustProxy?.toString(),
    LOG_LEVEL: options.logStream ? 'info' : (process.env.IDP_TEST_LOG_LEVEL ?? 'silent'),
  });

  let app;
  try {
    app = await buildApp(env, {
      serverFactory: (handler) => server.on('request', handler),
      ...(options.rateCounter ? { rateCounter: options.rateCounter } : {}),
      ...(options.logStream ? { logStream: options.logStream } : {}),
    });
    await app.ready();
  } catch (error) {
    server.close();
    throw error;
  }

  return {
    issuer,
    bffClient,
    operatorClient,
    async close() {
      await app.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };
}

/** Just enough of a browser's cookie store for the IdP: name, value and path. */
export class CookieJar {
  readonly #cookies = new Map<string, { name: string; value: string; path: string }>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const attribute = (key: string) =>
        attributes
          .map((a) => a.trim())
          .find((a) => a.toLowerCase().startsWith(`${key}=`))
          ?.slice(key.length + 1);
      const path = attribute('path') ?? '/';
      const expires = attribute('expires');
      const expired =
        value === '' ||
        attribute('max-age') === '0' ||
        (expires !== undefined && Date.parse(expires) <= Date.now());
      if (expired) this.#cookies.delete(`${name};${path}`);
      else this.#cookies.set(`${name};${path}`, { name, value, path });
    }
  }

  headerFor(url: string): string {
    const { pathname } = new URL(url);
    return [...this.#cookies.values()]
      .filter(
        (c) =>
          pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`),
      )
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }
}

/** fetch without following redirects, sending and keeping the jar's cookies. */
export async function browse(
  jar: CookieJar,
  url: string,
  init: RequestInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  const cookie = jar.headerFor(url);
  if (cookie) headers.set('cookie', cookie);
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.store(response);
  return response;
}

/** Follows redirects like a browser until a page renders or the client's redirect_uri is reached. */
export async function follow(
  jar: CookieJar,
  response: Response,
  from: string,
  redirectUri: string,
): Promise<{ response: Response; url: string }> {
  let current = response;
  let url = from;
  while (current.status >= 300 && current.status < 400) {
    const location = current.headers.get('location');
    if (!location) throw new Error(`redirect from ${url} without a location`);
    url = new URL(location, url).href;
    if (url.startsWith(redirectUri)) return { response: current, url };
    await current.body?.cancel();
    current = await browse(jar, url);
  }
  return { response: current, url };
}

export interface AuthorizationOptions {
  issuer: string;
  clientId: string;
  redirectUri: string;
  scope?: string;
  prompt?: string;
  uiLocales?: string;
  /** Ask for a sign-in no older than this many seconds (OIDC max_age). */
  maxAge?: number;
  jar?: CookieJar;
}

export interface Authorization {
  readonly jar: CookieJar;
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
  /** Where the browser landed: an interaction page, or the redirect_uri when no page was needed. */
  readonly url: string;
  readonly response: Response;
}

/** Starts an authorization request (code + PKCE S256) and follows it to the first page. */
export async function startAuthorization(options: AuthorizationOptions): Promise<Authorization> {
  const jar = options.jar ?? new CookieJar();
  const state = randomBytes(16).toString('base64url');
  const nonce = randomBytes(16).toString('base64url');
  const codeVerifier = randomBytes(32).toString('base64url');
  const url = new URL('/auth', options.issuer);
  url.search = new URLSearchParams({
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    response_type: 'code',
    scope: options.scope ?? `openid profile email offline_access ${WALLET_USER_SCOPE}`,
    state,
    nonce,
    code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...(options.prompt ? { prompt: options.prompt } : {}),
    ...(options.uiLocales ? { ui_locales: options.uiLocales } : {}),
    ...(options.maxAge !== undefined ? { max_age: String(options.maxAge) } : {}),
  }).toString();
  const landed = await follow(jar, await browse(jar, url.href), url.href, options.redirectUri);
  return { jar, state, nonce, codeVerifier, ...landed };
}

/** Posts a form of the interaction the authorization landed on ('login', 'signup' or 'abort'). */
export async function submitInteraction(
  authorization: Authorization,
  action: 'login' | 'signup' | 'abort',
  fields: Record<string, string> = {},
  /** Extra request headers (X-Forwarded-For, to play a client at another address). */
  headers: Record<string, string> = {},
): Promise<Response> {
  const match = /\/interaction\/([^/?#]+)/.exec(authorization.url);
  if (!match) throw new Error(`not on an interaction page: ${authorization.url}`);
  const target = new URL(`/interaction/${match[1]}/${action}`, authorization.url).href;
  // A person signing up ticks the consent to the terms unless the test sends `terms` itself.
  const sent =
    action === 'signup' && !('terms' in fields) ? { ...fields, terms: 'accepted' } : fields;
  return browse(authorization.jar, target, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(sent).toString(),
  });
}

/** Follows a finished interaction to the redirect_uri and returns the authorization code. */
export async function codeFrom(
  authorization: Authorization,
  response: Response,
  redirectUri: string,
) {
  const { url } = await follow(authorization.jar, response, authorization.url, redirectUri);
  if (!url.startsWith(redirectUri))
    throw new Error(`the flow ended at ${url}, not at the redirect_uri`);
  const params = new URL(url).searchParams;
  if (params.get('state') !== authorization.state) throw new Error('state mismatch');
  const code = params.get('code');
  if (!code)
    throw new Error(
      `no code: ${params.get('error') ?? 'unknown'} ${params.get('error_description') ?? ''}`,
    );
  return code;
}

export interface TokenSet {
  access_token: string;
  refresh_token?: string;
  id_token: string;
  expires_in: number;
}

/** A token endpoint call with client_secret_basic; throws with the provider's error on failure. */
export async function tokenRequest(
  options: { issuer: string; clientId: string; clientSecret: string },
  params: Record<string, string>,
): Promise<Record<string, unknown>> {
  const response = await fetch(new URL('/token', options.issuer), {
    method: 'POST',
    headers: {
      authorization: clientBasicAuthorization(options.clientId, options.clientSecret),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(params).toString(),
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) {
    throw new Error(`token request failed (${response.status}): ${JSON.stringify(body)}`);
  }
  return body;
}

/** The token endpoint's answer to an authorization's code (with its PKCE verifier). */
export async function exchangeCode(
  options: { issuer: string; clientId: string; clientSecret: string; redirectUri: string },
  authorization: Authorization,
  code: string,
): Promise<TokenSet> {
  const tokens = await tokenRequest(options, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: options.redirectUri,
    code_verifier: authorization.codeVerifier,
  });
  return tokens as unknown as TokenSet;
}

/**
 * A full sign-in over HTTP: authorize → the IdP's sign-in form → redirect_uri?code= (not called) →
 * token endpoint. Pass a jar to keep the IdP session (for logout or SSO tests).
 */
export async function signInWithPassword(options: {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  email: string;
  password: string;
  scope?: string;
  prompt?: string;
  uiLocales?: string;
  jar?: CookieJar;
}): Promise<TokenSet> {
  const authorization = await startAuthorization(options);
  const submitted = await submitInteraction(authorization, 'login', {
    email: options.email,
    password: options.password,
  });
  if (submitted.status >= 400) throw new Error(`sign-in rejected with ${submitted.status}`);
  const code = await codeFrom(authorization, submitted, options.redirectUri);
  return exchangeCode(options, authorization, code);
}

/** A client-credentials access token for the wallet's operator endpoints (scope wallet:operate). */
export async function getOperatorToken(options: {
  issuer: string;
  clientId: string;
  clientSecret: string;
}): Promise<string> {
  const tokens = await tokenRequest(options, {
    grant_type: 'client_credentials',
    scope: WALLET_OPERATOR_SCOPE,
  });
  if (typeof tokens.access_token !== 'string')
    throw new Error('no access_token in the token response');
  return tokens.access_token;
}

/** Other packages' tests read the IdP's own signing keys from its database (logout-token tests). */
export { loadOrCreateSecrets } from './keys.js';

export interface SentEmail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/**
 * The newest e-mail the IdP "sent" to `to` (its development outbox) that matches `pattern`; e-mails
 * go out just after the answer, so this waits a little for one to arrive.
 */
export async function latestEmail(issuer: string, to: string, pattern = /./): Promise<SentEmail> {
  const url = new URL('/dev/email-outbox', issuer);
  url.searchParams.set('to', to);
  for (let attempt = 0; attempt < 50; attempt++) {
    const { messages } = (await (await fetch(url)).json()) as { messages: SentEmail[] };
    const found = messages.find((message) => pattern.test(message.text));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail to ${to} matching ${pattern}`);
}

/** The single-use link (verification or reset) in the newest such e-mail to `to`. */
export async function emailLink(
  issuer: string,
  to: string,
  path: '/email/verify' | '/password/reset',
): Promise<string> {
  const pattern = new RegExp(`${issuer}${path}\\?token=[\\w-]+[^\\s]*`);
  const email = await latestEmail(issuer, to, pattern);
  const link = pattern.exec(email.text)?.[0];
  if (!link) throw new Error(`no ${path} link in the e-mail to ${to}`);
  return link;
}

/**
 * Confirms the address the way a person does in `jar`'s browser (a fresh one unless given): opens
 * the link, presses the button. A link sent from a sign-up sends the same form on to that sign-up's
 * interaction (307); the answer is then that route's: a page, or the way back to the client.
 */
export async function confirmEmail(
  issuer: string,
  to: string,
  jar = new CookieJar(),
): Promise<Response> {
  const link = await emailLink(issuer, to, '/email/verify');
  const html = await (await browse(jar, link)).text();
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1];
  const token = field('token');
  if (!token) throw new Error('no confirmation form behind the verification link');
  const post = {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, ui_locales: field('ui_locales') ?? '' }).toString(),
  };
  const confirmed = await browse(jar, new URL('/email/verify', issuer).href, post);
  const location = confirmed.headers.get('location');
  if (confirmed.status !== 307 || !location) return confirmed;
  await confirmed.body?.cancel();
  return browse(jar, new URL(location, issuer).href, post);
}

/** Confirms the address from another browser than the sign-up's: confirmed, nobody signed in. */
export async function verifyEmail(issuer: string, to: string): Promise<void> {
  const confirmed = await confirmEmail(issuer, to);
  await confirmed.body?.cancel();
  if (confirmed.status !== 200) throw new Error(`verification answered ${confirmed.status}`);
}

/** Signs a new person up at the IdP and confirms their address, ready to sign in. */
export async function signUpVerified(options: {
  issuer: string;
  clientId: string;
  redirectUri: string;
  name: string;
  email: string;
  password: string;
  uiLocales?: string;
}): Promise<void> {
  const authorization = await startAuthorization({ ...options, prompt: 'create' });
  const response = await submitInteraction(authorization, 'signup', {
    name: options.name,
    email: options.email,
    password: options.password,
    terms: 'accepted',
  });
  if (response.status !== 200) throw new Error(`sign-up answered ${response.status}`);
  await verifyEmail(options.issuer, options.email);
}
