import type { Migration } from '@kado/db';

/**
 * The ledger core: the true append order of entries, which lots each debit drew on (so a refund
 * can give the points back), the link from a refund to the entry it reverses, and the masked box
 * code of a credited lot. Entries are append-only: the database refuses to edit one.
 */
export const ledgerSchema: Migration = {
  id: '0003_ledger',
  sql: `
-- Entries written in one transaction share created_at; seq keeps the order they were written in.
ALTER TABLE ledger_entries ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_seq_key UNIQUE (seq);
CREATE INDEX ledger_entries_account_seq_idx ON ledger_entries (account_id, seq);

-- A refund reverses exactly one entry, and an entry is reversed at most once.
ALTER TABLE ledger_entries ADD COLUMN refund_of uuid UNIQUE REFERENCES ledger_entries (id);
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_refund_link_check
  CHECK ((kind = 'refund') = (refund_of IS NOT NULL) AND (kind <> 'refund' OR lot_id IS NULL));

CREATE TABLE lot_consumptions (
  ledger_entry_id uuid NOT NULL REFERENCES ledger_entries (id) ON DELETE CASCADE,
  lot_id uuid NOT NULL REFERENCES point_lots (id) ON DELETE CASCADE,
  points integer NOT NULL CHECK (points > 0),
  PRIMARY KEY (ledger_entry_id, lot_id)
);

CREATE INDEX lot_consumptions_lot_idx ON lot_consumptions (lot_id);

ALTER TABLE point_lots ADD COLUMN masked_code text
  CHECK (masked_code ~ '^\\*{4}-\\*{4}-\\*{4}-[0-9A-Z]{4}$');

-- The sweeper's search: lots past their expiry that still hold points.
CREATE INDEX point_lots_unexpired_idx ON point_lots (expires_at) WHERE remaining > 0;

CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only';
END
$$;

CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
`,
};
