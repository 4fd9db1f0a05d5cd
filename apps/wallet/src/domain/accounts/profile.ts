/** The profile the account holder edits, and deleting the account with everything it owns. */
import type { Queryable } from '@kado/db';
import type { Me, ProfileUpdate } from '@kado/shared/schemas';

import {
  ACCOUNT_COLUMNS,
  ensureAccount,
  toMe,
  type AccountRow,
  type Identity,
} from './accounts.js';

export async function updateProfile(
  db: Queryable,
  identity: Identity,
  update: ProfileUpdate,
): Promise<Me> {
  const account = await ensureAccount(db, identity);
  // A field left out keeps its value.
  const [row] = await db.query<AccountRow>(
    `UPDATE accounts
     SET display_name = COALESCE($2, display_name), locale = COALESCE($3, locale), updated_at = now()
     WHERE id = $1 RETURNING ${ACCOUNT_COLUMNS}`,
    [account.id, update.displayName ?? null, update.locale ?? null],
  );
  if (!row) throw new Error(`account ${account.id} vanished while being updated`);
  return toMe(row);
}

/** Deletes the subject's account; its lots, ledger and the rest go with it (ON DELETE CASCADE). */
export async function deleteAccount(db: Queryable, subject: string): Promise<void> {
  await db.query('DELETE FROM accounts WHERE subject = $1', [subject]);
}
