/**
 * A whole Kado stack per Playwright worker and profile: the apps as separate processes, exactly as
 * `pnpm start` runs them (embedded) or as production runs them (PostgreSQL, Redis, two BFF replicas).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { test as base } from '@playwright/test';

import { createPostgresDatabase } from '@kado/db/testing';
import { freePort, startStack, type Stack } from '@kado/stack';

export type StackProfile = 'embedded' | 'production';

const REDIS_URL = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379/3';

export const test = base.extend<{ stack: Stack }, { profile: StackProfile; workerStack: Stack }>({
  profile: ['embedded', { option: true, scope: 'worker' }],
  workerStack: [
    async ({ profile }, use) => {
      const dataDir = await mkdtemp(join(tmpdir(), 'kado-e2e-'));
      const ports = {
        bff: profile === 'production' ? [await freePort(), await freePort()] : [await freePort()],
        idp: await freePort(),
        wallet: await freePort(),
      };
      const databases =
        profile === 'production'
          ? { idp: await createPostgresDatabase(), wallet: await createPostgresDatabase() }
          : null;
      const stack = await startStack({
        profile,
        ports,
        dataDir,
        logs: 'file',
        ...(databases
          ? {
              databaseUrls: { idp: databases.idp.url, wallet: databases.wallet.url },
              redisUrl: REDIS_URL,
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
    { scope: 'worker', timeout: 120_000 },
  ],
  stack: async ({ workerStack }, use) => {
    await use(workerStack);
  },
  baseURL: async ({ workerStack }, use) => {
    await use(workerStack.url);
  },
});

export { expect } from '@playwright/test';

/** Something shaped like a JWT (three base64url parts, the first a JSON header). */
export const JWT_PATTERN = /eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/;
