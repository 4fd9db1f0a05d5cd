/**
 * A whole Kado stack per Playwright worker and profile: the apps as separate processes, exactly as
 * `pnpm start` runs them (embedded) or as `pnpm start:production` runs them (PostgreSQL, Redis, the
 * Caddy gateway over HTTPS in front of two BFF and two wallet replicas).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { test as base } from '@playwright/test';
import { Redis } from 'ioredis';

import { createPostgresDatabase } from '@kado/db/testing';
import { freePorts, startStack, type Stack } from '@kado/stack';

import { E2E_TLS_DIR } from './tls.js';

export type StackProfile = 'embedded' | 'production';

/**
 * Each worker's production stack its own Redis database (sessions, rate-limit counters), numbered
 * from the base one, so one worker's fresh start never flushes another's sessions.
 */
function redisUrlOfWorker(parallelIndex: number): string {
  const url = new URL(process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379/10');
  url.pathname = `/${String(Number(url.pathname.slice(1) || '0') + parallelIndex)}`;
  return url.href;
}

export const test = base.extend<{ stack: Stack }, { profile: StackProfile; workerStack: Stack }>({
  profile: ['embedded', { option: true, scope: 'worker' }],
  workerStack: [
    async ({ profile }, use, workerInfo) => {
      const redisUrl = redisUrlOfWorker(workerInfo.parallelIndex);
      const dataDir = await mkdtemp(join(tmpdir(), 'kado-e2e-'));
      const production = profile === 'production';
      // Every port of the stack at once, so none is handed out twice.
      const [idp = 0, bff = 0, wallet = 0, bff2 = 0, wallet2 = 0, ...gatewayPorts] =
        await freePorts(production ? 9 : 3);
      const [https = 0, http = 0, idpHttps = 0, walletGateway = 0] = gatewayPorts;
      const ports = production
        ? { bff: [bff, bff2], idp, wallet: [wallet, wallet2] }
        : { bff: [bff], idp, wallet };
      const databases = production
        ? { idp: await createPostgresDatabase(), wallet: await createPostgresDatabase() }
        : null;
      // Fresh databases, and a Redis without an earlier run's sessions and rate-limit counters.
      if (production) await flushRedis(redisUrl);
      const stack = await startStack({
        profile,
        ports,
        dataDir,
        logs: 'file',
        ...(databases
          ? {
              gateway: { https, http, idp: idpHttps, wallet: walletGateway, tlsDir: E2E_TLS_DIR },
              // CI runs production on the Node its container images ship (KADO_NODE: Node 24).
              ...(process.env.KADO_NODE ? { node: process.env.KADO_NODE } : {}),
              databaseUrls: { idp: databases.idp.url, wallet: databases.wallet.url },
              redisUrl,
              // The production profile seeds nothing by itself; the journey needs the demo data.
              extraEnv: { SEED_DEMO: 'true' },
            }
          : {}),
      });
      try {
        await use(stack);
      } finally {
        await stack.stop();
        await databases?.idp.drop();
        await databases?.wallet.drop();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    // A busy machine only slows the start: the stack reports progress and fails only when stuck.
    { scope: 'worker', timeout: 600_000 },
  ],
  stack: async ({ workerStack }, use) => {
    await use(workerStack);
  },
  baseURL: async ({ workerStack }, use) => {
    await use(workerStack.url);
  },
});

export { expect } from '@playwright/test';

async function flushRedis(url: string) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

/** Something shaped like a JWT (three base64url parts, the first a JSON header). */
export const JWT_PATTERN = /eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/;
