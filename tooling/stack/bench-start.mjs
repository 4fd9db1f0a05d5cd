#!/usr/bin/env node
/**
 * Issue 14, P6: the embedded start as `pnpm start` runs it (`node tooling/stack/start.mjs`, built
 * apps), timed from spawning it to the printed URL, with an empty data directory (the first start:
 * databases created, migrated and seeded) and then again on that data (a later start), and the
 * resident memory of each service once started. Figures only; the apps must be built first.
 */
import { spawn, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

import { freePort, ROOT } from './stack.mjs';

const TARGET_S = 6;
/** How long the services settle after the URL before their memory is read. */
const SETTLE_MS = 2000;
const SERVICES = ['idp', 'wallet', 'bff'];

/** @param {number} pid @returns {Promise<number>} resident set in MiB */
async function rssMiB(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kib / 1024;
}

/** @param {number} pid @returns {number[]} */
function childrenOf(pid) {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((n) => n > 0);
  } catch {
    return [];
  }
}

/** @param {number} pid @returns {Promise<string>} which service a process is, from its command line */
async function serviceOf(pid) {
  const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  return SERVICES.find((name) => command.includes(`apps/${name}/dist/`)) ?? `pid ${pid}`;
}

/**
 * @param {string} dataDir
 * @param {string} webDist
 * @returns {Promise<{ seconds: number, rss: Record<string, number>, upAt: Record<string, number> }>}
 */
async function startOnce(dataDir, webDist) {
  const env = {
    ...process.env,
    KADO_DATA_DIR: dataDir,
    KADO_WEB_DIST_DIR: webDist,
    KADO_PORT: String(await freePort()),
    KADO_IDP_PORT: String(await freePort()),
    KADO_WALLET_PORT: String(await freePort()),
  };
  const started = performance.now();
  const child = spawn(process.execPath, [join(ROOT, 'tooling/stack/start.mjs')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // When each service first answers, to see where the start goes.
  /** @type {Record<string, number>} */
  const upAt = {};
  const ports = { idp: env.KADO_IDP_PORT, wallet: env.KADO_WALLET_PORT, bff: env.KADO_PORT };
  let polling = true;
  const pollers = Object.entries(ports).map(async ([name, port]) => {
    while (polling && upAt[name] === undefined) {
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`, {
        signal: AbortSignal.timeout(1000),
      }).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) upAt[name] = (performance.now() - started) / 1000;
      else await new Promise((done) => setTimeout(done, 50));
    }
  });
  let output = '';
  /** @type {number} */
  const seconds = await new Promise((resolve, reject) => {
    /** @param {Buffer} chunk */
    const read = (chunk) => {
      output += String(chunk);
      if (output.includes('Kado is running at')) resolve((performance.now() - started) / 1000);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    child.once('exit', (code) => {
      reject(new Error(`start.mjs exited with ${code} before the URL:\n${output}`));
    });
  });
  polling = false;
  await Promise.all(pollers);
  await new Promise((done) => setTimeout(done, SETTLE_MS));
  /** @type {Record<string, number>} */
  const rss = { launcher: await rssMiB(child.pid ?? 0) };
  for (const pid of childrenOf(child.pid ?? 0)) rss[await serviceOf(pid)] = await rssMiB(pid);
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGINT');
  await exited;
  return { seconds, rss, upAt };
}

async function main() {
  for (const name of SERVICES) {
    if (!existsSync(join(ROOT, `apps/${name}/dist/server.js`))) {
      throw new Error(`apps/${name} is not built: run pnpm build first`);
    }
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'kado-bench-start-'));
  // The built SPA when there is one; the start does not depend on it.
  let webDist = join(ROOT, 'apps/web/dist');
  if (!existsSync(join(webDist, 'index.html'))) {
    webDist = join(dataDir, 'web');
    await mkdtemp(webDist).catch(() => undefined);
    execFileSync('mkdir', ['-p', webDist]);
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Kado</title>');
  }
  try {
    const first = await startOnce(join(dataDir, 'data'), webDist);
    const later = await startOnce(join(dataDir, 'data'), webDist);
    const memory = (/** @type {Record<string, number>} */ rss) =>
      Object.entries(rss)
        .map(([name, mib]) => `${name} ${mib.toFixed(0)}`)
        .join(', ');
    const seconds = (/** @type {Record<string, number>} */ upAt) =>
      Object.entries(upAt)
        .map(([name, at]) => `${name} ${at.toFixed(2)}`)
        .join(', ');
    const rows = [
      [
        'P6 embedded first start (empty data)',
        `${first.seconds.toFixed(2)} s to the URL  target ≤ ${TARGET_S} s: ${first.seconds <= TARGET_S ? 'pass' : 'above target'}`,
      ],
      ['  each service up after (s)', seconds(first.upAt)],
      ['  RSS after first start (MiB)', memory(first.rss)],
      ['P6 embedded later start (same data)', `${later.seconds.toFixed(2)} s to the URL`],
      ['  each service up after (s)', seconds(later.upAt)],
      ['  RSS after later start (MiB)', memory(later.rss)],
      ['  load average (1 min) at the end', loadavg()[0]?.toFixed(1) ?? '?'],
    ];
    const width = Math.max(...rows.map(([label]) => label?.length ?? 0));
    console.log();
    for (const [label, value] of rows) console.log(`${(label ?? '').padEnd(width)}  ${value}`);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
