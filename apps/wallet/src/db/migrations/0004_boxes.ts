import type { Migration } from '@kado/db';

/**
 * Gift boxes (PRODUCT.md §4), the failed code entries that the charge rate limit counts, and the
 * idempotency keys of charges and merges. A box is consumed once: by whom, when and how are set
 * together or not at all.
 */
export const boxesSchema: Migration = {
  id: '0004_boxes',
  sql: `
CREATE TABLE gift_boxes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Canonical XXXX-XXXX-XXXX-XXXX (Crockford base32); the wallet issues codes whose check symbol
  -- is a letter or digit. Never logged.
  code text NOT NULL UNIQUE
    CHECK (code ~ '^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{3}[0-9A-HJKMNP-Z]$'),
  market text NOT NULL REFERENCES markets (code),
  points integer NOT NULL CHECK (points > 0 AND points <= 10000000),
  expires_at timestamptz NOT NULL,
  recipient_phone text CHECK (recipient_phone ~ '^\\+[1-9][0-9]{6,14}$'),
  issued_by text NOT NULL CHECK (issued_by <> ''),
  issued_at timestamptz NOT NULL DEFAULT now(),
  consumed_at timestamptz,
  -- Deleting the account that consumed a box forgets who it was; the box stays consumed.
  consumed_by uuid REFERENCES accounts (id) ON DELETE SET NULL,
  consumed_via text CHECK (consumed_via IN ('charge', 'merge')),
  CHECK (expires_at > issued_at),
  CHECK ((consumed_at IS NULL) = (consumed_via IS NULL) AND (consumed_by IS NULL OR consumed_at IS NOT NULL)),
  -- Only a box addressed to a phone can be merged.
  CHECK (consumed_via <> 'merge' OR recipient_phone IS NOT NULL)
);

-- The boxes waiting for a phone's owner.
CREATE INDEX gift_boxes_recipient_idx ON gift_boxes (recipient_phone, expires_at)
  WHERE consumed_at IS NULL AND recipient_phone IS NOT NULL;

CREATE TABLE box_code_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  failed_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX box_code_failures_account_idx ON box_code_failures (account_id, failed_at);

-- The first answer to a request, per account and key, for replays. A row without an answer is
-- only ever seen by the transaction that is producing it.
CREATE TABLE idempotency_keys (
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  key text NOT NULL CHECK (key ~ '^[!-~]{1,128}$'),
  fingerprint text NOT NULL CHECK (fingerprint ~ '^[0-9a-f]{64}$'),
  status integer CHECK (status BETWEEN 200 AND 599),
  body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, key),
  CHECK ((status IS NULL) = (body IS NULL))
);

CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
`,
};
