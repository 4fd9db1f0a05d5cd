import type { Migration } from '@kado/db';

/**
 * Exchanges and the vouchers they issue (PRODUCT.md §4). An exchange is tied to the one ledger
 * entry that paid for it; its vouchers' status is derived from their dates (used, refunded,
 * expired, else active), so nothing has to run for a voucher to turn expired. A voucher can only
 * be marked used while it is live, and share links keep only a hash of their token.
 */
export const vouchersSchema: Migration = {
  id: '0007_vouchers',
  sql: `
-- How a gift's vouchers are scanned, and whether they carry a PIN.
ALTER TABLE gifts
  ADD COLUMN voucher_barcode text NOT NULL DEFAULT 'qr' CHECK (voucher_barcode IN ('qr', 'code128')),
  ADD COLUMN voucher_pin boolean NOT NULL DEFAULT false;

CREATE TABLE exchanges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  gift_id text NOT NULL REFERENCES gifts (id),
  market text NOT NULL REFERENCES markets (code),
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 5),
  unit_points integer NOT NULL CHECK (unit_points > 0 AND unit_points <= 10000000),
  points integer NOT NULL CHECK (points = unit_points * quantity),
  ledger_entry_id uuid NOT NULL UNIQUE REFERENCES ledger_entries (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX exchanges_account_idx ON exchanges (account_id, created_at);

CREATE TABLE vouchers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The owner's list pages by this, newest first.
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  exchange_id uuid NOT NULL REFERENCES exchanges (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  gift_id text NOT NULL REFERENCES gifts (id),
  -- Never logged.
  code text NOT NULL UNIQUE CHECK (code ~ '^[0-9]{16}$'),
  pin text CHECK (pin ~ '^[0-9]{6}$'),
  barcode text NOT NULL CHECK (barcode IN ('qr', 'code128')),
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  refunded_at timestamptz,
  CHECK (expires_at > issued_at),
  -- Used while it was live, and never both used and refunded.
  CHECK (used_at IS NULL OR (used_at >= issued_at AND used_at < expires_at)),
  CHECK (used_at IS NULL OR refunded_at IS NULL)
);

CREATE INDEX vouchers_account_idx ON vouchers (account_id, seq);
CREATE INDEX vouchers_exchange_idx ON vouchers (exchange_id);
-- The sweeper's voucher-expiring notices look for live vouchers by date.
CREATE INDEX vouchers_live_expiry_idx ON vouchers (expires_at)
  WHERE used_at IS NULL AND refunded_at IS NULL;

CREATE TABLE voucher_shares (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  voucher_id uuid NOT NULL REFERENCES vouchers (id) ON DELETE CASCADE,
  -- SHA-256 of the token, hex: a leaked table opens no voucher.
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  CHECK (revoked_at IS NULL OR revoked_at >= created_at)
);

CREATE INDEX voucher_shares_voucher_idx ON voucher_shares (voucher_id);
`,
};
