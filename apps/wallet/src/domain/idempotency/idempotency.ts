/**
 * Idempotent requests (PRODUCT.md §4): the first answer to an account's `Idempotency-Key` is kept
 * for 24 hours and given again to a replay of the same request; the same key with another request
 * is a conflict. The key is claimed first, in the transaction that has the request's effect and
 * under the account's lock: a concurrent request with the same key waits and then replays the
 * committed answer, and an effect that rolls back releases the key with it.
 */
import { createHash } from 'node:crypto';

import type { Database, Queryable } from '@kado/db';
import { KadoError } from '@kado/shared';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

/** What a request answered: replays get exactly this again. */
export interface Answer {
  readonly status: number;
  readonly body: unknown;
}

/**
 * A rule a request broke, returned rather than thrown: the transaction still commits what the
 * refusal itself records (an idempotency key, a failed attempt), and a replay answers the same.
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: KadoError };

export const refuse = (error: KadoError): { ok: false; error: KadoError } => ({ ok: false, error });

export interface IdempotentRequest {
  readonly accountId: string;
  /** The client's key, or undefined for a request that is not to be deduplicated. */
  readonly key: string | undefined;
  /** The operation and its payload: a replay must match both. */
  readonly operation: string;
  readonly payload: unknown;
  readonly now?: Date;
}

const expiredBefore = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_TTL_MS);

/** Forgets the keys older than 24 hours (a replay would no longer see them anyway). */
export async function deleteExpiredKeys(db: Queryable, now: Date = new Date()): Promise<number> {
  const deleted = await db.query(
    'DELETE FROM idempotency_keys WHERE created_at <= $1 RETURNING key',
    [expiredBefore(now).toISOString()],
  );
  return deleted.length;
}

/** JSON with object keys sorted, so one payload always has one fingerprint. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function fingerprint(operation: string, payload: unknown): string {
  return createHash('sha256')
    .update(`${operation}\n${canonicalJson(payload)}`)
    .digest('hex');
}

/**
 * Runs `effect` in a transaction at most once per account and key, and answers with its answer,
 * `replayed` when it is the stored answer of an earlier request.
 */
export async function runIdempotent(
  db: Database,
  request: IdempotentRequest,
  effect: (tx: Queryable) => Promise<Answer>,
): Promise<Answer & { replayed: boolean }> {
  const { accountId, key } = request;
  if (key === undefined) return { ...(await db.transaction(effect)), replayed: false };
  const now = request.now ?? new Date();
  const print = fingerprint(request.operation, request.payload);
  return db.transaction(async (tx) => {
    // The account first, as every writer of it locks it first: the key's foreign key would
    // otherwise take a share lock on the account that two requests then both try to upgrade.
    await tx.query('SELECT 1 FROM accounts WHERE id = $1 FOR UPDATE', [accountId]);
    // Claims the key, or reclaims one older than 24 hours as if it were new.
    const claimed = await tx.query(
      `INSERT INTO idempotency_keys (account_id, key, fingerprint, created_at)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (account_id, key) DO UPDATE
         SET fingerprint = EXCLUDED.fingerprint, status = NULL, body = NULL,
             created_at = EXCLUDED.created_at
         WHERE idempotency_keys.created_at <= $5
       RETURNING key`,
      [accountId, key, print, now.toISOString(), expiredBefore(now).toISOString()],
    );
    if (claimed.length === 0) {
      const [first] = await tx.query<{ fingerprint: string; status: number; body: unknown }>(
        'SELECT fingerprint, status, body FROM idempotency_keys WHERE account_id = $1 AND key = $2',
        [accountId, key],
      );
      if (!first) throw new Error('an idempotency key vanished while being read');
      if (first.fingerprint !== print) {
        throw new KadoError(
          'IDEMPOTENCY_CONFLICT',
          'This Idempotency-Key was used for another request',
        );
      }
      return { status: first.status, body: first.body, replayed: true };
    }
    const answer = await effect(tx);
    await tx.query(
      'UPDATE idempotency_keys SET status = $3, body = $4::jsonb WHERE account_id = $1 AND key = $2',
      [accountId, key, answer.status, JSON.stringify(answer.body)],
    );
    return { ...answer, replayed: false };
  });
}
