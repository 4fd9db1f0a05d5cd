/** The wallet's database: opened, migrated and (for the embedded demo) seeded before routes run. */
import { migrate, openDatabase, type Database, type DatabaseLocation } from '@kado/db';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';

import { migrations } from '../db/migrations/index.js';
import { seedDemo } from '../db/seed.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/**
 * Opens and migrates the database before the app's plugins start, not inside one: a migration that
 * builds indexes over a large catalog (0013, 0014 at 100,000 gifts) takes longer than Fastify lets
 * a plugin take (10 s). A server still coming up is waited for (logged every 10 s); migrations and
 * the seed run outside the request limits (@kado/db's Database.maintenance).
 */
export async function openWalletDatabase(
  options: { location: DatabaseLocation; seedDemo: boolean },
  log: FastifyBaseLogger,
): Promise<Database> {
  const db = await openDatabase(options.location, log);
  try {
    const applied = await migrate(db, migrations);
    if (applied.length > 0) log.info({ migrations: applied }, 'database migrated');
    if (options.seedDemo) await seedDemo(db, new Date());
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

export const databasePlugin = fp<{ db: Database }>(
  (app, { db }, done) => {
    app.decorate('db', db);
    done();
  },
  { name: 'database' },
);
