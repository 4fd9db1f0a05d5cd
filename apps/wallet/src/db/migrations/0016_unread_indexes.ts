import type { Migration } from '@kado/db';

/**
 * Two indexes no query reads, dropped so writers stop paying for them (issue 14, P2).
 *
 * - `ledger_entries_account_created_idx (account_id, created_at)`: every ledger read pages by
 *   `seq` (`ledger_entries_account_seq_idx`, which also serves the account's cascade), yet every
 *   debit and credit, each exchange's among them, inserted into it.
 * - `gifts_brand_idx (brand_id) WHERE active`: `gifts_brand_market_idx (brand_id, market) WHERE
 *   active` (0013) serves every brand filter, with or without a market.
 */
export const unreadIndexesSchema: Migration = {
  id: '0016_unread_indexes',
  sql: `
DROP INDEX ledger_entries_account_created_idx;
DROP INDEX gifts_brand_idx;
`,
};
