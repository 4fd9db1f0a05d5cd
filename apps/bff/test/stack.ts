/**
 * The real IdP and wallet in-process, plus a listening BFF, for the BFF's integration tests.
 * Nothing is mocked: tokens come from oidc-provider, balances from the wallet's database.
 */
import {
  createServer as createHttpServer,
  request as httpRequest,
  type IncomingHttpHeaders,
} from 'node:http';
import { randomUUID } from 'node:crypto';

import { startTestIdp, verifyEmail, type TestIdp } from '@kado/idp/testing';
import { freePort } from '@kado/stack';
import { DEMO_ACCOUNT } from '@kado/shared';
import { smsOutboxSchema } from '@kado/shared/schemas';
import { buildApp as buildWallet, parseEnv as parseWalletEnv } from '@kado/wallet/app';

import { buildApp } from '../src/app.js';
import { parseEnv } from '../src/env.js';
import { createServices, type Services } from '../src/services.js';
import { MemoryStore, RedisStore, type KeyValueStore } from '../src/session/store.js';
import type { Browser, Page } from './browser.js';
import { webDist } from './support.js';

export interface TestStack {
  bffUrl: string;
  idp: TestIdp;
  services: Services;
  /** The headers of every request that reached the wallet. */
  walletRequests: IncomingHttpHeaders[];
  /** Fault tests: the wallet stops (connections refused) and comes back with its demo data. */
  stopWallet(): Promise<void>;
  startWallet(): Promise<void>;
  /** Fault tests: the IdP stops and comes back on the same issuer (keeps data with idpDataDir). */
  stopIdp(): Promise<void>;
  startIdp(): Promise<void>;
  close(): Promise<void>;
}

/** A transparent relay in front of the wallet that records what the wallet receives. */
async function recordingRelay(target: string, seen: IncomingHttpHeaders[]) {
  let upstream = new URL(target);
  const relay = createHttpServer((req, res) => {
    seen.push(req.headers);
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const address = relay.address();
  if (!address || typeof address !== 'object') throw new Error('relay did not listen');
  return {
    url: `http://127.0.0.1:${address.port}`,
    retarget: (next: string) => {
      upstream = new URL(next);
    },
    close: () =>
      new Promise<void>((resolve) =>
        relay.close(() => {
          resolve();
        }),
      ),
  };
}

export async function startTestStack(
  options: {
    accessTokenTtlSeconds?: number;
    store?: () => KeyValueStore;
    idpDataDir?: string;
    idpDatabaseUrl?: string;
    /** More BFF settings (e.g. SESSION_ENCRYPTION_KEYS shared with a second replica). */
    bffEnv?: Record<string, string>;
    /** The BFF's JSON log lines, at level info, for tests that read the logs. */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestStack> {
  const port = await freePort();
  const bffUrl = `http://localhost:${port}`;
  const idpOptions = {
    bffBaseUrls: [bffUrl],
    accessTokenTtlSeconds: options.accessTokenTtlSeconds,
    dataDir: options.idpDataDir,
    databaseUrl: options.idpDatabaseUrl,
  };
  let idp = await startTestIdp(idpOptions);
  const startWalletApp = async () => {
    const app = await buildWallet(
      parseWalletEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        WALLET_DATA_DIR: 'memory',
        OIDC_ISSUER: idp.issuer,
        SEED_DEMO: 'true',
      }),
    );
    return { app, url: await app.listen({ host: '127.0.0.1', port: 0 }) };
  };
  let wallet = await startWalletApp();
  const walletRequests: IncomingHttpHeaders[] = [];
  const relay = await recordingRelay(wallet.url, walletRequests);
  const walletUrl = relay.url;
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: bffUrl,
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: idp.bffClient.id,
    OIDC_CLIENT_SECRET: idp.bffClient.secret,
    WALLET_URL: walletUrl,
    WEB_DIST_DIR: await webDist(),
    ...(options.logStream ? { LOG_LEVEL: 'info' } : {}),
    ...options.bffEnv,
  });
  const services = createServices(env, (options.store ?? (() => new MemoryStore()))());
  const bff = await buildApp(env, {
    services,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await bff.listen({ host: '127.0.0.1', port });
  const stack: TestStack = {
    bffUrl,
    idp,
    services,
    walletRequests,
    stopWallet: () => wallet.app.close(),
    async startWallet() {
      wallet = await startWalletApp();
      relay.retarget(wallet.url);
    },
    stopIdp: () => idp.close(),
    async startIdp() {
      idp = await startTestIdp({ ...idpOptions, restartOf: idp });
      stack.idp = idp;
    },
    async close() {
      await bff.close();
      await relay.close();
      await wallet.app.close();
      await idp.close();
    },
  };
  return stack;
}

/** A Redis store under a prefix of its own, so test runs never share keys or counters. */
export const redisStore = () =>
  new RedisStore(
    process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379/2',
    `kado:test:${randomUUID()}:`,
  );

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/**
 * Signs a user (the demo user unless told) in through the BFF and the IdP's real sign-in page; when
 * the browser still has an IdP session, the IdP completes the sign-in without a page (single
 * sign-on). Answers the page it lands on: the IdP's form again when the sign-in was refused.
 */
export async function signIn(
  browser: Browser,
  stack: TestStack,
  redirect = '/top',
  credentials: Credentials = DEMO_ACCOUNT,
): Promise<Page> {
  const page = await browser.goto(
    `${stack.bffUrl}/bff/login?redirect=${encodeURIComponent(redirect)}`,
  );
  if (page.url.startsWith(stack.bffUrl) && !page.url.includes('/auth/login')) return page;
  if (!page.url.startsWith(stack.idp.issuer)) throw new Error(`Expected the IdP, got ${page.url}`);
  return browser.submitForm(
    page,
    { email: credentials.email, password: credentials.password },
    (target) => target.startsWith(stack.bffUrl) && !target.includes('/bff/callback'),
  );
}

/** Signs a new person up through the BFF and the IdP's real sign-up page; answers their credentials. */
export async function signUp(browser: Browser, stack: TestStack): Promise<Credentials> {
  const credentials = { email: `buyer-${randomUUID()}@kado.example`, password: randomUUID() };
  const page = await browser.goto(`${stack.bffUrl}/bff/register?redirect=%2Ftop`);
  if (!page.url.startsWith(stack.idp.issuer)) throw new Error(`Expected the IdP, got ${page.url}`);
  const answered = await browser.submitForm(
    page,
    { name: 'Ah Kow', ...credentials },
    (target) => target.startsWith(stack.bffUrl) && !target.includes('/bff/callback'),
  );
  if (answered.status !== 200) throw new Error(`not signed up: ${answered.status}`);
  // The IdP answers "check your e-mail"; the account signs in once its address is confirmed.
  await verifyEmail(stack.idp.issuer, credentials.email);
  const landed = await signIn(browser, stack, '/top', credentials);
  if (!landed.url.startsWith(stack.bffUrl)) throw new Error(`not signed in: ${landed.url}`);
  return credentials;
}

export function trpc(browser: Browser, stack: TestStack, path: string, input?: unknown) {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return browser.request(`${stack.bffUrl}/trpc/${path}${query}`, {
    headers: { 'x-kado-csrf': '1' },
  });
}

export function trpcMutation(browser: Browser, stack: TestStack, path: string, input: unknown) {
  return browser.request(`${stack.bffUrl}/trpc/${path}`, {
    method: 'POST',
    headers: { 'x-kado-csrf': '1', 'content-type': 'application/json', origin: stack.bffUrl },
    body: JSON.stringify(input),
  });
}

/** The newest one-time code the wallet "sent" to a phone (its development SMS outbox). */
export async function latestCode(stack: TestStack, phone: string): Promise<string> {
  const url = new URL('/v1/dev/sms-outbox', stack.services.env.WALLET_URL);
  url.searchParams.set('phone', phone);
  const { messages } = smsOutboxSchema.parse(await (await fetch(url)).json());
  const code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

/** Verifies the signed-in user's phone the way a person would: request a code, type it in. */
export async function verifyPhone(browser: Browser, stack: TestStack, phone: string) {
  await trpcMutation(browser, stack, 'phone.requestOtp', { phone });
  const code = await latestCode(stack, phone);
  const verified = await trpcMutation(browser, stack, 'phone.verify', { phone, code });
  if (verified.status !== 200) throw new Error(`phone not verified: ${verified.html}`);
}
