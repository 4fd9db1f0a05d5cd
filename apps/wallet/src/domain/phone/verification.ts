/**
 * Phone verification (PRODUCT.md §5): send a code to a number, then prove it. Limits are counted
 * in the database under row and advisory locks, so every wallet process sees the same counts.
 */
import type { Database, Queryable } from '@kado/db';
import { KadoError } from '@kado/shared';
import type { Me, PhoneOtp } from '@kado/shared/schemas';

import { ACCOUNT_COLUMNS, toMe, type AccountRow } from '../accounts/accounts.js';
import { codeMatches, hashCode, newCode } from './code.js';
import {
  OTP_LIFETIME_MS,
  OTP_MAX_WRONG_ATTEMPTS,
  OTP_RESEND_AFTER_MS,
  OTP_SENDS_PER_ACCOUNT,
  OTP_SENDS_PER_PHONE,
} from './limits.js';
import type { MobileNumber } from './phone-number.js';
import { notifyBoxesWaiting } from '../notifications/notifications.js';

export interface IssuedCode extends PhoneOtp {
  /** The code in clear, for the SMS only: it is never stored or logged. */
  readonly code: string;
}

const VERIFIED_PHONE_KEY = 'accounts_verified_phone_key';

/** Serialises work on one account and one number across connections and processes. */
async function lockAccountAndPhone(tx: Queryable, accountId: string, phone: string) {
  // Always the account first, then the number: one order, so two requests cannot deadlock.
  const [account] = await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [accountId]);
  if (!account) throw new KadoError('NOT_FOUND', 'The account no longer exists');
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('kado:phone:' || $1::text))`, [phone]);
}

async function assertNotVerifiedElsewhere(tx: Queryable, accountId: string, phone: string) {
  const [owner] = await tx.query(
    `SELECT 1 FROM accounts WHERE phone = $1 AND phone_verified_at IS NOT NULL AND id <> $2`,
    [phone, accountId],
  );
  if (owner) throw phoneInUse();
}

function phoneInUse(): KadoError {
  return new KadoError('PHONE_IN_USE', 'This phone number is verified by another account');
}

function rateLimited(retryAfterMs: number): KadoError {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new KadoError('RATE_LIMITED', 'Too many codes requested; try again later', {
    retryAfterSeconds,
  });
}

/**
 * When the next send may happen given earlier send times (oldest first), or null when it may
 * happen now: the resend delay after the number's last code, and both rolling windows.
 */
function sendAllowedAt(phoneSends: Date[], accountSends: Date[]): number | null {
  const waits: number[] = [];
  const lastToPhone = phoneSends.at(-1);
  if (lastToPhone) waits.push(lastToPhone.getTime() + OTP_RESEND_AFTER_MS);
  const windows = [
    [phoneSends, OTP_SENDS_PER_PHONE],
    [accountSends, OTP_SENDS_PER_ACCOUNT],
  ] as const;
  for (const [sends, { limit, windowMs }] of windows) {
    // With `limit` sends inside the window, the next is allowed once the oldest of them leaves it.
    const oldestCounted = sends.at(-limit);
    if (sends.length >= limit && oldestCounted) waits.push(oldestCounted.getTime() + windowMs);
  }
  return waits.length > 0 ? Math.max(...waits) : null;
}

/** Issues a code for `number` to the account, or throws RATE_LIMITED / PHONE_IN_USE. */
export async function issueCode(
  db: Database,
  accountId: string,
  number: MobileNumber,
  now: Date,
): Promise<IssuedCode> {
  const phone = number.e164;
  return db.transaction(async (tx) => {
    await lockAccountAndPhone(tx, accountId, phone);
    await assertNotVerifiedElsewhere(tx, accountId, phone);

    const since = (windowMs: number) => new Date(now.getTime() - windowMs).toISOString();
    const times = (rows: { sent_at: Date }[]) => rows.map((row) => row.sent_at);
    const phoneSends = times(
      await tx.query<{ sent_at: Date }>(
        `SELECT sent_at FROM phone_otps WHERE phone = $1 AND sent_at > $2 ORDER BY sent_at`,
        [phone, since(OTP_SENDS_PER_PHONE.windowMs)],
      ),
    );
    const accountSends = times(
      await tx.query<{ sent_at: Date }>(
        `SELECT sent_at FROM phone_otps WHERE account_id = $1 AND sent_at > $2 ORDER BY sent_at`,
        [accountId, since(OTP_SENDS_PER_ACCOUNT.windowMs)],
      ),
    );
    const allowedAt = sendAllowedAt(phoneSends, accountSends);
    if (allowedAt !== null && allowedAt > now.getTime()) {
      throw rateLimited(allowedAt - now.getTime());
    }

    // Nothing older than the longest window counts any more.
    await tx.query('DELETE FROM phone_otps WHERE sent_at <= $1', [
      since(OTP_SENDS_PER_ACCOUNT.windowMs),
    ]);
    await tx.query(
      `UPDATE phone_otps SET state = 'superseded'
       WHERE account_id = $1 AND phone = $2 AND state = 'pending'`,
      [accountId, phone],
    );
    const code = newCode();
    const stored = hashCode(phone, code);
    const expiresAt = new Date(now.getTime() + OTP_LIFETIME_MS);
    await tx.query(
      `INSERT INTO phone_otps (account_id, phone, salt, code_hash, sent_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [accountId, phone, stored.salt, stored.hash, now.toISOString(), expiresAt.toISOString()],
    );
    return {
      phone,
      code,
      expiresAt: expiresAt.toISOString(),
      resendAfter: new Date(now.getTime() + OTP_RESEND_AFTER_MS).toISOString(),
    };
  });
}

interface CodeRow {
  id: string;
  salt: string;
  code_hash: string;
  wrong_attempts: number;
  state: 'pending' | 'verified' | 'superseded' | 'exhausted';
  expires_at: Date;
}

/** A verification's outcome; failures are returned, not thrown, so a wrong try is committed. */
type Outcome = { readonly me: Me } | { readonly error: KadoError };

async function tryCode(
  tx: Queryable,
  accountId: string,
  number: MobileNumber,
  code: string,
  now: Date,
): Promise<Outcome> {
  const phone = number.e164;
  await lockAccountAndPhone(tx, accountId, phone);
  const [latest] = await tx.query<CodeRow>(
    `SELECT id, salt, code_hash, wrong_attempts, state, expires_at FROM phone_otps
     WHERE account_id = $1 AND phone = $2 ORDER BY sent_at DESC LIMIT 1`,
    [accountId, phone],
  );
  if (latest?.state !== 'pending' && latest?.state !== 'exhausted') {
    return { error: new KadoError('OTP_INVALID', 'No code is waiting for this number') };
  }
  if (latest.state === 'exhausted') return { error: tooManyAttempts() };
  if (latest.expires_at.getTime() <= now.getTime()) {
    return { error: new KadoError('OTP_EXPIRED', 'The code has expired; ask for a new one') };
  }
  if (!codeMatches({ salt: latest.salt, hash: latest.code_hash }, phone, code)) {
    const wrongAttempts = latest.wrong_attempts + 1;
    await tx.query(
      `UPDATE phone_otps SET wrong_attempts = $2,
         state = CASE WHEN $2 >= ${OTP_MAX_WRONG_ATTEMPTS} THEN 'exhausted' ELSE state END
       WHERE id = $1`,
      [latest.id, wrongAttempts],
    );
    const attemptsLeft = OTP_MAX_WRONG_ATTEMPTS - wrongAttempts;
    if (attemptsLeft === 0) return { error: tooManyAttempts() };
    return {
      error: new KadoError('OTP_INVALID', 'The code is not correct', { attemptsLeft }),
    };
  }

  await assertNotVerifiedElsewhere(tx, accountId, phone);
  await tx.query(`UPDATE phone_otps SET state = 'verified' WHERE id = $1`, [latest.id]);
  const [account] = await tx.query<AccountRow>(
    `UPDATE accounts SET phone = $2, phone_verified_at = $3, market = $4, updated_at = $3
     WHERE id = $1 RETURNING ${ACCOUNT_COLUMNS}`,
    [accountId, phone, now.toISOString(), number.market],
  );
  if (!account) throw new KadoError('NOT_FOUND', 'The account no longer exists');
  // Boxes sent to this number before it was verified are news to its new owner.
  await notifyBoxesWaiting(tx, phone, now);
  return { me: toMe(account) };
}

function tooManyAttempts(): KadoError {
  return new KadoError(
    'OTP_TOO_MANY_ATTEMPTS',
    'Too many wrong codes; this code no longer works, ask for a new one',
  );
}

function isVerifiedPhoneConflict(error: unknown): boolean {
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === VERIFIED_PHONE_KEY;
}

/**
 * Checks `code` for `number` and, when right, makes it the account's verified phone and sets the
 * market, in one transaction. The old verified number stays until this succeeds.
 */
export async function verifyCode(
  db: Database,
  accountId: string,
  number: MobileNumber,
  code: string,
  now: Date,
): Promise<Me> {
  let outcome: Outcome;
  try {
    outcome = await db.transaction((tx) => tryCode(tx, accountId, number, code, now));
  } catch (error) {
    // Another account verified the number between our check and our write: the index decides.
    if (isVerifiedPhoneConflict(error)) throw phoneInUse();
    throw error;
  }
  if ('error' in outcome) throw outcome.error;
  return outcome.me;
}
