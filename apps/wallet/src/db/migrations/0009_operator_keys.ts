import type { Migration } from '@kado/db';
import { IDEMPOTENCY_KEY_PATTERN } from '@kado/shared';

import { identifierCheck, type IdentifierColumn } from './0008_identifiers.js';

export const OPERATOR_KEY_COLUMNS: readonly IdentifierColumn[] = [
  { table: 'operator_idempotency_keys', column: 'key', pattern: IDEMPOTENCY_KEY_PATTERN },
];

/**
 * Idempotency keys of operator clients (grants, box issues, stock loads, refunds): the first
 * answer per client and key, for replays, as idempotency_keys keeps them per account.
 */
export const operatorKeysSchema: Migration = {
  id: '0009_operator_keys',
  sql: `
CREATE TABLE operator_idempotency_keys (
  client_id text NOT NULL CHECK (client_id <> ''),
  key text NOT NULL,
  fingerprint text NOT NULL CHECK (fingerprint ~ '^[0-9a-f]{64}$'),
  status integer CHECK (status BETWEEN 200 AND 599),
  body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_id, key),
  CHECK ((status IS NULL) = (body IS NULL))
);

CREATE INDEX operator_idempotency_keys_created_idx ON operator_idempotency_keys (created_at);

${OPERATOR_KEY_COLUMNS.map(identifierCheck).join('\n')}
`,
};
