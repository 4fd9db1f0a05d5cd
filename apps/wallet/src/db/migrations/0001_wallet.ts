import type { Migration } from '@kado/db';

/**
 * The first wallet schema: accounts, the points ledger and the gift catalog. The rules of
 * PRODUCT.md §4 live here as constraints, so a bug cannot write an impossible state. The locale
 * and market lists are spelled out: a migration must not change when a constant does.
 */
export const walletSchema: Migration = {
  id: '0001_wallet',
  sql: `
CREATE TABLE markets (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z]{2}$'),
  calling_code text NOT NULL UNIQUE CHECK (calling_code ~ '^\\+[1-9][0-9]{0,3}$')
);

-- Reference data every deployment needs (catalogs and boxes are per market), not demo data.
INSERT INTO markets (code, calling_code) VALUES
  ('MY', '+60'), ('VN', '+84'), ('ID', '+62'), ('SG', '+65'), ('PH', '+63'),
  ('TH', '+66'), ('HK', '+852'), ('TW', '+886'), ('IN', '+91'), ('KR', '+82');

CREATE TABLE accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subject text NOT NULL UNIQUE CHECK (subject <> ''),
  display_name text,
  email text,
  locale text CHECK (locale IN ('en', 'ms', 'vi', 'id', 'fil', 'th', 'hk', 'tw', 'in', 'kr')),
  phone text CHECK (phone ~ '^\\+[1-9][0-9]{6,14}$'),
  phone_verified_at timestamptz,
  market text CHECK (market IN ('MY', 'VN', 'ID', 'SG', 'PH', 'TH', 'HK', 'TW', 'IN', 'KR')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (phone_verified_at IS NULL OR phone IS NOT NULL)
);

-- A phone verified by one account cannot be verified by another (PRODUCT.md §5).
CREATE UNIQUE INDEX accounts_verified_phone_key ON accounts (phone) WHERE phone_verified_at IS NOT NULL;

CREATE TABLE point_lots (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  amount integer NOT NULL CHECK (amount > 0 AND amount <= 10000000),
  remaining integer NOT NULL CHECK (remaining >= 0 AND remaining <= amount),
  source text NOT NULL CHECK (source IN ('charge', 'merge', 'grant', 'refund')),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX point_lots_account_expiry_idx ON point_lots (account_id, expires_at);

CREATE TABLE ledger_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('charge', 'merge', 'grant', 'exchange', 'refund', 'expire')),
  points integer NOT NULL,
  balance_before integer NOT NULL CHECK (balance_before BETWEEN 0 AND 10000000),
  balance_after integer NOT NULL CHECK (balance_after BETWEEN 0 AND 10000000),
  reason text NOT NULL CHECK (reason <> ''),
  lot_id uuid REFERENCES point_lots (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Credits add, debits take away, and the running balance adds up.
  CHECK (
    (kind IN ('charge', 'merge', 'grant', 'refund') AND points > 0)
    OR (kind IN ('exchange', 'expire') AND points < 0)
  ),
  CHECK (balance_after = balance_before + points)
);

CREATE INDEX ledger_entries_account_created_idx ON ledger_entries (account_id, created_at);

CREATE TABLE categories (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]{1,64}$'),
  -- One name per locale code; English is the fallback, so it must be there.
  names jsonb NOT NULL CHECK (jsonb_typeof(names) = 'object' AND names ? 'en'),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE brands (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]{1,64}$'),
  name text NOT NULL CHECK (name <> ''),
  color text NOT NULL CHECK (color ~ '^#[0-9a-f]{6}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE gifts (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9_-]{1,64}$'),
  brand_id text NOT NULL REFERENCES brands (id),
  category_id text NOT NULL REFERENCES categories (id),
  market text NOT NULL REFERENCES markets (code),
  names jsonb NOT NULL CHECK (jsonb_typeof(names) = 'object' AND names ? 'en'),
  points integer NOT NULL CHECK (points > 0 AND points <= 10000000),
  image_path text NOT NULL CHECK (image_path ~ '^[a-z0-9/_.-]+$'),
  curated_rank integer NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Keyset pagination walks (curated_rank, id), overall and per market.
CREATE INDEX gifts_rank_idx ON gifts (curated_rank, id) WHERE active;
CREATE INDEX gifts_market_rank_idx ON gifts (market, curated_rank, id) WHERE active;
`,
};
