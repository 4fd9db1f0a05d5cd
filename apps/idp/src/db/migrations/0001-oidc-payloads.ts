import type { Migration } from '@kado/db';

/** Every oidc-provider model (sessions, grants, codes, tokens, interactions…) in one keyed table. */
export const oidcPayloads: Migration = {
  id: 'idp_0001_oidc_payloads',
  sql: `
    CREATE TABLE idp_oidc_payloads (
      model text NOT NULL,
      id text NOT NULL,
      payload jsonb NOT NULL,
      grant_id text,
      uid text,
      user_code text,
      expires_at timestamptz,
      consumed_at timestamptz,
      PRIMARY KEY (model, id)
    );
    CREATE INDEX idp_oidc_payloads_grant_id ON idp_oidc_payloads (grant_id) WHERE grant_id IS NOT NULL;
    CREATE INDEX idp_oidc_payloads_uid ON idp_oidc_payloads (model, uid) WHERE uid IS NOT NULL;
    CREATE INDEX idp_oidc_payloads_user_code ON idp_oidc_payloads (model, user_code) WHERE user_code IS NOT NULL;
    CREATE INDEX idp_oidc_payloads_expires_at ON idp_oidc_payloads (expires_at) WHERE expires_at IS NOT NULL;
  `,
};
