/**
 * Accounts of the embedded IdP: lookup, sign-up, password sign-in and the demo seed. Wrong
 * passwords lock nothing here: a lock would let anyone who knows an e-mail shut its owner out.
 * Guessing is slowed down before the password is checked instead (rate-limits.ts).
 */
import { randomBytes, randomUUID } from 'node:crypto';

import type { Queryable } from '@kado/db';
import { DEMO_ACCOUNT, type LocaleCode } from '@kado/shared';

import { hashPassword, verifyPassword } from './password.js';
import type { SignUpInput } from './validation.js';

export interface Account {
  readonly id: string;
  readonly email: string;
  readonly emailVerified: boolean;
  readonly name: string;
  readonly locale: LocaleCode;
}

interface AccountRow {
  id: string;
  email: string;
  email_verified: boolean;
  name: string;
  locale: LocaleCode;
  password_hash: string;
}

const toAccount = (row: AccountRow): Account => ({
  id: row.id,
  email: row.email,
  emailVerified: row.email_verified,
  name: row.name,
  locale: row.locale,
});

const COLUMNS = 'id, email, email_verified, name, locale, password_hash';

export interface AccountStore {
  findById(id: string): Promise<Account | undefined>;
  /** The account for this email and password, or undefined — the same way for every failure. */
  authenticate(email: string, password: string): Promise<Account | undefined>;
  /** A new account, or 'email-taken' when the email (case-insensitively) already has one. */
  create(input: SignUpInput & { locale: LocaleCode }): Promise<Account | 'email-taken'>;
  /** The account of this e-mail (case-insensitively), if any. */
  findByEmail(email: string): Promise<Account | undefined>;
  markEmailVerified(id: string): Promise<void>;
  /**
   * The language the person last chose in Kado, which the account's e-mails follow; true when it
   * changed (the row is written only then).
   */
  setLocale(id: string, locale: LocaleCode): Promise<boolean>;
  /**
   * A new password after a reset: counts the address as verified (the link reached it), and in the same statement ends every session, grant and token of the account and
   * spends its other reset links.
   */
  resetPassword(id: string, password: string): Promise<void>;
  /** Creates the demo account of the embedded default unless it exists. */
  seedDemo(): Promise<void>;
  /**
   * Deletes the account with everything the provider keeps for it (sessions, grants, tokens), in
   * one statement; false when there was no such account.
   */
  delete(id: string): Promise<boolean>;
}

export function createAccountStore(db: Queryable): AccountStore {
  // Unknown emails still pay for one verification, so the time taken does not tell an attacker
  // which emails exist. Created lazily: hashing costs ~50 ms at start-up otherwise.
  let decoyHash: Promise<string> | undefined;
  const spendVerificationTime = async (password: string) => {
    decoyHash ??= hashPassword(randomBytes(32).toString('base64url'));
    await verifyPassword(await decoyHash, password);
  };

  const insert = async (
    id: string,
    input: SignUpInput & { locale: LocaleCode; emailVerified: boolean },
  ) => {
    const passwordHash = await hashPassword(input.password);
    const [row] = await db.query<AccountRow>(
      `INSERT INTO idp_accounts (id, email, email_verified, name, locale, password_hash)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT DO NOTHING
       RETURNING ${COLUMNS}`,
      [id, input.email, input.emailVerified, input.name, input.locale, passwordHash],
    );
    return row;
  };

  return {
    async findById(id) {
      const [row] = await db.query<AccountRow>(
        `SELECT ${COLUMNS} FROM idp_accounts WHERE id = $1`,
        [id],
      );
      return row && toAccount(row);
    },

    async authenticate(email, password) {
      const [row] = await db.query<AccountRow>(
        `SELECT ${COLUMNS} FROM idp_accounts WHERE lower(email) = lower($1)`,
        [email.trim()],
      );
      if (!row) {
        await spendVerificationTime(password);
        return undefined;
      }
      return (await verifyPassword(row.password_hash, password)) ? toAccount(row) : undefined;
    },

    async create(input) {
      const row = await insert(randomUUID(), { ...input, emailVerified: false });
      return row ? toAccount(row) : 'email-taken';
    },

    async findByEmail(email) {
      const [row] = await db.query<AccountRow>(
        `SELECT ${COLUMNS} FROM idp_accounts WHERE lower(email) = lower($1)`,
        [email.trim()],
      );
      return row && toAccount(row);
    },

    async markEmailVerified(id) {
      await db.query(
        'UPDATE idp_accounts SET email_verified = true WHERE id = $1 AND NOT email_verified',
        [id],
      );
    },

    async setLocale(id, locale) {
      const changed = await db.query(
        'UPDATE idp_accounts SET locale = $2 WHERE id = $1 AND locale <> $2 RETURNING id',
        [id, locale],
      );
      return changed.length > 0;
    },

    async resetPassword(id, password) {
      const passwordHash = await hashPassword(password);
      await db.query(
        `WITH revoked AS (DELETE FROM idp_oidc_payloads WHERE payload ->> 'accountId' = $1),
              spent AS (
                UPDATE idp_email_tokens SET used_at = now()
                WHERE account_id = $1 AND purpose = 'reset-password' AND used_at IS NULL
              )
         UPDATE idp_accounts SET password_hash = $2, email_verified = true
         WHERE id = $1`,
        [id, passwordHash],
      );
    },

    async delete(id) {
      const deleted = await db.query(
        `WITH provider_rows AS (DELETE FROM idp_oidc_payloads WHERE payload ->> 'accountId' = $1)
         DELETE FROM idp_accounts WHERE id = $1 RETURNING id`,
        [id],
      );
      return deleted.length > 0;
    },

    async seedDemo() {
      if (await this.findById(DEMO_ACCOUNT.subject)) return;
      await insert(DEMO_ACCOUNT.subject, {
        email: DEMO_ACCOUNT.email,
        name: DEMO_ACCOUNT.name,
        password: DEMO_ACCOUNT.password,
        locale: 'en',
        emailVerified: true,
      });
    },
  };
}
