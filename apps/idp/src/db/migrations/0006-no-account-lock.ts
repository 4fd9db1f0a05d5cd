import type { Migration } from '@kado/db';

/**
 * Wrong passwords no longer lock an account (anyone knowing the e-mail could lock its owner out):
 * the lock's columns go, so no old lock outlives the change. Guessing is slowed per account and
 * client address instead, outside the database (rate-limits.ts).
 */
export const noAccountLock: Migration = {
  id: 'idp_0006_no_account_lock',
  sql: `
    ALTER TABLE idp_accounts DROP COLUMN failed_attempts, DROP COLUMN locked_until;
  `,
};
