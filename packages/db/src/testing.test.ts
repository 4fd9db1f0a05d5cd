import { randomBytes } from 'node:crypto';

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import { openDatabase, type Migration } from './index.js';
import {
  createPostgresDatabase,
  ensurePostgresTemplate,
  POSTGRES_ADMIN_URL,
  postgresTemplateName,
} from './testing.js';

// A migration set no earlier run has built a template for.
const freshMigrations = (table: string): Migration[] => [
  { id: '0001_things', sql: `-- ${randomBytes(8).toString('hex')}\nCREATE TABLE things (id int)` },
  { id: '0002_more', sql: `CREATE TABLE ${table} (id int); INSERT INTO ${table} VALUES (7)` },
];

const templates = new Set<string>();
afterAll(async () => {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  for (const name of templates) {
    await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE false`);
    await admin.query(`DROP DATABASE ${name}`);
  }
  await admin.end();
});

async function tablesOf(migrations: Migration[]) {
  templates.add(postgresTemplateName(migrations));
  const { url, drop } = await createPostgresDatabase(migrations);
  const db = await openDatabase({ url });
  try {
    return {
      applied: (await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id')).map(
        (row) => row.id,
      ),
      tables: (
        await db.query<{ name: string }>(
          `SELECT table_name AS name FROM information_schema.tables
           WHERE table_schema = 'public' ORDER BY table_name`,
        )
      ).map((row) => row.name),
    };
  } finally {
    await db.close();
    await drop();
  }
}

describe('migrated PostgreSQL templates for test databases', () => {
  it('names the template after the migrations, so changed migrations get a new one', () => {
    const migrations = freshMigrations('extra');
    expect(postgresTemplateName([...migrations].reverse())).toBe(postgresTemplateName(migrations));
    const changed = [migrations[0]!, { ...migrations[1]!, sql: `${migrations[1]!.sql};` }];
    expect(postgresTemplateName(changed)).not.toBe(postgresTemplateName(migrations));
    expect(postgresTemplateName(changed)).toMatch(/^[a-z0-9_]{1,63}$/);
  });

  it('clones a database already migrated, and one for other migrations from their own template', async () => {
    const migrations = freshMigrations('extra');
    expect(await tablesOf(migrations)).toEqual({
      applied: ['0001_things', '0002_more'],
      tables: ['extra', 'schema_migrations', 'things'],
    });
    const changed = [migrations[0]!, { id: '0002_more', sql: 'CREATE TABLE other (id int)' }];
    expect((await tablesOf(changed)).tables).toEqual(['other', 'schema_migrations', 'things']);
    // The first template is unchanged by the second.
    expect((await tablesOf(migrations)).tables).toEqual(['extra', 'schema_migrations', 'things']);
  });

  it('builds the template once when several workers first need it at once', async () => {
    const migrations = freshMigrations('extra');
    templates.add(postgresTemplateName(migrations));
    const results = await Promise.all(
      Array.from({ length: 4 }, () => ensurePostgresTemplate(migrations)),
    );
    expect(results.filter((result) => result.built)).toHaveLength(1);
    expect(new Set(results.map((result) => result.name)).size).toBe(1);
    // Clones at once too: nothing holds a connection to the template.
    const clones = await Promise.all(
      Array.from({ length: 3 }, () => createPostgresDatabase(migrations)),
    );
    for (const clone of clones) await clone.drop();
  });

  it('leaves an empty database empty when no migrations are given', async () => {
    const { url, drop } = await createPostgresDatabase();
    const db = await openDatabase({ url });
    try {
      expect(
        await db.query(`SELECT 1 FROM information_schema.tables WHERE table_schema = 'public'`),
      ).toEqual([]);
    } finally {
      await db.close();
      await drop();
    }
  });
});
