import type { Migration } from '@kado/db';

/**
 * Phone verification codes (PRODUCT.md §5). Each row is one code sent by SMS, so the rows also
 * count the sends that the rate limits bound. Codes are stored salted and hashed, never as sent.
 */
export const phoneSchema: Migration = {
  id: '0002_phone',
  sql: `
CREATE TABLE phone_otps (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Kept without its account when the account is deleted: deleting and signing up again must not
  -- reset the per-phone send limit. Rows are pruned a day after they were sent.
  account_id uuid REFERENCES accounts (id) ON DELETE SET NULL,
  phone text NOT NULL CHECK (phone ~ '^\\+[1-9][0-9]{6,14}$'),
  salt text NOT NULL CHECK (salt ~ '^[0-9a-f]{32}$'),
  code_hash text NOT NULL CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  wrong_attempts integer NOT NULL DEFAULT 0 CHECK (wrong_attempts BETWEEN 0 AND 5),
  state text NOT NULL DEFAULT 'pending'
    CHECK (state IN ('pending', 'verified', 'superseded', 'exhausted')),
  sent_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL CHECK (expires_at = sent_at + interval '5 minutes'),
  CHECK ((state = 'exhausted') = (wrong_attempts = 5))
);

-- One live code per account and number: a new code supersedes the previous one.
CREATE UNIQUE INDEX phone_otps_pending_key ON phone_otps (account_id, phone) WHERE state = 'pending';
CREATE INDEX phone_otps_phone_sent_idx ON phone_otps (phone, sent_at);
CREATE INDEX phone_otps_account_sent_idx ON phone_otps (account_id, sent_at);
CREATE INDEX phone_otps_sent_idx ON phone_otps (sent_at);
`,
};
