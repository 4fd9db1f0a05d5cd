import type { Migration } from '@kado/db';

import { walletSchema } from './0001_wallet.js';

/** Every wallet migration, applied in id order at start-up. */
export const migrations: readonly Migration[] = [walletSchema];
