import type { Migration } from '@kado/db';

import { GRANT_ID_PATTERN } from '../../domain/sessions/grant-id.js';
import { identifierCheck, type IdentifierColumn } from './0008_identifiers.js';

export const DENIED_GRANT_COLUMNS: readonly IdentifierColumn[] = [
  { table: 'denied_grants', column: 'grant_id', pattern: GRANT_ID_PATTERN },
];

/**
 * The sessions that signed out (PRODUCT.md §7): every access token of a denied grant is refused
 * until `matters_until`, past which no token of it can still be valid (the revoked token's expiry
 * plus the longest lifetime a token issued meanwhile can have). Each replica keeps the rows in
 * memory and reads, every 2 s, those written by transactions it may not have seen yet:
 * `denied_xid` against the oldest transaction still running at its last read, which a
 * timestamp or a sequence cannot tell (they are taken before a commit that may come late).
 */
export const deniedGrantsSchema: Migration = {
  id: '0017_denied_grants',
  sql: `
CREATE TABLE denied_grants (
  grant_id text PRIMARY KEY,
  denied_at timestamptz NOT NULL DEFAULT now(),
  matters_until timestamptz NOT NULL,
  denied_xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  CHECK (matters_until > denied_at)
);

CREATE INDEX denied_grants_xid_idx ON denied_grants (denied_xid);
CREATE INDEX denied_grants_until_idx ON denied_grants (matters_until);

${DENIED_GRANT_COLUMNS.map(identifierCheck).join('\n')}
`,
};
