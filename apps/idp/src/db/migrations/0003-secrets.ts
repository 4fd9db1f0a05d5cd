import type { Migration } from '@kado/db';

/** Signing keys and cookie keys, generated on first start so restarts keep tokens and sessions valid. */
export const secrets: Migration = {
  id: 'idp_0003_secrets',
  sql: `
    CREATE TABLE idp_secrets (
      name text PRIMARY KEY,
      value jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `,
};
