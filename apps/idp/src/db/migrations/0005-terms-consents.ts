import type { Migration } from '@kado/db';

/** Which version of the terms of service each account consented to, and when. */
export const termsConsents: Migration = {
  id: 'idp_0005_terms_consents',
  sql: `
    CREATE TABLE idp_terms_consents (
      account_id text PRIMARY KEY REFERENCES idp_accounts (id) ON DELETE CASCADE,
      version text NOT NULL CHECK (char_length(version) BETWEEN 1 AND 40),
      accepted_at timestamptz NOT NULL DEFAULT now()
    );
  `,
};
