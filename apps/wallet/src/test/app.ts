/**
 * Builds the wallet for a test on either database engine, with quiet logs. Tests that do not
 * depend on the engine may pick PostgreSQL: a fresh database there is quicker to make than a PGlite.
 */
import { createPostgresDatabase, type TestDatabaseKind } from '@kado/db/testing';

import { buildApp, type BuildOptions, type WalletApp } from '../app.js';
import { migrations } from '../db/migrations/index.js';
import { parseEnv } from '../env.js';

export interface TestApp {
  readonly app: WalletApp;
  /**
   * Another replica on the same database (the same PostgreSQL database, or the same in-memory
   * PGlite), with its own memory; closed with this app.
   */
  replica(): Promise<WalletApp>;
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
  /** The session deny-list's timings. */
  deniedGrants?: BuildOptions['deniedGrants'];
}): Promise<TestApp> {
  const postgres =
    options.database === 'postgres' ? await createPostgresDatabase(migrations) : null;
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    OIDC_ISSUER: options.issuer,
    SEED_DEMO: String(options.seedDemo ?? false),
    // Nothing on disk: with PostgreSQL too, the SMS outbox stays in memory.
    WALLET_DATA_DIR: 'memory',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...options.env,
  });
  const buildOptions: BuildOptions = {
    requestDeadlineMs: options.requestDeadlineMs,
    deniedGrants: options.deniedGrants,
  };
  const app = await buildApp(env, buildOptions);
  const replicas: WalletApp[] = [];
  return {
    app,
    async replica() {
      const replica = await buildApp(
        { ...env, seedDemo: false },
        { ...buildOptions, ...(postgres ? {} : { database: app.db }) },
      );
      replicas.push(replica);
      return replica;
    },
    async close() {
      for (const replica of replicas) await replica.close();
      await app.close();
      await postgres?.drop();
    },
  };
}
