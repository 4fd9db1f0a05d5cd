/**
 * Builds the wallet for a test on either database engine, with quiet logs. Tests that do not
 * depend on the engine may pick PostgreSQL: a fresh database there is quicker to make than a PGlite.
 */
import { createPostgresDatabase, type TestDatabaseKind } from '@kado/db/testing';

import { buildApp, type WalletApp } from '../app.js';
import { parseEnv } from '../env.js';

export interface TestApp {
  readonly app: WalletApp;
  close(): Promise<void>;
}

export async function buildTestApp(options: {
  issuer: string;
  database?: TestDatabaseKind;
  seedDemo?: boolean;
  /** A request deadline shorter than production's, for tests of a request that never arrives. */
  requestDeadlineMs?: number;
  /** More settings, e.g. a database timeout. */
  env?: Record<string, string>;
}): Promise<TestApp> {
  const postgres = options.database === 'postgres' ? await createPostgresDatabase() : null;
  const app = await buildApp(
    parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      OIDC_ISSUER: options.issuer,
      SEED_DEMO: String(options.seedDemo ?? false),
      // Nothing on disk: with PostgreSQL too, the SMS outbox stays in memory.
      WALLET_DATA_DIR: 'memory',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      ...options.env,
    }),
    { requestDeadlineMs: options.requestDeadlineMs },
  );
  return {
    app,
    async close() {
      await app.close();
      await postgres?.drop();
    },
  };
}
