/**
 * Idempotent requests (PRODUCT.md §4): the first answer to an account's `Idempotency-Key` is kept
 * for 24 hours and given again to a replay of the same request; the same key with another request
 * is a conflict. The key is claimed first, in the transaction that has the request's effect and
 * under the account's lock: a concurrent request with the same key waits and then replays the
 * committed answer, and an effect that rolls back releases the key with it.
 */
import { createHash } from 'node:crypto';

import type { Database, Queryable, Row, Statement, Transaction } from '@kado/db';
import { KadoError } from '@kado/shared';

import { accountTurn, ensureAccount, type Identity } from '../accounts/accounts.js';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

/** What a request answered: replays get exactly this again. */
export interface Answer {
  readonly status: number;
  readonly body: unknown;
  /**
   * Fields of the body that only the first answer carries and that are never kept (a gift link's
   * token, PRODUCT.md §10): a replay answers with `body` alone.
   */
  readonly fresh?: Readonly<Record<string, unknown>>;
}

/** The answer as the client gets it the first time: the body with its fresh fields. */
function firstAnswer(answer: Answer): Answer {
  const { fresh, ...kept } = answer;
  return fresh ? { ...kept, body: { ...(kept.body as object), ...fresh } } : kept;
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

/** An operator's request (grants, boxes, stock, refunds): keys belong to the operator client. */
export type OperatorIdempotentRequest = Omit<IdempotentRequest, 'accountId'> & {
  readonly clientId: string;
};

/** Whose keys a request's key is among, and where they are kept. */
interface KeyOwner {
  readonly table: 'idempotency_keys' | 'operator_idempotency_keys';
  readonly column: 'account_id' | 'client_id';
  readonly id: string;
  /**
   * Taken before the key, in the same statement: a CTE named `owner` that locks the row every
   * writer of this owner locks first (`$1` is the owner's id), if any.
   */
  readonly lock?: string;
}

const expiredBefore = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_TTL_MS);

/** Forgets the keys older than 24 hours (a replay would no longer see them anyway). */
export async function deleteExpiredKeys(db: Queryable, now: Date = new Date()): Promise<number> {
  let count = 0;
  for (const table of ['idempotency_keys', 'operator_idempotency_keys']) {
    const deleted = await db.query(`DELETE FROM ${table} WHERE created_at <= $1 RETURNING key`, [
      expiredBefore(now).toISOString(),
    ]);
    count += deleted.length;
  }
  return count;
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
export function runIdempotent(
  db: Database,
  request: IdempotentRequest,
  effect: (tx: Queryable) => Promise<Answer>,
): Promise<Answer & { replayed: boolean }> {
  return runOnce(db, accountOwner(request.accountId), request, effect);
}

/**
 * The account's key owner, by id. The account first, as every writer of it locks it first: the
 * key's foreign key would otherwise take a share lock on the account that two requests then both
 * try to upgrade.
 */
function accountOwner(accountId: string): KeyOwner {
  return {
    table: 'idempotency_keys',
    column: 'account_id',
    id: accountId,
    lock: 'owner AS (SELECT id FROM accounts WHERE id = $1 FOR UPDATE)',
  };
}

/** A user's request, known by the identity its access token names rather than by account id. */
export type CallerIdempotentRequest = Omit<IdempotentRequest, 'accountId'> & {
  readonly identity: Identity;
};

/**
 * runIdempotent for the account of `identity`, found (and locked) by its subject in the statement
 * that claims the key: no round trip of its own, and nothing remembered between requests, so a
 * deleted account is never used again. An identity seen for the first time gets its account
 * (ensureAccount) in the same transaction. `effect` receives the account's id.
 *
 * With a key, the claim goes to the database with the transaction's BEGIN, and so does `read`,
 * the effect's first statement, if given: one round trip for all three. `read` runs as its own
 * statement after the claim's lock is held, so it sees whatever that lock waited for; it may lock
 * the account again (by its subject) and what hangs off it. Its rows reach the effect when that
 * claim ran the effect; otherwise (a replay, a new account) the effect gets none and reads itself.
 */
export function runCallerIdempotent(
  db: Database,
  request: CallerIdempotentRequest,
  effect: (tx: Transaction, accountId: string, read?: Row[]) => Promise<Answer>,
  read?: Statement,
): Promise<Answer & { replayed: boolean }> {
  // One at a time per account in this process: a burst on one account waits for its turn without
  // holding a connection, instead of queueing on the row lock inside PostgreSQL.
  return db.inTurn(accountTurn(request.identity.subject), () =>
    runCallerIdempotentNow(db, request, effect, read),
  );
}

async function runCallerIdempotentNow(
  db: Database,
  request: CallerIdempotentRequest,
  effect: (tx: Transaction, accountId: string, read?: Row[]) => Promise<Answer>,
  read?: Statement,
): Promise<Answer & { replayed: boolean }> {
  const { identity, key } = request;
  if (key === undefined) {
    const account = await ensureAccount(db, identity);
    return {
      ...firstAnswer(await db.transaction((tx) => effect(tx, account.id))),
      replayed: false,
    };
  }
  const now = request.now ?? new Date();
  const print = fingerprint(request.operation, request.payload);
  const claim: Statement = {
    sql: `WITH owner AS (SELECT id FROM accounts WHERE subject = $1 FOR UPDATE)
          INSERT INTO idempotency_keys (account_id, key, fingerprint, created_at)
          SELECT id, $2::text, $3::text, $4::timestamptz FROM owner
          ON CONFLICT (account_id, key) DO UPDATE
            SET fingerprint = EXCLUDED.fingerprint, status = NULL, body = NULL,
                created_at = EXCLUDED.created_at
            WHERE idempotency_keys.created_at <= $5::timestamptz
          RETURNING account_id`,
    params: [identity.subject, key, print, now.toISOString(), expiredBefore(now).toISOString()],
  };
  return db.transaction(
    async (tx, [claimedRows, readRows]) => {
      const claimed = claimedRows?.[0] as { account_id: string } | undefined;
      if (claimed) {
        const accountId = claimed.account_id;
        return answerClaimed(tx, accountOwner(accountId), key, (inner) =>
          effect(inner, accountId, readRows),
        );
      }
      // The key is taken, or there is no account yet: the account's own path settles which.
      const account = await ensureAccount(tx, identity);
      return claimOrReplay(tx, accountOwner(account.id), key, print, now, (inner) =>
        effect(inner, account.id),
      );
    },
    read ? [claim, read] : [claim],
  );
}

/** The same for an operator client's request: at most once per client and key. */
export function runOperatorIdempotent(
  db: Database,
  request: OperatorIdempotentRequest,
  effect: (tx: Queryable) => Promise<Answer>,
): Promise<Answer & { replayed: boolean }> {
  const owner: KeyOwner = {
    table: 'operator_idempotency_keys',
    column: 'client_id',
    id: request.clientId,
  };
  return runOnce(db, owner, request, effect);
}

async function runOnce(
  db: Database,
  owner: KeyOwner,
  request: Omit<IdempotentRequest, 'accountId'>,
  effect: (tx: Queryable) => Promise<Answer>,
): Promise<Answer & { replayed: boolean }> {
  const { key } = request;
  if (key === undefined) return { ...firstAnswer(await db.transaction(effect)), replayed: false };
  const now = request.now ?? new Date();
  const print = fingerprint(request.operation, request.payload);
  return db.transaction((tx) => claimOrReplay(tx, owner, key, print, now, effect));
}

async function claimOrReplay(
  tx: Transaction,
  owner: KeyOwner,
  key: string,
  print: string,
  now: Date,
  effect: (tx: Transaction) => Promise<Answer>,
): Promise<Answer & { replayed: boolean }> {
  const { table, column } = owner;
  // Claims the key, or reclaims one older than 24 hours as if it were new. A concurrent request
  // with the same key waits here for the first to commit, then replays its answer. The owner's
  // row is locked first: the INSERT takes its values from the locked row.
  const claimed = await tx.query(
    `${owner.lock ? `WITH ${owner.lock} ` : ''}INSERT INTO ${table} (${column}, key, fingerprint, created_at)
     ${owner.lock ? 'SELECT id, $2::text, $3::text, $4::timestamptz FROM owner' : 'VALUES ($1, $2, $3, $4)'}
     ON CONFLICT (${column}, key) DO UPDATE
       SET fingerprint = EXCLUDED.fingerprint, status = NULL, body = NULL,
           created_at = EXCLUDED.created_at
       WHERE ${table}.created_at <= $5
     RETURNING key`,
    [owner.id, key, print, now.toISOString(), expiredBefore(now).toISOString()],
  );
  if (claimed.length > 0) return answerClaimed(tx, owner, key, effect);
  const [first] = await tx.query<{ fingerprint: string; status: number; body: unknown }>(
    `SELECT fingerprint, status, body FROM ${table} WHERE ${column} = $1 AND key = $2`,
    [owner.id, key],
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

/**
 * Runs the effect of a request whose key this transaction has claimed, and keeps its answer: the
 * transaction's last statement, sent with its COMMIT, so the effect's locks go one round trip
 * sooner.
 */
async function answerClaimed(
  tx: Transaction,
  owner: KeyOwner,
  key: string,
  effect: (tx: Transaction) => Promise<Answer>,
): Promise<Answer & { replayed: boolean }> {
  const { table, column } = owner;
  const answer = await effect(tx);
  tx.queryAtCommit(
    `UPDATE ${table} SET status = $3, body = $4::jsonb WHERE ${column} = $1 AND key = $2`,
    [owner.id, key, answer.status, JSON.stringify(answer.body)],
  );
  return { ...firstAnswer(answer), replayed: false };
}
