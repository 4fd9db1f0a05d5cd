/**
 * Test databases on both engines a service runs on: an in-memory PGlite, and a fresh database on the
 * local PostgreSQL (DATABASE_URL_TEST, default the CI service) that is dropped afterwards.
 */
import { createHash, randomBytes } from 'node:crypto';

import pg from 'pg';

import { migrate, openDatabase, type Database, type Migration } from './index.js';

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

const databaseUrl = (name: string) => {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

async function withAdmin<T>(fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/**
 * The template for a set of migrations, named from a hash of their ids and SQL: a branch or version
 * with other migrations gets a template of its own instead of cloning a wrong one.
 */
export function postgresTemplateName(migrations: readonly Migration[]): string {
  const hash = createHash('sha256');
  for (const { id, sql } of [...migrations].sort((a, b) => a.id.localeCompare(b.id))) {
    hash.update(`${id}\0${sql}\0`);
  }
  return `kado_template_${hash.digest('hex').slice(0, 20)}`;
}

/**
 * Makes sure PostgreSQL holds a database migrated with `migrations` to clone test databases from
 * (migrating a fresh database took seconds each; a clone a fraction of that). Built once, under an
 * advisory lock (test files run in parallel workers), in a database of another name renamed into
 * place when finished, so an interrupted build never leaves a half-migrated template. Nobody may
 * connect to the template: CREATE DATABASE … TEMPLATE refuses while anyone is.
 */
export async function ensurePostgresTemplate(
  migrations: readonly Migration[],
): Promise<{ name: string; built: boolean }> {
  const name = postgresTemplateName(migrations);
  const exists = async (admin: pg.Client) =>
    (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  return withAdmin(async (admin) => {
    if (await exists(admin)) return { name, built: false };
    // A session lock, released when this connection ends.
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    if (await exists(admin)) return { name, built: false };
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
    const db = await openDatabase({ url: databaseUrl(building) });
    try {
      await migrate(db, migrations);
    } finally {
      await db.close();
    }
    await admin.query(`ALTER DATABASE ${building} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    return { name, built: true };
  });
}

/**
 * Creates a PostgreSQL database and returns its URL and a function that drops it: empty, or already
 * migrated with `migrations` (a clone of their template). Tests of the migrations themselves start
 * from an empty one.
 */
export async function createPostgresDatabase(migrations?: readonly Migration[]): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const template = migrations ? (await ensurePostgresTemplate(migrations)).name : null;
  const name = `kado_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((admin) =>
    admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  return {
    url: databaseUrl(name),
    async drop() {
      await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** A test database on `kind`, empty or migrated with `migrations`. */
export async function openTestDatabase(
  kind: TestDatabaseKind,
  migrations?: readonly Migration[],
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const db = await openDatabase({ memory: true });
    if (migrations) await migrate(db, migrations);
    return { db, url: null, dispose: () => db.close() };
  }
  const { url, drop } = await createPostgresDatabase(migrations);
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
