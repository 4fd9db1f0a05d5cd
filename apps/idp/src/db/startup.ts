/**
 * The IdP's database at start-up (PRODUCT.md §12: start-up survives a slow machine): opened with a
 * wait for a server still coming up (logged every 10 s), then migrated, seeded and its secrets
 * loaded on connections outside the request limits (Database.maintenance): no statement timeout,
 * seconds to open a connection, where requests get one second for each.
 */
import {
  migrate,
  openDatabase,
  type Database,
  type DatabaseLocation,
  type StartupLog,
} from '@kado/db';
import { TERMS_VERSION } from '@kado/shared';

import { createAccountStore } from '../accounts/store.js';
import { createTermsConsentStore } from '../accounts/terms.js';
import { loadOrCreateSecrets, type ProviderSecrets } from '../keys.js';
import { migrations } from './migrations/index.js';

export async function openIdpDatabase(
  location: DatabaseLocation,
  options: { readonly seedDemo: boolean },
  log: StartupLog,
): Promise<{ db: Database; secrets: ProviderSecrets }> {
  const db = await openDatabase(location, log);
  try {
    await migrate(db, migrations);
    const secrets = await db.maintenance(async (startup) => {
      if (options.seedDemo) {
        await createAccountStore(startup).seedDemo();
        await createTermsConsentStore(startup).seedDemo(TERMS_VERSION);
      }
      return loadOrCreateSecrets(startup);
    });
    return { db, secrets };
  } catch (error) {
    await db.close();
    throw error;
  }
}
