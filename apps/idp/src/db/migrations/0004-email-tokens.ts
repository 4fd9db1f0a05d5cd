import type { Migration } from '@kado/db';

/**
 * Single-use links sent by e-mail (address verification, password reset). Only a SHA-256 digest of
 * each token is kept, so a database read yields no usable link.
 */
export const emailTokens: Migration = {
  id: 'idp_0004_email_tokens',
  sql: `
    CREATE TABLE idp_email_tokens (
      token_hash text PRIMARY KEY,
      account_id text NOT NULL REFERENCES idp_accounts (id) ON DELETE CASCADE,
      purpose text NOT NULL CHECK (purpose IN ('verify-email', 'reset-password')),
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX idp_email_tokens_account ON idp_email_tokens (account_id, purpose);
  `,
};
