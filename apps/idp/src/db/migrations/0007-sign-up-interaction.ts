import type { Migration } from '@kado/db';

/**
 * The sign-up a verification link was sent from: confirming the address in the browser that signed
 * up finishes that sign-up's authorization request, signed in. Cleared when used, so it works once.
 */
export const signUpInteraction: Migration = {
  id: 'idp_0007_sign_up_interaction',
  sql: `
    ALTER TABLE idp_email_tokens
      ADD COLUMN interaction_uid text,
      ADD CONSTRAINT idp_email_tokens_interaction_verify
        CHECK (interaction_uid IS NULL OR purpose = 'verify-email');
  `,
};
