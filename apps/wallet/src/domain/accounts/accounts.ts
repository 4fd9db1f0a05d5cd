/** Wallet accounts: one per identity-provider subject, created the first time it is seen. */
import type { Queryable } from '@kado/db';
import type { Me } from '@kado/shared/schemas';

export interface Identity {
  readonly subject: string;
  readonly name: string | null;
  readonly email: string | null;
}

export interface AccountRow {
  id: string;
  display_name: string | null;
  email: string | null;
  locale: Me['locale'];
  phone: string | null;
  phone_verified_at: Date | null;
  market: Me['market'];
  created_at: Date;
}

export const ACCOUNT_COLUMNS =
  'id, display_name, email, locale, phone, phone_verified_at, market, created_at';

export function toMe(row: AccountRow): Me {
  return {
    id: row.id,
    displayName: row.display_name,
    email: row.email,
    locale: row.locale,
    phone: row.phone,
    phoneVerified: row.phone_verified_at !== null,
    market: row.market,
    createdAt: row.created_at.toISOString(),
  };
}

async function findBySubject(db: Queryable, subject: string): Promise<AccountRow | undefined> {
  const [row] = await db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE subject = $1`,
    [subject],
  );
  return row;
}

/**
 * The account of `identity`, created from its name and email the first time. Concurrent first
 * requests race on the unique subject: one INSERT wins, the others read the winner's row.
 */
/** The key of an account's writes in Database.inTurn: by subject, known before its id. */
export function accountTurn(subject: string): string {
  return `account:${subject}`;
}

export async function ensureAccount(db: Queryable, identity: Identity): Promise<Me> {
  const existing = await findBySubject(db, identity.subject);
  if (existing) return toMe(existing);
  const [created] = await db.query<AccountRow>(
    `INSERT INTO accounts (subject, display_name, email) VALUES ($1, $2, $3)
     ON CONFLICT (subject) DO NOTHING
     RETURNING ${ACCOUNT_COLUMNS}`,
    [identity.subject, identity.name, identity.email],
  );
  const account = created ?? (await findBySubject(db, identity.subject));
  if (!account) throw new Error(`account ${identity.subject} vanished while being created`);
  return toMe(account);
}
