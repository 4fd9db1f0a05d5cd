/**
 * `pnpm bench` (after exchanges and search): what the session deny-list costs an authenticated
 * read. GET /v1/points on PostgreSQL with tokens that name a grant (each request asks the
 * deny-list, which holds BENCH_SESSIONS_DENIED signed-out sessions) against the same reads with
 * tokens that name none (the check is skipped: the wallet as it was without the deny-list), in one
 * run, alternating ABBA twice so drift on a small machine weighs on both alike. The deny-list's
 * background read, once every 2 s per replica, is timed on its own.
 */
import { performance } from 'node:perf_hooks';

import { createPostgresDatabase } from '@kado/db/testing';

import { buildApp, parseEnv, type WalletApp } from '../src/app.js';
import { createDeniedGrants } from '../src/domain/sessions/denied-grants.js';
import { startTestIssuer } from '../src/test/issuer.js';
import { loadSessionsBenchEnv, type SessionsBenchEnv } from './env.js';
import { driveGetLoad, median, percentile } from './drive.js';

const ACCOUNTS = 100;
const WARMUP_SECONDS = 1;
const WARMUP_RUN_SECONDS = 5;
/** Tokens outlive any run the settings allow. */
const TOKEN_LIFETIME_S = 3 * 60 * 60;
const TIMED_READS = 50;
/** More failures than this share of the measured requests means the benchmark itself broke. */
const MAX_ERROR_SHARE = 0.01;

type Variant = 'without' | 'with';

/** Fills the deny-list with signed-out sessions and waits until the app holds them all. */
async function denySessions(app: WalletApp, count: number): Promise<void> {
  await app.db.query(
    `INSERT INTO denied_grants (grant_id, matters_until)
     SELECT 'bench-denied-' || n, now() + interval '1 hour' FROM generate_series(1, $1::int) AS n`,
    [count],
  );
  const started = Date.now();
  while (app.deniedGrants.size < count) {
    if (Date.now() - started > 60_000) {
      throw new Error(`the deny-list holds ${app.deniedGrants.size} of ${count} after a minute`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The background read of new denials, as each replica sends it every 2 s: its mean time. */
async function timeBackgroundRead(app: WalletApp): Promise<number> {
  // A list that is never current reads at every call: the first reads everything, the rest
  // only what is new, as the background reads do.
  const probe = createDeniedGrants(app.db, { staleAfterMs: -1 });
  await probe.current();
  const started = performance.now();
  for (let n = 0; n < TIMED_READS; n += 1) await probe.current();
  return (performance.now() - started) / (2 * TIMED_READS);
}

async function main(): Promise<void> {
  const env: SessionsBenchEnv = loadSessionsBenchEnv();
  const database = await createPostgresDatabase();
  const interrupted = () => {
    void database.drop().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  const issuer = await startTestIssuer();
  try {
    const app = await buildApp(
      parseEnv({
        NODE_ENV: 'production',
        SMS_PROVIDER: 'outbox',
        LOG_LEVEL: 'warn',
        OIDC_ISSUER: issuer.issuer,
        DATABASE_URL: database.url,
        WALLET_DATA_DIR: 'memory',
      }),
    );
    try {
      const base = await app.listen({ host: '127.0.0.1', port: 0 });
      const exp = Math.floor(Date.now() / 1000) + TOKEN_LIFETIME_S;
      const subjects = Array.from({ length: ACCOUNTS }, (_, n) => `bench-reader-${n + 1}`);
      const tokens: Record<Variant, string[]> = {
        with: await Promise.all(
          subjects.map((sub, n) => issuer.sign({ sub, exp, grant_id: `bench-session-${n + 1}` })),
        ),
        without: await Promise.all(subjects.map((sub) => issuer.sign({ sub, exp }))),
      };
      // Every account exists before the clock starts.
      for (const token of tokens.with) {
        const response = await fetch(new URL('/v1/me', base), {
          headers: { authorization: `Bearer ${token}` },
        });
        if (!response.ok) throw new Error(`GET /v1/me answered ${response.status}`);
      }
      process.stdout.write(`denying ${env.denied} other sessions…`);
      await denySessions(app, env.denied);
      process.stdout.write(' done\n');

      // The process's first seconds (JIT, connections, caches) count for neither variant.
      process.stdout.write('warming up…');
      await driveGetLoad({
        url: base,
        paths: ['/v1/points'],
        authorizations: [...tokens.with, ...tokens.without].map((token) => `Bearer ${token}`),
        clients: env.clients,
        warmupMs: 0,
        measureMs: WARMUP_RUN_SECONDS * 1000,
      });
      process.stdout.write(' done\n');

      const latencies: Record<Variant, number[]> = { with: [], without: [] };
      const rates: Record<Variant, number[]> = { with: [], without: [] };
      const failures: Record<string, number> = {};
      let firstFailure: string | null = null;
      for (const variant of [
        'without',
        'with',
        'with',
        'without',
        'without',
        'with',
        'with',
        'without',
      ] as const) {
        process.stdout.write(`${variant} the deny-list…`);
        const result = await driveGetLoad({
          url: base,
          paths: ['/v1/points'],
          authorizations: tokens[variant].map((token) => `Bearer ${token}`),
          clients: env.clients,
          warmupMs: WARMUP_SECONDS * 1000,
          measureMs: env.seconds * 1000,
        });
        latencies[variant].push(...result.latenciesMs);
        rates[variant].push(result.latenciesMs.length / env.seconds);
        for (const [status, count] of Object.entries(result.failures)) {
          failures[status] = (failures[status] ?? 0) + count;
        }
        firstFailure ??= result.firstFailure;
        process.stdout.write(` ${(result.latenciesMs.length / env.seconds).toFixed(1)} reads/s\n`);
      }
      const readMs = await timeBackgroundRead(app);

      // The median round: one round disturbed by the rest of a busy machine weighs little.
      const summary = (variant: Variant) => {
        const sorted = [...latencies[variant]].sort((x, y) => x - y);
        return { rate: median(rates[variant]), p50: percentile(sorted, 0.5), count: sorted.length };
      };
      const withList = summary('with');
      const withoutList = summary('without');
      const failed = Object.values(failures).reduce((sum, count) => sum + count, 0);
      const rows: [string, string][] = [
        [
          'authenticated reads/s',
          `with the deny-list ${withList.rate.toFixed(1)}, without ${withoutList.rate.toFixed(1)} (median round)`,
        ],
        ['ratio with / without', (withList.rate / withoutList.rate).toFixed(3)],
        [
          'rounds',
          `with ${rates.with.map((rate) => rate.toFixed(0)).join(', ')}; without ${rates.without.map((rate) => rate.toFixed(0)).join(', ')}`,
        ],
        [
          'read latency p50',
          `with ${withList.p50.toFixed(2)} ms, without ${withoutList.p50.toFixed(2)} ms`,
        ],
        [
          'background read',
          `${readMs.toFixed(2)} ms every 2 s per replica, ${env.denied} sessions denied`,
        ],
        [
          'errors',
          `${failed} of ${withList.count + withoutList.count + failed}${firstFailure ? `, first: ${firstFailure}` : ''}`,
        ],
        ['clients', String(env.clients)],
        [
          'duration',
          `${env.seconds} s per measurement after ${WARMUP_SECONDS} s warm-up, ABBA twice, GET /v1/points`,
        ],
      ];
      const width = Math.max(...rows.map(([label]) => label.length));
      console.log();
      for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
      if (failed > MAX_ERROR_SHARE * (withList.count + withoutList.count + failed)) {
        throw new Error(
          `${failed} reads failed (${JSON.stringify(failures)}), first: ${firstFailure}`,
        );
      }
    } finally {
      await app.close();
    }
  } finally {
    await issuer.close();
    process.off('SIGINT', interrupted);
    await database.drop();
  }
}

await main();
