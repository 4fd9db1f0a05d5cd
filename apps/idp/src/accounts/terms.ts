/**
 * Consent to the terms of service: sign-up records the version in force; an account whose recorded
 * version is older (or missing) is asked again at its next sign-in.
 */
import type { Queryable } from '@kado/db';
import { DEMO_ACCOUNT } from '@kado/shared';

export interface TermsConsentStore {
  /** The version the account last consented to, or null. */
  versionOf(accountId: string): Promise<string | null>;
  /** Records consent to `version`; false when the account does not exist. */
  accept(accountId: string, version: string): Promise<boolean>;
  /** The demo account consented when it was created (embedded default only). */
  seedDemo(version: string): Promise<void>;
}

export function createTermsConsentStore(db: Queryable): TermsConsentStore {
  return {
    async versionOf(accountId) {
      const [row] = await db.query<{ version: string }>(
        'SELECT version FROM idp_terms_consents WHERE account_id = $1',
        [accountId],
      );
      return row?.version ?? null;
    },

    async accept(accountId, version) {
      const rows = await db.query(
        `INSERT INTO idp_terms_consents (account_id, version, accepted_at)
         SELECT id, $2, now() FROM idp_accounts WHERE id = $1
         ON CONFLICT (account_id) DO UPDATE SET version = $2, accepted_at = now()
         RETURNING account_id`,
        [accountId, version],
      );
      return rows.length > 0;
    },

    async seedDemo(version) {
      await db.query(
        `INSERT INTO idp_terms_consents (account_id, version)
         SELECT id, $2 FROM idp_accounts WHERE id = $1
         ON CONFLICT (account_id) DO NOTHING`,
        [DEMO_ACCOUNT.subject, version],
      );
    },
  };
}
