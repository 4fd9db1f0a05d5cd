/**
 * Single-use, short-lived links sent by e-mail: address verification and password reset. The token
 * is 256 random bits; only its SHA-256 is stored, and using it marks it used in the same statement.
 */
import { createHash, randomBytes } from 'node:crypto';

import type { Queryable } from '@kado/db';

export type LinkPurpose = 'verify-email' | 'reset-password';

export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  'verify-email': 24 * 60 * 60_000,
  'reset-password': 30 * 60_000,
};

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');
/** Tokens are 43 base64url characters; anything else is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A used link: its account, and the sign-up it was sent from when it was sent from one. */
export interface UsedLink {
  readonly accountId: string;
  readonly interactionUid?: string;
}

export interface EmailLinks {
  /**
   * A new token for the account; the link carries it, the database only its digest. A verification
   * link sent from a sign-up remembers that sign-up's interaction.
   */
  issue(accountId: string, purpose: LinkPurpose, interactionUid?: string): Promise<string>;
  /** The account a still-valid token belongs to, without using it up. */
  peek(token: string, purpose: LinkPurpose): Promise<string | undefined>;
  /** Uses the token up: the link, once; undefined if used, expired or unknown. */
  consume(token: string, purpose: LinkPurpose): Promise<UsedLink | undefined>;
  /**
   * The account of a used verification link sent from this interaction, once: the sign-up's browser
   * is then signed in. Undefined for another interaction, an unused link, or a second time.
   */
  claimSignIn(token: string, interactionUid: string): Promise<string | undefined>;
}

export function createEmailLinks(db: Queryable, now: () => number = Date.now): EmailLinks {
  const at = () => new Date(now()).toISOString();
  return {
    async issue(accountId, purpose, interactionUid) {
      const token = randomBytes(32).toString('base64url');
      await db.query(
        `INSERT INTO idp_email_tokens (token_hash, account_id, purpose, expires_at, interaction_uid)
         VALUES ($1, $2, $3, $4::timestamptz, $5)`,
        [
          digest(token),
          accountId,
          purpose,
          new Date(now() + LINK_LIFETIME_MS[purpose]).toISOString(),
          interactionUid ?? null,
        ],
      );
      return token;
    },
    async peek(token, purpose) {
      if (!TOKEN_PATTERN.test(token)) return undefined;
      const [row] = await db.query<{ account_id: string }>(
        `SELECT account_id FROM idp_email_tokens
         WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3::timestamptz`,
        [digest(token), purpose, at()],
      );
      return row?.account_id;
    },
    async consume(token, purpose) {
      if (!TOKEN_PATTERN.test(token)) return undefined;
      const [row] = await db.query<{ account_id: string; interaction_uid: string | null }>(
        `UPDATE idp_email_tokens SET used_at = $3::timestamptz
         WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3::timestamptz
         RETURNING account_id, interaction_uid`,
        [digest(token), purpose, at()],
      );
      if (!row) return undefined;
      return row.interaction_uid === null
        ? { accountId: row.account_id }
        : { accountId: row.account_id, interactionUid: row.interaction_uid };
    },
    async claimSignIn(token, interactionUid) {
      if (!TOKEN_PATTERN.test(token)) return undefined;
      const [row] = await db.query<{ account_id: string }>(
        `UPDATE idp_email_tokens SET interaction_uid = NULL
         WHERE token_hash = $1 AND purpose = 'verify-email' AND used_at IS NOT NULL
           AND interaction_uid = $2
         RETURNING account_id`,
        [digest(token), interactionUid],
      );
      return row?.account_id;
    },
  };
}
