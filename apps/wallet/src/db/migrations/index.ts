import type { Migration } from '@kado/db';

import { walletSchema } from './0001_wallet.js';
import { phoneSchema } from './0002_phone.js';
import { ledgerSchema } from './0003_ledger.js';

/** Every wallet migration, applied in id order at start-up. */
export const migrations: readonly Migration[] = [walletSchema, phoneSchema, ledgerSchema];
