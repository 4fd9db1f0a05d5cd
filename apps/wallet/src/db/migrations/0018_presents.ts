import type { Migration } from '@kado/db';

/**
 * Giving a gift (PRODUCT.md §10). A present is an exchange made by its sender whose vouchers are
 * held (no owner may see or use them) until someone holding the link claims them; the link's
 * token and the optional passcode are kept only as hashes. Every change of state is a row of
 * present_history. The notification kinds grow by the sender's gift notices.
 */
export const presentsSchema: Migration = {
  id: '0018_presents',
  sql: `
CREATE TABLE presents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The sender's list pages by this, newest first.
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  sender_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  gift_id text NOT NULL REFERENCES gifts (id),
  market text NOT NULL REFERENCES markets (code),
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 5),
  design text NOT NULL CHECK (design IN ('birthday', 'thanks', 'congrats', 'lunar-new-year',
    'hari-raya', 'diwali', 'songkran', 'chuseok', 'christmas')),
  message text NOT NULL CHECK (char_length(message) <= 200),
  sender_name text NOT NULL CHECK (char_length(sender_name) BETWEEN 1 AND 50),
  -- SHA-256 of the link's token, hex: the token itself is handed out once and never stored.
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  -- SHA-256 of the token and the passcode: a leaked table does not give the 4 digits away.
  passcode_hash text CHECK (passcode_hash ~ '^[0-9a-f]{64}$'),
  wrong_passcodes integer NOT NULL DEFAULT 0 CHECK (wrong_passcodes BETWEEN 0 AND 5),
  locked boolean NOT NULL DEFAULT false,
  state text NOT NULL DEFAULT 'sent'
    CHECK (state IN ('sent', 'opened', 'claimed', 'declined', 'cancelled', 'returned')),
  claim_until timestamptz NOT NULL,
  recipient_id uuid REFERENCES accounts (id) ON DELETE SET NULL,
  exchange_id uuid NOT NULL UNIQUE REFERENCES exchanges (id) ON DELETE CASCADE,
  -- The reversal that gave the points back (declined, cancelled, returned).
  refund_entry_id uuid UNIQUE REFERENCES ledger_entries (id),
  note text CHECK (char_length(note) <= 200),
  created_at timestamptz NOT NULL,
  CHECK (claim_until > created_at),
  CHECK (passcode_hash IS NOT NULL OR (wrong_passcodes = 0 AND NOT locked)),
  CHECK (locked = (wrong_passcodes >= 5)),
  CHECK (recipient_id IS NULL OR state = 'claimed'),
  CHECK (recipient_id IS NULL OR recipient_id <> sender_id),
  CHECK ((state IN ('declined', 'cancelled', 'returned')) = (refund_entry_id IS NOT NULL)),
  CHECK (note IS NULL OR state = 'declined')
);

CREATE INDEX presents_sender_idx ON presents (sender_id, seq);
-- The sweeper's search, and the sender's count of gifts still waiting.
CREATE INDEX presents_waiting_idx ON presents (claim_until) WHERE state IN ('sent', 'opened');

CREATE TABLE present_history (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  present_id uuid NOT NULL REFERENCES presents (id) ON DELETE CASCADE,
  from_state text CHECK (from_state IN ('sent', 'opened')),
  to_state text NOT NULL
    CHECK (to_state IN ('sent', 'opened', 'claimed', 'declined', 'cancelled', 'returned')),
  at timestamptz NOT NULL,
  CHECK ((from_state IS NULL) = (to_state = 'sent'))
);

CREATE INDEX present_history_present_idx ON present_history (present_id, seq);

-- A voucher held for a present: in no owner's list, and no owner may use or share it.
ALTER TABLE vouchers ADD COLUMN held boolean NOT NULL DEFAULT false;

ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check,
  ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('box_received', 'points_expiring',
    'voucher_issued', 'voucher_expiring', 'present_opened', 'present_claimed', 'present_declined',
    'present_returned', 'present_locked'));
`,
};
