#!/usr/bin/env node
/**
 * What one replica of each serves in the production topology, and what the gateway costs: public
 * catalog reads per second through Caddy over HTTPS against the same reads straight to the BFF,
 * alternated in one run (one BFF and one wallet replica, PostgreSQL and Redis of this machine).
 * Figures only; the apps must be built first. BENCH_SECONDS (default 8) per round, BENCH_CLIENTS
 * (default 16) concurrent clients.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

import pg from 'pg';

import { freePorts, startStack } from './stack.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SERVER = process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/test';
const PATH = `/trpc/catalog.gifts?input=${encodeURIComponent('{"limit":24}')}`;

/** A fresh database on the test server, dropped afterwards. @param {string} name */
async function database(name) {
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: SERVER });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Reads per second and p50 latency of CLIENTS clients reading `url` for SECONDS.
 * @param {string} url
 * @param {Buffer | undefined} ca
 */
async function measure(url, ca) {
  const https = url.startsWith('https:');
  const agent = https
    ? new HttpsAgent({ keepAlive: true, maxSockets: CLIENTS, ca })
    : new HttpAgent({ keepAlive: true, maxSockets: CLIENTS });
  const send = https ? httpsRequest : httpRequest;
  /** @type {number[]} */
  const latencies = [];
  let failures = 0;
  const until = performance.now() + SECONDS * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      /** @type {number} */
      const status = await new Promise((resolve) => {
        const request = send(url, { agent, headers: { 'x-kado-csrf': '1' } }, (response) => {
          response.resume();
          response.once('end', () => {
            resolve(response.statusCode ?? 0);
          });
        });
        request.once('error', () => {
          resolve(0);
        });
        request.end();
      });
      if (status === 200) latencies.push(performance.now() - started);
      else failures += 1;
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / SECONDS,
    p50: latencies[Math.floor(latencies.length / 2)] ?? Number.NaN,
    failures,
  };
}

const dataDir = await mkdtemp(join(tmpdir(), 'kado-bench-gateway-'));
const databases = {
  idp: await database('kado_bench_idp'),
  wallet: await database('kado_bench_wallet'),
};
const [bffPort = 0, idp = 0, wallet = 0, https = 0, http = 0, idpHttps = 0, walletGateway = 0] =
  await freePorts(7);
const stack = await startStack({
  profile: 'production',
  ports: { bff: [bffPort], idp, wallet: [wallet] },
  gateway: { https, http, idp: idpHttps, wallet: walletGateway },
  dataDir,
  logs: 'file',
  databaseUrls: { idp: databases.idp.url, wallet: databases.wallet.url },
  redisUrl: process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379/5',
  extraEnv: { SEED_DEMO: 'true' },
});
try {
  const ca = readFileSync(stack.authority ?? '');
  const direct = `http://127.0.0.1:${bffPort}${PATH}`;
  const gateway = `${stack.url}${PATH}`;
  // Warm both paths (first queries, TLS sessions), then alternate ABBA.
  await measure(direct, undefined);
  await measure(gateway, ca);
  const rounds = [
    { path: 'direct', figures: await measure(direct, undefined) },
    { path: 'gateway', figures: await measure(gateway, ca) },
    { path: 'gateway', figures: await measure(gateway, ca) },
    { path: 'direct', figures: await measure(direct, undefined) },
  ];
  /** @param {string} name */
  const mean = (name) => {
    const mine = rounds.filter((round) => round.path === name).map((round) => round.figures);
    return {
      perSecond: mine.reduce((sum, f) => sum + f.perSecond, 0) / mine.length,
      p50: mine.reduce((sum, f) => sum + f.p50, 0) / mine.length,
      failures: mine.reduce((sum, f) => sum + f.failures, 0),
    };
  };
  const a = mean('direct');
  const b = mean('gateway');
  console.log(
    `\nP7 production topology, one BFF + one wallet replica, public gift list, the BFF's 3 s catalog cache on (${CLIENTS} clients, ${SECONDS} s rounds, ABBA)`,
  );
  console.log(
    `  straight to the BFF (http)   ${a.perSecond.toFixed(0)} reads/s  p50 ${a.p50.toFixed(1)} ms  failures ${a.failures}`,
  );
  console.log(
    `  through the gateway (https)  ${b.perSecond.toFixed(0)} reads/s  p50 ${b.p50.toFixed(1)} ms  failures ${b.failures}`,
  );
  console.log(
    `  gateway ÷ direct             ${(b.perSecond / a.perSecond).toFixed(2)}×  (+${(b.p50 - a.p50).toFixed(1)} ms p50)   load average ${loadavg()[0]?.toFixed(1)}`,
  );
} finally {
  await stack.stop();
  await databases.idp.drop();
  await databases.wallet.drop();
  await rm(dataDir, { recursive: true, force: true });
}
