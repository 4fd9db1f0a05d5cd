/**
 * Giving a gift (PRODUCT.md §10). A present is an exchange its sender makes (the same checks,
 * FEFO debit and stock) whose vouchers are issued held: no one sees or uses them until someone
 * holding the link claims them, and then they move to that person's account, expiry unchanged.
 * Declined, cancelled or returned (unclaimed past its window), the vouchers are voided, their
 * stock comes back, and the points go back to the sender's lots by a linked reversal (lots past
 * their date meanwhile come back as one new lot, so a gift never loses the sender points).
 *
 * Locks, as everywhere: the account(s) first, then the present, then its vouchers and the stock.
 * A present is found unlocked by its token or id, its sender's account locked, then the present
 * locked and its state decided on as it then is: exactly one transition from a waiting state
 * wins, whatever races it.
 */
import { createHash, randomBytes } from 'node:crypto';

import type { Database, Queryable, Transaction } from '@kado/db';
import {
  DAY_MS,
  HOUR_MS,
  KadoError,
  MARKET_CODES,
  type LocaleCode,
  type MarketCode,
} from '@kado/shared';
import {
  PRESENT_HOURLY_LIMIT,
  PRESENT_OPEN_LIMIT,
  PRESENT_PASSCODE_TRIES,
  type ClaimedPresent,
  type PresentCard,
  type PresentDesign,
  type PresentNoticeKind,
  type PresentState,
  type ReceivedPresent,
  type SendPresentRequest,
  type SentPresent,
  type SentPresentPage,
  type SentPresentResult,
} from '@kado/shared/schemas';

import { GIFT_COLUMNS, GIFT_JOINS, toGift, type GiftRow } from '../catalog/gifts.js';
import { exchangeGift } from '../exchanges/exchanges.js';
import { refuse, type Outcome } from '../idempotency/idempotency.js';
import { returnToLots } from '../ledger/ledger.js';
import { positionPage } from '../paging.js';
import type { RandomInt } from '../vouchers/vouchers.js';

/** The ledger reasons of a present's debit and of its points coming back. */
export const PRESENT_SENT_REASON = 'gift_sent';
export const PRESENT_RETURNED_REASON = 'gift_returned';

/** How long a recipient may claim a gift, per market (a setting of each market; 7 days today). */
export const PRESENT_CLAIM_DAYS: Readonly<Record<MarketCode, number>> = Object.fromEntries(
  MARKET_CODES.map((market) => [market, 7]),
) as Record<MarketCode, number>;

/** Points whose lot expired while they were away come back valid this much longer. */
export const PRESENT_REVIVE_MS = 30 * DAY_MS;

const WAITING: readonly PresentState[] = ['sent', 'opened'];

/** A new link token: 256 random bits, base64url. */
export function newPresentToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashPresentToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The passcode is hashed with the token, which is never stored: the table alone gives no digits away. */
function hashPasscode(token: string, passcode: string): string {
  return createHash('sha256').update(`${token}\n${passcode}`).digest('hex');
}

interface PresentRow {
  id: string;
  seq: string;
  sender_id: string;
  gift_id: string;
  market: MarketCode;
  quantity: number;
  design: PresentDesign;
  message: string;
  sender_name: string;
  passcode_hash: string | null;
  wrong_passcodes: number;
  locked: boolean;
  state: PresentState;
  claim_until: Date;
  recipient_id: string | null;
  exchange_id: string;
  note: string | null;
  created_at: Date;
  /** From the exchange: what the present cost, and the entry that paid for it. */
  points: number;
  ledger_entry_id: string;
}

const PRESENT_SELECT = `
  SELECT p.id, p.seq::text AS seq, p.sender_id, p.gift_id, p.market, p.quantity, p.design,
         p.message, p.sender_name, p.passcode_hash, p.wrong_passcodes, p.locked, p.state,
         p.claim_until, p.recipient_id, p.exchange_id, p.note, p.created_at,
         x.points, x.ledger_entry_id
  FROM presents p JOIN exchanges x ON x.id = p.exchange_id`;

interface HistoryJson {
  from: PresentState | null;
  to: PresentState;
  at: string;
}

function toSentPresent(row: PresentRow, history: readonly HistoryJson[]): SentPresent {
  return {
    id: row.id,
    giftId: row.gift_id,
    quantity: row.quantity,
    points: row.points,
    design: row.design,
    message: row.message,
    senderName: row.sender_name,
    hasPasscode: row.passcode_hash !== null,
    locked: row.locked,
    state: row.state,
    claimUntil: row.claim_until.toISOString(),
    note: row.note,
    createdAt: row.created_at.toISOString(),
    history: history.map((entry) => ({
      from: entry.from,
      to: entry.to,
      at: new Date(entry.at).toISOString(),
    })),
  };
}

async function recordChange(
  tx: Queryable,
  presentId: string,
  from: PresentState | null,
  to: PresentState,
  now: Date,
): Promise<void> {
  await tx.query(
    'INSERT INTO present_history (present_id, from_state, to_state, at) VALUES ($1, $2, $3, $4)',
    [presentId, from, to, now.toISOString()],
  );
}

/** Tells the sender what became of their gift; once per present and kind. */
async function notifySender(
  tx: Queryable,
  present: PresentRow,
  kind: PresentNoticeKind,
  extra: { points?: number; note?: string } = {},
): Promise<void> {
  await tx.query(
    `INSERT INTO notifications (account_id, kind, params, dedupe_key) VALUES ($1, $2, $3::jsonb, $4)
     ON CONFLICT (account_id, dedupe_key) DO NOTHING`,
    [
      present.sender_id,
      kind,
      JSON.stringify({
        presentId: present.id,
        giftId: present.gift_id,
        quantity: present.quantity,
        ...extra,
      }),
      `${kind}:${present.id}`,
    ],
  );
}

/** Tells the claimant the gift is in their wallet; once per present, however often they claim. */
async function notifyRecipient(
  tx: Queryable,
  present: PresentRow,
  claimantId: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO notifications (account_id, kind, params, dedupe_key) VALUES ($1, $2, $3::jsonb, $4)
     ON CONFLICT (account_id, dedupe_key) DO NOTHING`,
    [
      claimantId,
      'present_received',
      JSON.stringify({
        presentId: present.id,
        giftId: present.gift_id,
        quantity: present.quantity,
        senderName: present.sender_name,
      }),
      `present_received:${present.id}`,
    ],
  );
}

export interface SendInput {
  readonly accountId: string;
  readonly request: SendPresentRequest;
  readonly locale: LocaleCode;
  /** The link's token (newPresentToken): only its hash is kept. */
  readonly token: string;
  readonly now?: Date;
  readonly random?: RandomInt;
}

/**
 * Sends a gift: the limits (20 waiting gifts, 10 sends an hour), then the exchange with its
 * vouchers held, then the present. A refusal is returned, so an idempotent send keeps it.
 */
export async function sendPresent(
  tx: Transaction,
  input: SendInput,
): Promise<Outcome<SentPresentResult>> {
  const now = input.now ?? new Date();
  const { request } = input;
  const [account] = await tx.query<{ market: MarketCode | null; verified: boolean }>(
    `SELECT market, phone_verified_at IS NOT NULL AS verified FROM accounts WHERE id = $1
     FOR UPDATE`,
    [input.accountId],
  );
  if (!account) throw new KadoError('NOT_FOUND', 'No such account');
  if (!account.verified || !account.market) {
    return refuse(
      new KadoError('PHONE_NOT_VERIFIED', 'Verify your phone number before sending a gift'),
    );
  }
  const [counts] = await tx.query<{ waiting: number; recent: number; oldest: Date | null }>(
    `SELECT count(*) FILTER (WHERE state IN ('sent', 'opened'))::int AS waiting,
            count(*) FILTER (WHERE created_at > $2)::int AS recent,
            min(created_at) FILTER (WHERE created_at > $2) AS oldest
     FROM presents WHERE sender_id = $1`,
    [input.accountId, new Date(now.getTime() - HOUR_MS).toISOString()],
  );
  if ((counts?.waiting ?? 0) >= PRESENT_OPEN_LIMIT) {
    return refuse(
      new KadoError('GIFT_LIMIT', `At most ${PRESENT_OPEN_LIMIT} gifts may wait to be claimed`, {
        limit: PRESENT_OPEN_LIMIT,
      }),
    );
  }
  if ((counts?.recent ?? 0) >= PRESENT_HOURLY_LIMIT) {
    const oldest = counts?.oldest ?? now;
    return refuse(
      new KadoError('RATE_LIMITED', `At most ${PRESENT_HOURLY_LIMIT} gifts may be sent an hour`, {
        retryAfterSeconds: Math.max(
          1,
          Math.ceil((oldest.getTime() + HOUR_MS - now.getTime()) / 1000),
        ),
      }),
    );
  }

  const exchanged = await exchangeGift(
    tx,
    {
      accountId: input.accountId,
      giftId: request.giftId,
      quantity: request.quantity,
      locale: input.locale,
      now,
      random: input.random,
      hold: { reason: PRESENT_SENT_REASON },
    },
    undefined,
    { lockGift: true },
  );
  if (!exchanged.ok) return exchanged;
  const exchange = exchanged.value;

  const claimUntil = new Date(now.getTime() + PRESENT_CLAIM_DAYS[account.market] * DAY_MS);
  const [present] = await tx.query<{ id: string }>(
    `INSERT INTO presents (sender_id, gift_id, market, quantity, design, message, sender_name,
                           token_hash, passcode_hash, claim_until, exchange_id, created_at, locale)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     RETURNING id`,
    [
      input.accountId,
      request.giftId,
      account.market,
      request.quantity,
      request.design,
      request.message,
      request.senderName,
      hashPresentToken(input.token),
      request.passcode === undefined ? null : hashPasscode(input.token, request.passcode),
      claimUntil.toISOString(),
      exchange.id,
      now.toISOString(),
      input.locale,
    ],
  );
  if (!present) throw new Error('inserting a present returned no row');
  await recordChange(tx, present.id, null, 'sent', now);
  return {
    ok: true,
    value: {
      id: present.id,
      giftId: request.giftId,
      quantity: request.quantity,
      points: exchange.points,
      design: request.design,
      message: request.message,
      senderName: request.senderName,
      hasPasscode: request.passcode !== undefined,
      locked: false,
      state: 'sent',
      claimUntil: claimUntil.toISOString(),
      note: null,
      createdAt: now.toISOString(),
      history: [{ from: null, to: 'sent', at: now.toISOString() }],
      token: input.token,
      balanceAfter: exchange.balanceAfter,
    },
  };
}

/** The sender's gifts, newest first, each with how its state came to be. */
export async function listSentPresents(
  db: Queryable,
  accountId: string,
  page: { cursor?: string | undefined; limit: number },
): Promise<SentPresentPage> {
  const rows = await db.query<PresentRow & { history: HistoryJson[] }>(
    `${PRESENT_SELECT.replace(
      'x.points, x.ledger_entry_id',
      `x.points, x.ledger_entry_id,
       (SELECT json_agg(json_build_object('from', h.from_state, 'to', h.to_state, 'at', h.at)
                        ORDER BY h.seq)
        FROM present_history h WHERE h.present_id = p.id) AS history`,
    )}
     WHERE p.sender_id = $1 AND ($2::bigint IS NULL OR p.seq < $2::bigint)
     ORDER BY p.seq DESC
     LIMIT $3`,
    [accountId, page.cursor ?? null, page.limit + 1],
  );
  return positionPage(rows, page.limit, (row) => toSentPresent(row, row.history));
}

/**
 * Locks the sender's account (with `also`, another account too, in id order), then the present
 * `where` finds; GIFT_NOT_FOUND if there is none.
 */
async function lockPresent(
  tx: Queryable,
  where: { tokenHash: string } | { id: string; senderId: string },
  also?: string,
): Promise<PresentRow> {
  const [found] =
    'tokenHash' in where
      ? await tx.query<{ id: string; sender_id: string }>(
          'SELECT id, sender_id FROM presents WHERE token_hash = $1',
          [where.tokenHash],
        )
      : await tx.query<{ id: string; sender_id: string }>(
          'SELECT id, sender_id FROM presents WHERE id = $1 AND sender_id = $2',
          [where.id, where.senderId],
        );
  if (!found) throw new KadoError('GIFT_NOT_FOUND', 'No such gift');
  await tx.query('SELECT id FROM accounts WHERE id = ANY ($1::uuid[]) ORDER BY id FOR UPDATE', [
    also && also !== found.sender_id ? [found.sender_id, also] : [found.sender_id],
  ]);
  const [present] = await tx.query<PresentRow>(
    `${PRESENT_SELECT} WHERE p.id = $1 FOR UPDATE OF p`,
    [found.id],
  );
  if (!present) throw new KadoError('GIFT_NOT_FOUND', 'No such gift');
  return present;
}

/**
 * Closes a waiting present without a recipient: its vouchers void and back in stock, its points
 * back to the sender's lots, the state changed and recorded. The present is locked.
 */
async function closePresent(
  tx: Queryable,
  present: PresentRow,
  to: 'declined' | 'cancelled' | 'returned',
  now: Date,
  note?: string,
): Promise<number> {
  const refunded = await returnToLots(tx, {
    ledgerEntryId: present.ledger_entry_id,
    reason: PRESENT_RETURNED_REASON,
    reviveForMs: PRESENT_REVIVE_MS,
    now,
  });
  const voided = await tx.query(
    `UPDATE vouchers SET refunded_at = $2
     WHERE exchange_id = $1 AND held AND refunded_at IS NULL RETURNING id`,
    [present.exchange_id, now.toISOString()],
  );
  if (voided.length > 0) {
    await tx.query('UPDATE gift_stock SET stock = stock + $2 WHERE gift_id = $1', [
      present.gift_id,
      voided.length,
    ]);
  }
  await tx.query('UPDATE presents SET state = $2, refund_entry_id = $3, note = $4 WHERE id = $1', [
    present.id,
    to,
    refunded.ledgerEntryId,
    note ?? null,
  ]);
  await recordChange(tx, present.id, present.state, to, now);
  return refunded.points;
}

/** A present past its claim window is returned by whoever finds it so (the sweeper, a claim). */
async function returnIfOverdue(tx: Queryable, present: PresentRow, now: Date): Promise<boolean> {
  if (!WAITING.includes(present.state) || present.claim_until > now) return false;
  const points = await closePresent(tx, present, 'returned', now);
  await notifySender(tx, present, 'present_returned', { points });
  return true;
}

function closedError(present: PresentRow): KadoError {
  if (present.state === 'claimed') {
    return new KadoError('GIFT_ALREADY_CLAIMED', 'This gift has already been claimed');
  }
  return new KadoError('GIFT_CLOSED', `This gift was ${present.state}`, { state: present.state });
}

/** The card anyone holding the link sees. */
async function readCard(
  db: Queryable,
  presentId: string,
  locale: LocaleCode,
): Promise<ReceivedPresent> {
  const [row] = await db.query<
    GiftRow & {
      design: PresentDesign;
      message: string;
      sender_name: string;
      quantity: number;
      validity_days: number;
      vouchers_expire_at: Date;
      state: PresentState;
      claim_until: Date;
      needs_passcode: boolean;
      locked: boolean;
    }
  >(
    `SELECT ${GIFT_COLUMNS}, g.validity_days, p.design, p.message, p.sender_name, p.quantity,
            p.state, p.claim_until, p.passcode_hash IS NOT NULL AS needs_passcode, p.locked,
            (SELECT max(v.expires_at) FROM vouchers v WHERE v.exchange_id = p.exchange_id)
              AS vouchers_expire_at
     FROM presents p JOIN gifts g ON g.id = p.gift_id ${GIFT_JOINS}
     WHERE p.id = $2`,
    [locale, presentId],
  );
  if (!row) throw new KadoError('GIFT_NOT_FOUND', 'No such gift');
  return {
    design: row.design,
    message: row.message,
    senderName: row.sender_name,
    gift: toGift(row),
    quantity: row.quantity,
    validityDays: row.validity_days,
    vouchersExpireAt: new Date(row.vouchers_expire_at).toISOString(),
    state: row.state,
    claimUntil: row.claim_until.toISOString(),
    needsPasscode: row.needs_passcode,
    locked: row.locked,
  };
}

/**
 * What a link preview shows of a gift, read by its id (GET /v1/gift-cards/{id}): the design, the
 * sender's name and the gift named in the language the gift was sent in; nothing private (no
 * message, no state, no code). Reading it changes nothing: a chat app's crawler does not open
 * the gift.
 */
export async function readPresentCard(db: Queryable, presentId: string): Promise<PresentCard> {
  const [row] = await db.query<
    GiftRow & {
      present_id: string;
      design: PresentDesign;
      sender_name: string;
      quantity: number;
      locale: LocaleCode;
    }
  >(
    // The gift's texts in the present's own locale: GIFT_COLUMNS names its locale $1.
    `SELECT ${GIFT_COLUMNS.replaceAll('$1', 'p.locale')}, p.id AS present_id, p.design,
            p.sender_name, p.quantity, p.locale
     FROM presents p JOIN gifts g ON g.id = p.gift_id ${GIFT_JOINS}
     WHERE p.id = $1`,
    [presentId],
  );
  if (!row) throw new KadoError('GIFT_NOT_FOUND', 'No such gift');
  return {
    id: row.present_id,
    design: row.design,
    senderName: row.sender_name,
    gift: toGift(row),
    quantity: row.quantity,
    locale: row.locale,
  };
}

/**
 * Opens the link: the card, never a voucher code. The first open of a sent gift marks it opened
 * and tells the sender; later opens (and opens of closed gifts) only read.
 */
export async function openPresent(
  db: Database,
  token: string,
  locale: LocaleCode,
  now: Date = new Date(),
): Promise<ReceivedPresent> {
  const tokenHash = hashPresentToken(token);
  const [found] = await db.query<{ id: string; state: PresentState; claim_until: Date }>(
    'SELECT id, state, claim_until FROM presents WHERE token_hash = $1',
    [tokenHash],
  );
  if (!found) throw new KadoError('GIFT_NOT_FOUND', 'No such gift');
  if (found.state === 'sent' || (WAITING.includes(found.state) && found.claim_until <= now)) {
    await db.transaction(async (tx) => {
      const present = await lockPresent(tx, { tokenHash });
      if (await returnIfOverdue(tx, present, now)) return;
      if (present.state !== 'sent') return;
      await tx.query("UPDATE presents SET state = 'opened' WHERE id = $1", [present.id]);
      await recordChange(tx, present.id, 'sent', 'opened', now);
      await notifySender(tx, present, 'present_opened');
    });
  }
  return readCard(db, found.id, locale);
}

/**
 * Checks the passcode of a locked, waiting present: a wrong one counts (the 5th locks the link and
 * tells the sender) and is returned as a refusal, so the count commits.
 */
async function checkPasscode(
  tx: Queryable,
  present: PresentRow,
  token: string,
  passcode: string | undefined,
): Promise<KadoError | null> {
  if (present.locked) {
    return new KadoError('GIFT_LOCKED', 'Too many wrong passcodes: this link is locked');
  }
  if (present.passcode_hash === null) return null;
  if (passcode === undefined) {
    return new KadoError('PASSCODE_REQUIRED', 'This gift needs the passcode its sender chose');
  }
  if (hashPasscode(token, passcode) === present.passcode_hash) return null;
  const wrong = present.wrong_passcodes + 1;
  const locked = wrong >= PRESENT_PASSCODE_TRIES;
  await tx.query('UPDATE presents SET wrong_passcodes = $2, locked = $3 WHERE id = $1', [
    present.id,
    wrong,
    locked,
  ]);
  if (locked) {
    await notifySender(tx, present, 'present_locked');
    return new KadoError('GIFT_LOCKED', 'Too many wrong passcodes: this link is locked');
  }
  return new KadoError('PASSCODE_WRONG', 'That passcode is not right', {
    triesLeft: PRESENT_PASSCODE_TRIES - wrong,
  });
}

/**
 * Claims the gift into `claimantId`'s wallet: its vouchers move there with their expiry. The
 * claimant needs no verified phone, and cannot be the sender. A claimant claiming again what
 * they already claimed gets the same answer.
 */
export async function claimPresent(
  tx: Queryable,
  input: { token: string; passcode?: string | undefined; claimantId: string; now?: Date },
): Promise<Outcome<ClaimedPresent>> {
  const now = input.now ?? new Date();
  const present = await lockPresent(
    tx,
    { tokenHash: hashPresentToken(input.token) },
    input.claimantId,
  );
  if (present.state === 'claimed' && present.recipient_id === input.claimantId) {
    const vouchers = await tx.query<{ id: string }>(
      'SELECT id FROM vouchers WHERE exchange_id = $1 AND account_id = $2 ORDER BY seq',
      [present.exchange_id, input.claimantId],
    );
    return { ok: true, value: { state: 'claimed', voucherIds: vouchers.map((v) => v.id) } };
  }
  if (present.sender_id === input.claimantId) {
    return refuse(new KadoError('OWN_GIFT', 'You cannot claim a gift you sent'));
  }
  if (await returnIfOverdue(tx, present, now)) {
    return refuse(closedError({ ...present, state: 'returned' }));
  }
  if (!WAITING.includes(present.state)) return refuse(closedError(present));
  const wrong = await checkPasscode(tx, present, input.token, input.passcode);
  if (wrong) return refuse(wrong);

  const vouchers = await tx.query<{ id: string }>(
    `UPDATE vouchers SET account_id = $2, held = false
     WHERE exchange_id = $1 AND held AND refunded_at IS NULL
     RETURNING id, seq`,
    [present.exchange_id, input.claimantId],
  );
  await tx.query("UPDATE presents SET state = 'claimed', recipient_id = $2 WHERE id = $1", [
    present.id,
    input.claimantId,
  ]);
  await recordChange(tx, present.id, present.state, 'claimed', now);
  await notifySender(tx, present, 'present_claimed');
  await notifyRecipient(tx, present, input.claimantId);
  return {
    ok: true,
    value: { state: 'claimed', voucherIds: vouchers.map((voucher) => voucher.id) },
  };
}

/** Declines the gift, with an optional thank-you line for the sender: the points go back. */
export async function declinePresent(
  tx: Queryable,
  input: { token: string; passcode?: string | undefined; note?: string | undefined; now?: Date },
): Promise<Outcome<{ state: 'declined' }>> {
  const now = input.now ?? new Date();
  const present = await lockPresent(tx, { tokenHash: hashPresentToken(input.token) });
  if (await returnIfOverdue(tx, present, now)) {
    return refuse(closedError({ ...present, state: 'returned' }));
  }
  if (!WAITING.includes(present.state)) return refuse(closedError(present));
  const wrong = await checkPasscode(tx, present, input.token, input.passcode);
  if (wrong) return refuse(wrong);
  const note = input.note?.trim() ? input.note.trim() : undefined;
  await closePresent(tx, present, 'declined', now, note);
  await notifySender(tx, present, 'present_declined', note === undefined ? {} : { note });
  return { ok: true, value: { state: 'declined' } };
}

/** The sender takes back a gift not yet claimed: its points return. */
export async function cancelPresent(
  tx: Queryable,
  input: { senderId: string; presentId: string; now?: Date },
): Promise<SentPresent> {
  const now = input.now ?? new Date();
  const present = await lockPresent(tx, { id: input.presentId, senderId: input.senderId });
  if (!WAITING.includes(present.state)) throw closedError(present);
  await closePresent(tx, present, 'cancelled', now);
  const [row] = await tx.query<PresentRow & { history: HistoryJson[] }>(
    `SELECT p.id, (SELECT json_agg(json_build_object('from', h.from_state, 'to', h.to_state,
                                                      'at', h.at) ORDER BY h.seq)
                   FROM present_history h WHERE h.present_id = p.id) AS history
     FROM presents p WHERE p.id = $1`,
    [present.id],
  );
  return toSentPresent({ ...present, state: 'cancelled', note: null }, row?.history ?? []);
}

/** Presents read per candidate query of the sweeper. */
const SWEEP_BATCH = 100;

/**
 * Returns every gift left unclaimed past its window; how many it returned. Each in a transaction
 * of its own; a sender another process (or a request) holds is skipped, and a present already
 * returned by another process is found closed under the lock, so each returns once.
 */
export async function returnOverduePresents(db: Database, now: Date = new Date()): Promise<number> {
  let returned = 0;
  let after: string | null = null;
  const busy: { id: string; sender_id: string }[] = [];
  for (;;) {
    const due: { id: string; sender_id: string }[] = await db.query<{
      id: string;
      sender_id: string;
    }>(
      `SELECT id, sender_id FROM presents
       WHERE state IN ('sent', 'opened') AND claim_until <= $1 AND ($2::uuid IS NULL OR id > $2)
       ORDER BY id LIMIT $3`,
      [now.toISOString(), after, SWEEP_BATCH],
    );
    for (const candidate of due) {
      const outcome = await returnOne(candidate, 'SKIP LOCKED');
      if (outcome === 'returned') returned += 1;
      if (outcome === 'busy') busy.push(candidate);
    }
    const last = due.at(-1);
    if (!last || due.length < SWEEP_BATCH) break;
    after = last.id;
  }
  // A sender busy on the first pass (another sweep, an exchange) is waited for once at the end:
  // two sweeps taking turns on one sender could otherwise each skip a gift the other had passed.
  // Waiting holds no lock, so it cannot deadlock.
  for (const candidate of busy) {
    if ((await returnOne(candidate, '')) === 'returned') returned += 1;
  }
  return returned;

  async function returnOne(
    candidate: { id: string; sender_id: string },
    lockMode: 'SKIP LOCKED' | '',
  ): Promise<'returned' | 'busy' | 'not due'> {
    return db.transaction(async (tx) => {
      const [claimed] = await tx.query(
        `SELECT id FROM accounts WHERE id = $1 FOR UPDATE ${lockMode}`,
        [candidate.sender_id],
      );
      if (!claimed) return 'busy';
      const [present] = await tx.query<PresentRow>(
        `${PRESENT_SELECT} WHERE p.id = $1 FOR UPDATE OF p`,
        [candidate.id],
      );
      return present && (await returnIfOverdue(tx, present, now)) ? 'returned' : 'not due';
    });
  }
}
