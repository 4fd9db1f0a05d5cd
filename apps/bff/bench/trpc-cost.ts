/**
 * `pnpm bench` (issue 14, P1): what the BFF costs on top of the wallet. A wallet and a BFF run as
 * production runs them (separate processes, PostgreSQL, Redis) and the same read goes, with the same
 * number of kept-alive connections, once through the BFF's `/trpc` and once straight to the wallet:
 * the public gift list, and a signed-in read (the balance: session cookie to the BFF, the bearer
 * token to the wallet). The two alternate in rounds so drift on a small, shared machine weighs on
 * both alike; the figures are ratios and differences, never absolutes.
 */
import { fork } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import * as oidc from 'openid-client';

import { createPostgresDatabase } from '@kado/db/testing';
import { DEMO_ACCOUNT, LANG_COOKIE_NAME, localeInfo } from '@kado/shared';
import { freePort, startStack, type Stack } from '@kado/stack';

import { SCOPES } from '../src/oidc/client.js';
import { Browser } from '../test/browser.js';
import { loadBenchEnv, redisUrl, useWebDist, type BenchEnv } from './env.js';
import type { LoadPlan, LoadResult } from './load.js';

const ROUNDS = 2;
const WARMUP_MS = 2000;
const LOCALE = 'en';
const MARKET = localeInfo(LOCALE).market;

interface Target {
  readonly url: string;
  readonly headers: Record<string, string>;
}

interface Scenario {
  readonly name: string;
  readonly bff: Target;
  readonly wallet: Target;
  /** The issue's target for BFF ÷ wallet throughput. */
  readonly targetRatio: number;
}

/** Signs the demo user in through the BFF and the IdP's real sign-in page: the BFF's cookies. */
async function bffSession(stack: Stack): Promise<string> {
  const browser = new Browser();
  const bff = stack.url;
  const stopAt = (target: string) => target.startsWith(bff) && !target.includes('/bff/callback');
  const page = await browser.goto(`${bff}/bff/login?redirect=%2Ftop`, stopAt);
  if (!page.url.startsWith(bff)) {
    const landed = await browser.submitForm(page, DEMO_ACCOUNT, stopAt);
    if (!landed.url.startsWith(bff)) throw new Error(`not signed in: ${landed.url}`);
  }
  const cookie = browser.cookieHeader(bff);
  if (!cookie.includes('kado_session')) throw new Error('the BFF set no session cookie');
  return cookie;
}

/**
 * The wallet access token the BFF would hold for the demo user: the same client's authorization
 * code flow, run here so the benchmark can call the wallet with it directly.
 */
async function walletToken(stack: Stack): Promise<string> {
  const configuration = await oidc.discovery(
    new URL(stack.issuer),
    'kado-bff',
    { id_token_signed_response_alg: 'RS256' },
    oidc.ClientSecretBasic(stack.secrets.bffClient ?? ''),
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    { execute: [oidc.allowInsecureRequests] },
  );
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const redirectUri = `${stack.url}/bff/callback`;
  const authorization = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: SCOPES,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
  });
  const browser = new Browser();
  const atCallback = (target: string) => target.startsWith(redirectUri);
  let page = await browser.goto(authorization.toString(), atCallback);
  if (!atCallback(page.url)) page = await browser.submitForm(page, DEMO_ACCOUNT, atCallback);
  if (!atCallback(page.url)) throw new Error(`no authorization code: ${page.url}`);
  const tokens = await oidc.authorizationCodeGrant(configuration, new URL(page.url), {
    pkceCodeVerifier: codeVerifier,
    expectedState: state,
  });
  return tokens.access_token;
}

function drive(plan: LoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const load = fork(fileURLToPath(new URL('./load.ts', import.meta.url)));
    load.once('message', (result) => {
      resolve(result as LoadResult);
    });
    load.once('error', reject);
    load.once('exit', (code) => {
      reject(new Error(`the load process exited with code ${code} before answering`));
    });
    load.send(plan);
  });
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;

interface Side {
  rates: number[];
  latencies: number[];
  failed: number;
  firstFailure: string | null;
}

async function measure(scenario: Scenario, env: BenchEnv) {
  const sides: Record<'bff' | 'wallet', Side> = {
    bff: { rates: [], latencies: [], failed: 0, firstFailure: null },
    wallet: { rates: [], latencies: [], failed: 0, firstFailure: null },
  };
  for (let round = 1; round <= ROUNDS; round += 1) {
    // ABBA: whichever runs second in one round runs first in the next.
    const order = round % 2 === 1 ? (['bff', 'wallet'] as const) : (['wallet', 'bff'] as const);
    for (const side of order) {
      process.stdout.write(`${scenario.name}, round ${round}/${ROUNDS}: ${side}…\n`);
      const target = scenario[side];
      const result = await drive({
        url: target.url,
        headers: target.headers,
        clients: env.clients,
        warmupMs: WARMUP_MS,
        measureMs: env.seconds * 1000,
      });
      const into = sides[side];
      into.rates.push(result.completed / env.seconds);
      into.latencies.push(...result.latenciesMs);
      into.failed += result.failed;
      into.firstFailure ??= result.firstFailure;
    }
  }
  return sides;
}

function report(scenario: Scenario, sides: Record<'bff' | 'wallet', Side>) {
  const bff = [...sides.bff.latencies].sort((a, b) => a - b);
  const wallet = [...sides.wallet.latencies].sort((a, b) => a - b);
  const ratio = median(sides.bff.rates) / median(sides.wallet.rates);
  const added = (share: number) => percentile(bff, share) - percentile(wallet, share);
  const rounds = (rates: number[]) => rates.map((rate) => rate.toFixed(0)).join(', ');
  const rows: [string, string][] = [
    [
      `P1 ${scenario.name}: throughput BFF ÷ wallet`,
      `${ratio.toFixed(2)}×  target ≥ ${scenario.targetRatio}: ${ratio >= scenario.targetRatio ? 'pass' : 'below target'}`,
    ],
    ['  p50 added by the BFF', `${added(0.5).toFixed(2)} ms  target ≤ 2 ms`],
    ['  p99 added by the BFF', `${added(0.99).toFixed(2)} ms`],
    [
      '  requests/s (rounds)',
      `BFF ${rounds(sides.bff.rates)}; wallet ${rounds(sides.wallet.rates)}`,
    ],
    [
      '  latency BFF | wallet',
      `p50 ${percentile(bff, 0.5).toFixed(2)} | ${percentile(wallet, 0.5).toFixed(2)} ms, p99 ${percentile(bff, 0.99).toFixed(2)} | ${percentile(wallet, 0.99).toFixed(2)} ms`,
    ],
    [
      '  errors',
      `BFF ${sides.bff.failed}, wallet ${sides.wallet.failed}${(sides.bff.firstFailure ?? sides.wallet.firstFailure) ? ` (first: ${sides.bff.firstFailure ?? sides.wallet.firstFailure})` : ''}`,
    ],
  ];
  return rows;
}

async function main(): Promise<void> {
  const env = loadBenchEnv();
  const dataDir = await mkdtemp(join(tmpdir(), 'kado-bench-bff-'));
  // The BFF needs an index.html to serve; the SPA itself plays no part in these reads.
  await writeFile(join(dataDir, 'index.html'), '<!doctype html><title>Kado</title>');
  useWebDist(dataDir);
  const databases = { idp: await createPostgresDatabase(), wallet: await createPostgresDatabase() };
  let stack: Stack | null = null;
  const cleanUp = async () => {
    await stack?.stop();
    await databases.idp.drop();
    await databases.wallet.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    void cleanUp().finally(() => process.exit(130));
  });
  try {
    stack = await startStack({
      profile: 'production',
      ports: { bff: [await freePort()], idp: await freePort(), wallet: await freePort() },
      dataDir,
      logs: 'file',
      databaseUrls: { idp: databases.idp.url, wallet: databases.wallet.url },
      redisUrl: redisUrl(),
      extraEnv: { SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
    });
    const cookie = await bffSession(stack);
    const token = await walletToken(stack);
    const bffHeaders = { 'x-kado-csrf': '1', cookie: `${LANG_COOKIE_NAME}=${LOCALE}` };
    const scenarios: Scenario[] = [
      {
        name: 'public gift list',
        targetRatio: 1.0,
        bff: { url: `${stack.url}/trpc/catalog.gifts?input=%7B%7D`, headers: bffHeaders },
        wallet: {
          url: `${stack.walletUrl}/v1/gifts?locale=${LOCALE}&market=${MARKET}`,
          headers: {},
        },
      },
      {
        name: 'signed-in balance',
        targetRatio: 0.7,
        bff: {
          url: `${stack.url}/trpc/points.balance`,
          headers: { ...bffHeaders, cookie: `${bffHeaders.cookie}; ${cookie}` },
        },
        wallet: {
          url: `${stack.walletUrl}/v1/points`,
          headers: { authorization: `Bearer ${token}` },
        },
      },
    ];
    const rows: [string, string][] = [];
    const chosen = scenarios.filter((scenario) => !env.only || scenario.name.includes(env.only));
    for (const scenario of chosen) rows.push(...report(scenario, await measure(scenario, env)));
    rows.push([
      'settings',
      `${env.clients} connections, ${env.seconds} s per measurement after ${WARMUP_MS / 1000} s warm-up, median of ${ROUNDS} alternating rounds`,
    ]);
    const width = Math.max(...rows.map(([label]) => label.length));
    console.log();
    for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
  } catch (error) {
    // The services' own words say why a start failed.
    const logs = join(dataDir, 'logs');
    for (const name of ['idp', 'wallet', 'bff']) {
      const text = await readFile(join(logs, `${name}.log`), 'utf8').catch(() => '');
      if (text) console.error(`--- ${name}.log\n${text.slice(-2000)}`);
    }
    throw error;
  } finally {
    await cleanUp();
  }
}

await main();
