/**
 * Test databases on both engines a service runs on: an in-memory PGlite, and a fresh database on the
 * local PostgreSQL (DATABASE_URL_TEST, default the CI service) that is dropped afterwards.
 */
import { randomBytes } from 'node:crypto';

import pg from 'pg';

import { openDatabase, type Database } from './index.js';

export const TEST_DATABASE_KINDS = ['pglite', 'postgres'] as const;
export type TestDatabaseKind = (typeof TEST_DATABASE_KINDS)[number];

export const POSTGRES_ADMIN_URL =
  process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  readonly db: Database;
  /** Set for PostgreSQL: the URL of the fresh database, for processes started by the test. */
  readonly url: string | null;
  dispose(): Promise<void>;
}

/** Creates an empty PostgreSQL database and returns its URL and a function that drops it. */
export async function createPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const name = `kado_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function openTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const db = await openDatabase({ memory: true });
    return { db, url: null, dispose: () => db.close() };
  }
  const { url, drop } = await createPostgresDatabase();
  const db = await openDatabase({ url });
  return {
    db,
    url,
    async dispose() {
      await db.close();
      await drop();
    },
  };
}
