/**
 * Gift boxes (PRODUCT.md §4): operators issue them, a user with a verified phone charges one by its
 * code or merges those addressed to that phone. Each box becomes one lot keeping the box's expiry.
 * A box is consumed by a conditional update of its locked row, so of two accounts charging one code
 * at once, or two merges of one box, exactly one wins.
 */
import { randomBytes } from 'node:crypto';

import type { Queryable } from '@kado/db';
import {
  HOUR_MS,
  DAY_MS,
  generateBoxCode,
  KadoError,
  maskBoxCode,
  normaliseBoxCode,
  type MarketCode,
  type RandomBytes,
} from '@kado/shared';
import type { Box, ChargeCodeResult, IssuedBoxes, MergeResult } from '@kado/shared/schemas';

import { refuse, type Outcome } from '../idempotency/idempotency.js';
import { credit } from '../ledger/ledger.js';
import { notifyBoxesWaiting } from '../notifications/notifications.js';

export const BOX_VALIDITY_DAYS = 180;
/** Failed code entries an account may make in an hour before charges are refused. */
export const MAX_FAILED_CODES_PER_HOUR = 10;

/** Ledger reasons are stable codes; the SPA shows them in the reader's language. */
const CHARGE_REASON = 'box_charge';
const MERGE_REASON = 'box_merge';

export interface IssueInput {
  readonly market: MarketCode;
  readonly points: number;
  readonly count: number;
  readonly expiresAt?: Date;
  readonly recipientPhone?: string;
  readonly issuedBy: string;
  readonly now?: Date;
  /** Where the codes' randomness comes from: node's randomBytes, unless a test draws its own. */
  readonly randomBytes?: RandomBytes;
}

/** `count` new boxes alike, each with a fresh code; a code already taken is drawn again. */
export async function issueBoxes(tx: Queryable, input: IssueInput): Promise<IssuedBoxes> {
  const now = input.now ?? new Date();
  const expiresAt = input.expiresAt ?? new Date(now.getTime() + BOX_VALIDITY_DAYS * DAY_MS);
  const random = input.randomBytes ?? randomBytes;
  const issued: { id: string; code: string }[] = [];
  while (issued.length < input.count) {
    const codes = Array.from({ length: input.count - issued.length }, () =>
      generateBoxCode(random),
    );
    const rows = await tx.query<{ id: string; code: string }>(
      `INSERT INTO gift_boxes (code, market, points, expires_at, recipient_phone, issued_by, issued_at)
       SELECT code, $2, $3, $4, $5, $6, $7 FROM unnest($1::text[]) WITH ORDINALITY AS c (code, n)
       ORDER BY n
       ON CONFLICT (code) DO NOTHING
       RETURNING id, code`,
      [
        codes,
        input.market,
        input.points,
        expiresAt.toISOString(),
        input.recipientPhone ?? null,
        input.issuedBy,
        now.toISOString(),
      ],
    );
    issued.push(...rows);
  }
  if (input.recipientPhone) await notifyBoxesWaiting(tx, input.recipientPhone, now);
  return {
    items: issued.map(({ id, code }) => ({
      id,
      code,
      market: input.market,
      points: input.points,
      expiresAt: expiresAt.toISOString(),
      recipientPhone: input.recipientPhone ?? null,
    })),
  };
}

interface AccountState {
  phone: string | null;
  verified: boolean;
  market: MarketCode | null;
}

/** Locks the account, so its charges, merges and failure counts run one at a time. */
async function lockAccount(tx: Queryable, accountId: string): Promise<AccountState> {
  const [account] = await tx.query<AccountState>(
    `SELECT phone, phone_verified_at IS NOT NULL AS verified, market
     FROM accounts WHERE id = $1 FOR UPDATE`,
    [accountId],
  );
  if (!account) throw new KadoError('NOT_FOUND', 'No such account');
  return account;
}

const phoneNotVerified = () =>
  new KadoError('PHONE_NOT_VERIFIED', 'Verify your phone number before adding gift boxes');

interface BoxRow {
  id: string;
  code: string;
  market: MarketCode;
  points: number;
  expires_at: Date;
  issued_at: Date;
  recipient_phone: string | null;
  consumed_at: Date | null;
}

const BOX_COLUMNS = 'id, code, market, points, expires_at, issued_at, recipient_phone, consumed_at';

/** Marks a locked, unconsumed box consumed and credits it as a lot keeping its expiry. */
async function consume(
  tx: Queryable,
  box: BoxRow,
  accountId: string,
  via: 'charge' | 'merge',
  now: Date,
) {
  const updated = await tx.query(
    `UPDATE gift_boxes SET consumed_at = $2, consumed_by = $3, consumed_via = $4
     WHERE id = $1 AND consumed_at IS NULL RETURNING id`,
    [box.id, now.toISOString(), accountId, via],
  );
  if (updated.length !== 1) throw new Error(`box ${box.id} was consumed under its lock`);
  const maskedCode = maskBoxCode(box.code);
  const credited = await credit(tx, {
    accountId,
    points: box.points,
    expiresAt: box.expires_at,
    source: via,
    reason: via === 'charge' ? CHARGE_REASON : MERGE_REASON,
    maskedCode,
    now,
  });
  return { ...credited, maskedCode };
}

export interface ChargeInput {
  readonly accountId: string;
  /** The code as typed. */
  readonly code: string;
  readonly now?: Date;
}

/**
 * Charges a box by its code. Every refusal about the code itself counts as a failed entry, and
 * an account with 10 of them in the last hour is refused before its code is even looked at.
 */
export async function chargeBoxCode(
  tx: Queryable,
  input: ChargeInput,
): Promise<Outcome<ChargeCodeResult>> {
  const now = input.now ?? new Date();
  const account = await lockAccount(tx, input.accountId);
  if (!account.verified) return refuse(phoneNotVerified());

  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  await tx.query('DELETE FROM box_code_failures WHERE account_id = $1 AND failed_at <= $2', [
    input.accountId,
    hourAgo,
  ]);
  // The most recent failures that can still count: once the oldest of them is an hour old,
  // the account is below the limit again.
  const failures = await tx.query<{ failed_at: Date }>(
    `SELECT failed_at FROM box_code_failures WHERE account_id = $1 AND failed_at > $2
     ORDER BY failed_at DESC LIMIT ${MAX_FAILED_CODES_PER_HOUR}`,
    [input.accountId, hourAgo],
  );
  const oldest = failures[MAX_FAILED_CODES_PER_HOUR - 1];
  if (oldest) {
    const retryAt = oldest.failed_at.getTime() + HOUR_MS;
    return refuse(
      new KadoError('RATE_LIMITED', 'Too many wrong codes: try again later', {
        retryAfterSeconds: Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000)),
      }),
    );
  }

  const fail = async (error: KadoError) => {
    await tx.query('INSERT INTO box_code_failures (account_id, failed_at) VALUES ($1, $2)', [
      input.accountId,
      now.toISOString(),
    ]);
    return refuse(error);
  };

  const code = normaliseBoxCode(input.code);
  const [box] = code
    ? await tx.query<BoxRow>(`SELECT ${BOX_COLUMNS} FROM gift_boxes WHERE code = $1 FOR UPDATE`, [
        code,
      ])
    : [];
  if (!box) return fail(new KadoError('CODE_INVALID', 'This is not a gift box code'));
  if (box.consumed_at) {
    return fail(new KadoError('CODE_ALREADY_USED', 'This gift box has already been used'));
  }
  if (box.expires_at <= now)
    return fail(new KadoError('CODE_EXPIRED', 'This gift box has expired'));
  if (box.market !== account.market) {
    return fail(
      new KadoError('CODE_MARKET_MISMATCH', 'This gift box belongs to another market', {
        boxMarket: box.market,
      }),
    );
  }

  const charged = await consume(tx, box, input.accountId, 'charge', now);
  return {
    ok: true,
    value: {
      ledgerEntryId: charged.ledgerEntryId,
      lotId: charged.lotId,
      points: box.points,
      expiresAt: box.expires_at.toISOString(),
      maskedCode: charged.maskedCode,
      balanceAfter: charged.balanceAfter,
    },
  };
}

function toBox(row: BoxRow): Box {
  return {
    id: row.id,
    market: row.market,
    points: row.points,
    expiresAt: row.expires_at.toISOString(),
    issuedAt: row.issued_at.toISOString(),
    maskedCode: maskBoxCode(row.code),
  };
}

/** The boxes waiting for the account's verified phone, first-expiring first; none without one. */
export async function listBoxesFor(db: Queryable, accountId: string, now: Date): Promise<Box[]> {
  const rows = await db.query<BoxRow>(
    `SELECT ${BOX_COLUMNS} FROM gift_boxes
     WHERE recipient_phone =
         (SELECT phone FROM accounts WHERE id = $1 AND phone_verified_at IS NOT NULL)
       AND consumed_at IS NULL AND expires_at > $2
     ORDER BY expires_at, issued_at, id`,
    [accountId, now.toISOString()],
  );
  return rows.map(toBox);
}

export interface MergeInput {
  readonly accountId: string;
  readonly boxIds: readonly string[];
  readonly now?: Date;
}

/**
 * Merges boxes addressed to the account's verified phone, all or nothing: when any named box is
 * not such a box, unconsumed and unexpired, nothing happens and the refusal names every such box.
 */
export async function mergeBoxes(tx: Queryable, input: MergeInput): Promise<Outcome<MergeResult>> {
  const now = input.now ?? new Date();
  const account = await lockAccount(tx, input.accountId);
  if (!account.verified) return refuse(phoneNotVerified());

  const boxIds = input.boxIds.map((id) => id.toLowerCase());
  // Locked in one order, so merges that share boxes cannot deadlock.
  const rows = await tx.query<BoxRow>(
    `SELECT ${BOX_COLUMNS} FROM gift_boxes WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`,
    [boxIds],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const unavailable = boxIds.filter((id) => {
    const box = byId.get(id);
    return (
      !box || box.recipient_phone !== account.phone || box.consumed_at || box.expires_at <= now
    );
  });
  if (unavailable.length > 0) {
    return refuse(
      new KadoError('BOX_UNAVAILABLE', 'Some gift boxes can no longer be merged', {
        boxIds: unavailable,
      }),
    );
  }

  const items: MergeResult['items'][number][] = [];
  let balanceAfter = 0;
  for (const id of boxIds) {
    const box = byId.get(id);
    if (!box) throw new Error(`box ${id} vanished under its lock`);
    const merged = await consume(tx, box, input.accountId, 'merge', now);
    items.push({
      boxId: box.id,
      ledgerEntryId: merged.ledgerEntryId,
      lotId: merged.lotId,
      points: box.points,
      expiresAt: box.expires_at.toISOString(),
    });
    balanceAfter = merged.balanceAfter;
  }
  const points = items.reduce((sum, item) => sum + item.points, 0);
  return { ok: true, value: { items, points, balanceAfter } };
}
