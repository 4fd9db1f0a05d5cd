/**
 * `pnpm bench`: wallet exchanges per second on PostgreSQL against pgbench's tpcb-like
 * transactions per second, on the same fresh database in the same run. The two alternate twice
 * and each reports its median, so drift on a small machine weighs on both alike.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { createPostgresDatabase } from '@kado/db/testing';
import { WALLET_OPERATOR_SCOPE } from '@kado/shared';

import { buildApp, parseEnv, type WalletApp } from '../src/app.js';
import { startTestIssuer, type TestIssuer } from '../src/test/issuer.js';
import { median, percentile } from './drive.js';
import { loadBenchEnv, type BenchEnv } from './env.js';
import type { LoadPlan, LoadResult } from './load.js';
import { initPgbench, runPgbench } from './pgbench.js';
import { inEveryLocale } from './texts.js';

const ROUNDS = 2;
const WARMUP_SECONDS = 3;
const TARGET_RATIO = 0.5;
/** More failures than this share of the measured requests means the benchmark itself broke. */
const MAX_ERROR_SHARE = 0.01;

const ACCOUNTS = 200;
const GIFTS = 4;
const GIFT_POINTS = 10;
/** Enough for every exchange a long run can make; the balance limit is 10,000,000. */
const GRANT_POINTS = 1_000_000;
const STOCK = 1_000_000;
/** Tokens outlive any run BENCH_SECONDS allows. */
const TOKEN_LIFETIME_S = 3 * 60 * 60;

interface Fixture {
  readonly tokens: readonly string[];
  readonly giftIds: readonly string[];
}

async function call(
  base: string,
  token: string,
  method: string,
  path: string,
  body: unknown,
): Promise<unknown> {
  const response = await fetch(new URL(path, base), {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  }
  return response.json();
}

/** SG gifts with large stock and accounts with a verified SG phone and plenty of points. */
async function seed(app: WalletApp, base: string, issuer: TestIssuer): Promise<Fixture> {
  const operator = await issuer.sign({ sub: 'bench-operator', scope: WALLET_OPERATOR_SCOPE });
  // The operator API manages gifts, not brands or categories: those come from SQL, as the seed's do.
  await app.db.query(`INSERT INTO categories (id, names) VALUES ('bench', '{"en": "Bench"}')`);
  await app.db.query(
    `INSERT INTO brands (id, name, color, category_id) VALUES ('bench', 'Bench', '#336699', 'bench')`,
  );
  const giftIds = Array.from({ length: GIFTS }, (_, n) => `bench-gift-${n + 1}-sg`);
  for (const [n, id] of giftIds.entries()) {
    await call(base, operator, 'PUT', `/v1/operator/catalog/gifts/${id}`, {
      brandId: 'bench',
      categoryId: 'bench',
      market: 'SG',
      points: GIFT_POINTS,
      validityDays: 30,
      curatedRank: n + 1,
      names: inEveryLocale(`Bench gift ${n + 1}`),
      descriptions: inEveryLocale('A gift for the benchmark.'),
      terms: inEveryLocale('None.'),
      howToUse: inEveryLocale('Show the code.'),
    });
    await call(base, operator, 'POST', `/v1/operator/catalog/gifts/${id}/stock`, { add: STOCK });
  }

  const subjects = Array.from({ length: ACCOUNTS }, (_, n) => `bench-user-${n + 1}`);
  await Promise.all(
    subjects.map((subject) =>
      call(base, operator, 'POST', '/v1/operator/grants', {
        subject,
        points: GRANT_POINTS,
        validityDays: 365,
        reason: 'bench_grant',
      }),
    ),
  );
  // As the phone tests do: verification itself is not what this measures.
  await app.db.query(
    `UPDATE accounts a SET market = 'SG', phone_verified_at = now(),
       phone = '+6590' || lpad(numbered.n::text, 6, '0')
     FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM accounts
           WHERE subject = ANY($1::text[])) numbered
     WHERE a.id = numbered.id`,
    [subjects],
  );
  const exp = Math.floor(Date.now() / 1000) + TOKEN_LIFETIME_S;
  const tokens = await Promise.all(subjects.map((sub) => issuer.sign({ sub, exp })));
  return { tokens, giftIds };
}

/** Runs the load in its own process; fork passes on tsx, so it runs from source as this does. */
function driveExchanges(plan: LoadPlan): Promise<LoadResult> {
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

interface Measured {
  readonly walletRates: number[];
  readonly pgbenchTps: number[];
  /** Sorted. */
  readonly latenciesMs: readonly number[];
  readonly exchanged: number;
  readonly failed: number;
  readonly failures: Record<string, number>;
  readonly firstFailure: string | null;
}

async function measure(
  app: WalletApp,
  url: string,
  base: string,
  fixture: Fixture,
  env: BenchEnv,
): Promise<Measured> {
  const walletRates: number[] = [];
  const pgbenchTps: number[] = [];
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  let firstFailure: string | null = null;
  let exchangedInAll = 0;

  for (let round = 1; round <= ROUNDS; round += 1) {
    process.stdout.write(`round ${round}/${ROUNDS}: pgbench…`);
    await runPgbench(url, { clients: env.clients, seconds: WARMUP_SECONDS });
    pgbenchTps.push(await runPgbench(url, { clients: env.clients, seconds: env.seconds }));
    process.stdout.write(' wallet…');
    const result = await driveExchanges({
      url: base,
      tokens: fixture.tokens,
      giftIds: fixture.giftIds,
      clients: env.clients,
      warmupMs: WARMUP_SECONDS * 1000,
      measureMs: env.seconds * 1000,
    });
    walletRates.push(result.exchanged / env.seconds);
    for (const ms of result.latenciesMs) latencies.push(ms);
    for (const [status, count] of Object.entries(result.failures)) {
      failures[status] = (failures[status] ?? 0) + count;
    }
    firstFailure ??= result.firstFailure;
    exchangedInAll += result.exchangedInAll;
    process.stdout.write(' done\n');
  }

  // Every 201 the clients counted must be an exchange the database kept.
  const [stored] = await app.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM exchanges',
  );
  if (stored?.count !== exchangedInAll) {
    throw new Error(
      `clients counted ${exchangedInAll} exchanges, the database has ${stored?.count}`,
    );
  }

  return {
    walletRates,
    pgbenchTps,
    latenciesMs: latencies.sort((a, b) => a - b),
    exchanged: latencies.length,
    failed: Object.values(failures).reduce((sum, count) => sum + count, 0),
    failures,
    firstFailure,
  };
}

function report(measured: Measured, env: BenchEnv): void {
  const wallet = median(measured.walletRates);
  const pgbench = median(measured.pgbenchTps);
  const ratio = wallet / pgbench;
  const total = measured.exchanged + measured.failed;
  const rows: [string, string][] = [
    [
      'wallet exchanges/s',
      `${wallet.toFixed(1)}  (rounds: ${measured.walletRates.map((rate) => rate.toFixed(1)).join(', ')})`,
    ],
    [
      'pgbench tpcb-like tps',
      `${pgbench.toFixed(1)}  (rounds: ${measured.pgbenchTps.map((tps) => tps.toFixed(1)).join(', ')})`,
    ],
    [
      'ratio wallet / pgbench',
      `${ratio.toFixed(2)}  target ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'pass' : 'below target'}`,
    ],
    [
      'exchange latency',
      `p50 ${percentile(measured.latenciesMs, 0.5).toFixed(1)} ms, p95 ${percentile(measured.latenciesMs, 0.95).toFixed(1)} ms`,
    ],
    [
      'errors',
      `${measured.failed} of ${total}${measured.firstFailure ? `, first: ${measured.firstFailure}` : ''}`,
    ],
    ['clients', String(env.clients)],
    [
      'duration',
      `${env.seconds} s per measurement after ${WARMUP_SECONDS} s warm-up, median of ${ROUNDS}`,
    ],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log();
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
}

async function main(): Promise<void> {
  const env = loadBenchEnv();
  const database = await createPostgresDatabase();
  // Ctrl-C must not leave the database behind either.
  const interrupted = () => {
    void database.drop().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  try {
    await initPgbench(database.url);
    const issuer = await startTestIssuer();
    try {
      const app = await buildApp(
        parseEnv({
          NODE_ENV: 'production',
          SMS_PROVIDER: 'outbox',
          // Production logs every exchange at info; the benchmark keeps its output to the table.
          LOG_LEVEL: 'warn',
          OIDC_ISSUER: issuer.issuer,
          DATABASE_URL: database.url,
          WALLET_DATA_DIR: 'memory',
        }),
      );
      try {
        const base = await app.listen({ host: '127.0.0.1', port: 0 });
        const fixture = await seed(app, base, issuer);
        const measured = await measure(app, database.url, base, fixture, env);
        report(measured, env);
        if (measured.failed > MAX_ERROR_SHARE * (measured.exchanged + measured.failed)) {
          throw new Error(
            `${measured.failed} exchanges failed (${JSON.stringify(measured.failures)}), first: ${measured.firstFailure}`,
          );
        }
      } finally {
        await app.close();
      }
    } finally {
      await issuer.close();
    }
  } finally {
    process.off('SIGINT', interrupted);
    await database.drop();
  }
}

await main();
