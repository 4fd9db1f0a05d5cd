/** The wallet's database: opened, migrated and (for the embedded demo) seeded before routes run. */
import { migrate, openDatabase, type Database, type DatabaseLocation } from '@kado/db';
import fp from 'fastify-plugin';

import { migrations } from '../db/migrations/index.js';
import { seedDemo } from '../db/seed.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export const databasePlugin = fp<{ location: DatabaseLocation; seedDemo: boolean }>(
  async (app, options) => {
    const db = await openDatabase(options.location);
    try {
      const applied = await migrate(db, migrations);
      if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
      if (options.seedDemo) await seedDemo(db, new Date());
    } catch (error) {
      await db.close();
      throw error;
    }
    app.decorate('db', db);
    app.addHook('onClose', () => db.close());
  },
  { name: 'database' },
);
