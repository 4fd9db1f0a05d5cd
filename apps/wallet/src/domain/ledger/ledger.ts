/**
 * The points ledger (PRODUCT.md §4). Every feature that moves points calls these inside its own
 * transaction. Each operation first locks the account row, so operations on one account run one
 * at a time, then locks the account's lots and expires any lot past its date: the balance an
 * entry records is always the spendable balance, and for every account the sum of entry points
 * equals the sum of lot remainders.
 */
import type { Queryable } from '@kado/db';
import { KadoError, MAX_BALANCE } from '@kado/shared';
import type { CreditSource } from '@kado/shared/schemas';

/** The reason code of the entries the ledger writes itself when a lot runs out of time. */
export const LOT_EXPIRED_REASON = 'lot_expired';

export interface CreditInput {
  readonly accountId: string;
  readonly points: number;
  readonly expiresAt: Date;
  /** Refunds are not credits of their own: they give points back to lots through `refund`. */
  readonly source: Exclude<CreditSource, 'refund'>;
  readonly reason: string;
  /** The box code as its owner may see it again, for charges and merges. */
  readonly maskedCode?: string;
  readonly now?: Date;
}

export interface DebitInput {
  readonly accountId: string;
  readonly points: number;
  readonly kind: 'exchange';
  readonly reason: string;
  readonly now?: Date;
}

export interface RefundInput {
  readonly ledgerEntryId: string;
  readonly reason: string;
  readonly now?: Date;
}

export interface Credited {
  readonly ledgerEntryId: string;
  readonly lotId: string;
  readonly balanceAfter: number;
}

export interface Debited {
  readonly ledgerEntryId: string;
  readonly balanceAfter: number;
  /** The lots drawn on, in the order they were drawn on. */
  readonly consumed: readonly { lotId: string; points: number }[];
}

export interface Refunded {
  readonly ledgerEntryId: string;
  readonly accountId: string;
  readonly points: number;
  /** After any returned points that had already expired expired again. */
  readonly balanceAfter: number;
}

function assertWholePoints(points: number): void {
  if (!Number.isSafeInteger(points) || points <= 0 || points > MAX_BALANCE) {
    throw new KadoError('VALIDATION_FAILED', 'Points must be a whole number from 1 to 10,000,000');
  }
}

async function insertEntry(
  tx: Queryable,
  entry: {
    accountId: string;
    kind: string;
    points: number;
    balanceBefore: number;
    reason: string;
    lotId?: string | null;
    refundOf?: string | null;
    now: Date;
  },
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO ledger_entries
       (account_id, kind, points, balance_before, balance_after, reason, lot_id, refund_of, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      entry.accountId,
      entry.kind,
      entry.points,
      entry.balanceBefore,
      entry.balanceBefore + entry.points,
      entry.reason,
      entry.lotId ?? null,
      entry.refundOf ?? null,
      entry.now.toISOString(),
    ],
  );
  if (!row) throw new Error('inserting a ledger entry returned no row');
  return row.id;
}

async function lockAccount(tx: Queryable, accountId: string): Promise<void> {
  const [account] = await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [accountId]);
  if (!account) throw new KadoError('NOT_FOUND', 'No such account');
}

/**
 * The SELECT that locks the account's lots holding points, in spending order (first-expiring,
 * then oldest); `account` is the parameter naming the account. A caller may run it inside its own
 * statement (as a CTE) when it holds, or takes first in that statement, the account lock.
 */
export function heldLotsSql(account: string): string {
  return `SELECT id, remaining, expires_at, created_at FROM point_lots
          WHERE account_id = ${account} AND remaining > 0
          ORDER BY expires_at, created_at, id
          FOR UPDATE`;
}

export interface HeldLot {
  id: string;
  remaining: number;
  expires_at: Date;
}

/**
 * Expires the locked lots that are past their date, each with its own `expire` entry. Returns the
 * live lots in spending order, the balance they add up to and how many lots expired. The caller
 * holds the account lock; `held` are the account's lots as heldLotsSql locked them, or undefined
 * to lock them now.
 */
async function settle(
  tx: Queryable,
  accountId: string,
  now: Date,
  held?: readonly HeldLot[],
): Promise<{ lots: HeldLot[]; balance: number; expired: number }> {
  const lots = held ?? (await tx.query<HeldLot>(heldLotsSql('$1'), [accountId]));
  let balance = lots.reduce((sum, lot) => sum + lot.remaining, 0);
  const live: HeldLot[] = [];
  for (const lot of lots) {
    if (lot.expires_at > now) {
      live.push(lot);
      continue;
    }
    await insertEntry(tx, {
      accountId,
      kind: 'expire',
      points: -lot.remaining,
      balanceBefore: balance,
      reason: LOT_EXPIRED_REASON,
      lotId: lot.id,
      now,
    });
    await tx.query('UPDATE point_lots SET remaining = 0 WHERE id = $1', [lot.id]);
    balance -= lot.remaining;
  }
  return { lots: live, balance, expired: lots.length - live.length };
}

/** Expires the account's overdue lots (the sweeper's work for an account): how many it expired. */
export async function expireOverdueLots(
  tx: Queryable,
  accountId: string,
  now: Date,
): Promise<number> {
  await lockAccount(tx, accountId);
  return (await settle(tx, accountId, now)).expired;
}

/** A new lot and its ledger entry. */
export async function credit(tx: Queryable, input: CreditInput): Promise<Credited> {
  const now = input.now ?? new Date();
  assertWholePoints(input.points);
  if (input.expiresAt <= now) {
    throw new KadoError('VALIDATION_FAILED', 'A credit must expire in the future');
  }
  await lockAccount(tx, input.accountId);
  const { balance } = await settle(tx, input.accountId, now);
  if (balance + input.points > MAX_BALANCE) {
    throw new KadoError('BALANCE_LIMIT_EXCEEDED', 'The balance would exceed 10,000,000 points', {
      balance,
      points: input.points,
    });
  }
  const [lot] = await tx.query<{ id: string }>(
    `INSERT INTO point_lots (account_id, amount, remaining, source, expires_at, masked_code, created_at)
     VALUES ($1, $2, $2, $3, $4, $5, $6) RETURNING id`,
    [
      input.accountId,
      input.points,
      input.source,
      input.expiresAt.toISOString(),
      input.maskedCode ?? null,
      now.toISOString(),
    ],
  );
  if (!lot) throw new Error('inserting a lot returned no row');
  const ledgerEntryId = await insertEntry(tx, {
    accountId: input.accountId,
    kind: input.source,
    points: input.points,
    balanceBefore: balance,
    reason: input.reason,
    lotId: lot.id,
    now,
  });
  return { ledgerEntryId, lotId: lot.id, balanceAfter: balance + input.points };
}

/** A debit checked against the balance, ready to be written by debitSql. */
export interface PlannedDebit {
  readonly accountId: string;
  readonly points: number;
  readonly kind: DebitInput['kind'];
  readonly reason: string;
  readonly now: Date;
  readonly balanceBefore: number;
  /** The lots to draw on, in the order they are drawn on. */
  readonly consumed: readonly { lotId: string; points: number }[];
}

/**
 * Settles the account's lots and decides which ones a debit of `input.points` draws on (those that
 * expire first; ties: the oldest), or refuses with INSUFFICIENT_POINTS. Writes only the expiry of
 * overdue lots. The caller holds the account lock and passes the lots heldLotsSql locked.
 */
export async function planDebit(
  tx: Queryable,
  input: DebitInput,
  held: readonly HeldLot[],
): Promise<PlannedDebit> {
  const now = input.now ?? new Date();
  assertWholePoints(input.points);
  const { lots, balance } = await settle(tx, input.accountId, now, held);
  if (balance < input.points) {
    throw new KadoError('INSUFFICIENT_POINTS', 'Not enough points', {
      balance,
      points: input.points,
    });
  }
  const consumed: { lotId: string; points: number }[] = [];
  let owed = input.points;
  for (const lot of lots) {
    if (owed === 0) break;
    const points = Math.min(owed, lot.remaining);
    consumed.push({ lotId: lot.id, points });
    owed -= points;
  }
  return {
    accountId: input.accountId,
    points: input.points,
    kind: input.kind,
    reason: input.reason,
    now,
    balanceBefore: balance,
    consumed,
  };
}

/**
 * The CTEs that write a planned debit inside a caller's statement: `debit_entry` (the ledger
 * entry, its `id` for the caller to refer to) and the draws on the lots with their record of what
 * each gave. `param` adds a parameter to the caller's list and answers its placeholder. With
 * `guard`, the name of an earlier CTE, the debit is written only if that CTE has a row.
 */
export function debitSql(
  debit: PlannedDebit,
  param: (value: unknown) => string,
  guard?: string,
): string {
  const values = `${param(debit.accountId)}, ${param(debit.kind)}, ${param(-debit.points)},
               ${param(debit.balanceBefore)}, ${param(debit.balanceBefore - debit.points)},
               ${param(debit.reason)}, ${param(debit.now.toISOString())}`;
  return `debit_entry AS (
       INSERT INTO ledger_entries
         (account_id, kind, points, balance_before, balance_after, reason, created_at)
       ${guard ? `SELECT ${values} FROM ${guard}` : `VALUES (${values})`}
       RETURNING id
     ), debit_drawn AS (
       SELECT * FROM unnest(${param(debit.consumed.map((part) => part.lotId))}::uuid[],
                            ${param(debit.consumed.map((part) => part.points))}::int[])
         AS d (lot_id, points)
     ), debit_spent AS (
       UPDATE point_lots l SET remaining = l.remaining - d.points
       FROM debit_drawn d, debit_entry e WHERE l.id = d.lot_id
     ), debit_consumed AS (
       INSERT INTO lot_consumptions (ledger_entry_id, lot_id, points)
       SELECT e.id, d.lot_id, d.points FROM debit_entry e, debit_drawn d
     )`;
}

/** Spends points from the lots that expire first (ties: the oldest), recording what came from where. */
export async function debit(tx: Queryable, input: DebitInput): Promise<Debited> {
  await lockAccount(tx, input.accountId);
  const held = await tx.query<HeldLot>(heldLotsSql('$1'), [input.accountId]);
  const planned = await planDebit(tx, input, held);
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  // The entry, every lot drawn on and the record of what it gave, in one statement.
  const [entry] = await tx.query<{ id: string }>(
    `WITH ${debitSql(planned, param)} SELECT id FROM debit_entry`,
    params,
  );
  if (!entry) throw new Error('inserting a ledger entry returned no row');
  return {
    ledgerEntryId: entry.id,
    balanceAfter: planned.balanceBefore - planned.points,
    consumed: planned.consumed,
  };
}

/**
 * Opens the reversal of an exchange entry under its account's lock: the entry exists, is an
 * exchange and was not reversed yet; the account's overdue lots are expired first; and the points
 * coming back fit under the balance limit.
 */
async function openReversal(
  tx: Queryable,
  ledgerEntryId: string,
  now: Date,
): Promise<{ accountId: string; points: number; balance: number }> {
  const [entry] = await tx.query<{ account_id: string; kind: string; points: number }>(
    'SELECT account_id, kind, points FROM ledger_entries WHERE id = $1',
    [ledgerEntryId],
  );
  if (!entry) throw new KadoError('NOT_FOUND', 'No such ledger entry');
  if (entry.kind !== 'exchange') {
    throw new KadoError('NOT_REFUNDABLE', `A ${entry.kind} entry cannot be refunded`);
  }
  await lockAccount(tx, entry.account_id);
  const [previous] = await tx.query<{ id: string }>(
    'SELECT id FROM ledger_entries WHERE refund_of = $1',
    [ledgerEntryId],
  );
  if (previous) {
    throw new KadoError('ALREADY_REFUNDED', 'This entry has already been refunded', {
      refundEntryId: previous.id,
    });
  }
  const { balance } = await settle(tx, entry.account_id, now);
  const points = -entry.points;
  if (balance + points > MAX_BALANCE) {
    throw new KadoError('BALANCE_LIMIT_EXCEEDED', 'The balance would exceed 10,000,000 points', {
      balance,
      points,
    });
  }
  return { accountId: entry.account_id, points, balance };
}

/**
 * Reverses an exchange: a new `refund` entry linked to it gives each lot back what it gave, with
 * the lot's own expiry (points returned to a lot already past its date expire again at once).
 */
export async function refund(tx: Queryable, input: RefundInput): Promise<Refunded> {
  const now = input.now ?? new Date();
  const { accountId, points, balance } = await openReversal(tx, input.ledgerEntryId, now);
  const ledgerEntryId = await insertEntry(tx, {
    accountId,
    kind: 'refund',
    points,
    balanceBefore: balance,
    reason: input.reason,
    refundOf: input.ledgerEntryId,
    now,
  });
  await tx.query(
    `UPDATE point_lots l SET remaining = l.remaining + c.points
     FROM lot_consumptions c WHERE c.ledger_entry_id = $1 AND c.lot_id = l.id`,
    [input.ledgerEntryId],
  );
  const settled = await settle(tx, accountId, now);
  return { ledgerEntryId, accountId, points, balanceAfter: settled.balance };
}

export interface ReturnInput extends RefundInput {
  /** How long points whose lot expired meanwhile stay valid once back, in milliseconds. */
  readonly reviveForMs: number;
}

/**
 * Reverses an exchange so that no point is lost (a gift that was not taken, PRODUCT.md §10): one
 * `refund` entry linked to it gives each lot still live back what it gave, with its own expiry,
 * and whatever lots past their date gave comes back as one new lot valid `reviveForMs` from now.
 */
export async function returnToLots(tx: Queryable, input: ReturnInput): Promise<Refunded> {
  const now = input.now ?? new Date();
  // Settled first: the lots read next are either live or spent for good.
  const { accountId, points, balance } = await openReversal(tx, input.ledgerEntryId, now);
  const drawn = await tx.query<{ lot_id: string; points: number; live: boolean }>(
    `SELECT c.lot_id, c.points, l.expires_at > $2 AS live
     FROM lot_consumptions c JOIN point_lots l ON l.id = c.lot_id
     WHERE c.ledger_entry_id = $1`,
    [input.ledgerEntryId, now.toISOString()],
  );
  const revived = drawn.filter((part) => !part.live).reduce((sum, part) => sum + part.points, 0);
  const ledgerEntryId = await insertEntry(tx, {
    accountId,
    kind: 'refund',
    points,
    balanceBefore: balance,
    reason: input.reason,
    refundOf: input.ledgerEntryId,
    now,
  });
  await tx.query(
    `UPDATE point_lots l SET remaining = l.remaining + d.points
     FROM unnest($1::uuid[], $2::int[]) AS d (lot_id, points) WHERE l.id = d.lot_id`,
    [
      drawn.filter((part) => part.live).map((part) => part.lot_id),
      drawn.filter((part) => part.live).map((part) => part.points),
    ],
  );
  if (revived > 0) {
    await tx.query(
      `INSERT INTO point_lots (account_id, amount, remaining, source, expires_at, created_at)
       VALUES ($1, $2, $2, 'refund', $3, $4)`,
      [
        accountId,
        revived,
        new Date(now.getTime() + input.reviveForMs).toISOString(),
        now.toISOString(),
      ],
    );
  }
  return { ledgerEntryId, accountId, points, balanceAfter: balance + points };
}
