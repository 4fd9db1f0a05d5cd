import type { Migration } from '@kado/db';

export const accounts: Migration = {
  id: 'idp_0002_accounts',
  sql: `
    CREATE TABLE idp_accounts (
      id text PRIMARY KEY,
      email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
      email_verified boolean NOT NULL DEFAULT false,
      name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
      locale text NOT NULL,
      password_hash text NOT NULL CHECK (password_hash LIKE '$argon2id$%'),
      failed_attempts integer NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
      locked_until timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX idp_accounts_email_key ON idp_accounts (lower(email));
  `,
};
