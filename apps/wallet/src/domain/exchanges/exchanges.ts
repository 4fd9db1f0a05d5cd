/**
 * Exchange (PRODUCT.md §4): points for 1–5 vouchers of one gift. One transaction checks the
 * account's phone and market, the gift's availability and stock and the balance, then debits
 * the lots, takes the stock, issues the vouchers, counts the exchange for the popular ranking
 * and tells the owner. Locks are taken account first, then gift, like every other writer.
 *
 * The gift's stock row and its popular count are where concurrent exchanges meet, so they are
 * locked as briefly as possible: the gift is read without a lock, everything else is written,
 * and the stock and the count are taken in the statement sent with the COMMIT, only if the gift
 * then still is what was read (listed, in the market, same points and voucher rules) and enough
 * stock is left.
 * If it is not, that statement fails (isGiftChanged), the whole transaction rolls back, and the
 * caller runs the exchange again with `lockGift`: the gift read locked, and decided on as it is.
 */
import type { Queryable, Row, Statement, Transaction } from '@kado/db';
import {
  DAY_MS,
  KadoError,
  MARKET_TIME_ZONES,
  endOfDayInZone,
  type LocaleCode,
  type MarketCode,
} from '@kado/shared';
import type { BarcodeFormat, Exchange, ExchangeResult } from '@kado/shared/schemas';

import { GIFT_COLUMNS, GIFT_JOINS, type GiftRow } from '../catalog/gifts.js';
import { recordExchangeSql, utcDay } from '../catalog/popular.js';
import { refuse, type Outcome } from '../idempotency/idempotency.js';
import {
  debitSql,
  heldLotsSql,
  planDebit,
  refund,
  type HeldLot,
  type Refunded,
} from '../ledger/ledger.js';
import { notifyVoucherIssued, voucherIssuedNoticesSql } from '../notifications/notifications.js';
import {
  generateVoucherCode,
  generateVoucherPin,
  listExchangeVouchers,
  toVoucher,
  type RandomInt,
  type VoucherRow,
} from '../vouchers/vouchers.js';

/** The ledger reason of an exchange: a stable code the SPA shows in the reader's language. */
export const EXCHANGE_REASON = 'gift_exchange';

export interface ExchangeInput {
  readonly accountId: string;
  readonly giftId: string;
  readonly quantity: number;
  /** The language of the gift texts in the answer. */
  readonly locale: LocaleCode;
  readonly now?: Date;
  /** Where voucher codes and PINs are drawn from: node's randomInt, unless a test draws its own. */
  readonly random?: RandomInt;
  /**
   * For a present (PRODUCT.md §10): the vouchers are issued held (in no one's list, usable by no
   * one, no `voucher_issued` notice) until claimed, and the debit carries this reason.
   */
  readonly hold?: { readonly reason: string };
}

/** The gift as the exchange needs it: its rules, and its texts for the vouchers in the answer. */
interface ExchangedGiftRow extends GiftRow {
  active: boolean;
  stock: number;
  validity_days: number;
  voucher_barcode: BarcodeFormat;
  voucher_pin: boolean;
  terms: string | null;
  how_to_use: string | null;
}

/** What an exchange reads, all locked in one statement: the account, the gift, the account's lots. */
interface ExchangeReading {
  readonly account: { id: string; market: MarketCode | null; verified: boolean } | null;
  readonly gift: ExchangedGiftRow | null;
  readonly lots: HeldLot[];
}

/**
 * The statement that locks the account, then (with `lockGift`) the gift and its stock, then the
 * account's lots, in that order (the target list runs its subqueries left to right), as every
 * other writer locks them: one round trip instead of four. Without `lockGift` the gift is read as it stands,
 * unlocked. `$1` is the locale, `$2` the account's id (`by: 'id'`) or its subject, `$3` the gift.
 */
function readSql(by: 'id' | 'subject', lockGift: boolean): string {
  return `WITH account AS (
       SELECT id, market, phone_verified_at IS NOT NULL AS verified FROM accounts
       WHERE ${by} = $2
       FOR UPDATE
     ), gift AS (
       SELECT ${GIFT_COLUMNS}, g.active, s.stock, g.validity_days, g.voucher_barcode,
              g.voucher_pin,
              coalesce(g.terms ->> $1, g.terms ->> 'en') AS terms,
              coalesce(g.how_to_use ->> $1, g.how_to_use ->> 'en') AS how_to_use
       FROM gifts g ${GIFT_JOINS}
       JOIN gift_stock s ON s.gift_id = g.id
       WHERE g.id = $3
       ${lockGift ? 'FOR UPDATE OF g, s' : ''}
     ), lots AS (${heldLotsSql(by === 'id' ? '$2' : '(SELECT id FROM account)')})
     SELECT (SELECT row_to_json(account) FROM account) AS account,
            (SELECT row_to_json(gift) FROM gift) AS gift,
            (SELECT json_agg(lots ORDER BY lots.expires_at, lots.created_at, lots.id) FROM lots)
              AS lots`;
}

function toReading(row: Row | undefined): ExchangeReading {
  const read = row as
    | {
        account: ExchangeReading['account'];
        gift: ExchangedGiftRow | null;
        lots: (Omit<HeldLot, 'expires_at'> & { expires_at: string })[] | null;
      }
    | undefined;
  return {
    account: read?.account ?? null,
    gift: read?.gift ?? null,
    lots: (read?.lots ?? []).map((lot) => ({ ...lot, expires_at: new Date(lot.expires_at) })),
  };
}

async function readForExchange(
  tx: Queryable,
  input: ExchangeInput,
  lockGift: boolean,
): Promise<ExchangeReading> {
  // The account is locked by a statement of its own first. A statement that waits for the lock
  // reads the lots as they were when it began, so it would miss the points credited by the
  // transaction it waited for (and write a wrong running balance).
  await tx.query('SELECT 1 FROM accounts WHERE id = $1 FOR UPDATE', [input.accountId]);
  const [row] = await tx.query(readSql('id', lockGift), [
    input.locale,
    input.accountId,
    input.giftId,
  ]);
  return toReading(row);
}

/**
 * An exchange's first read for the account of `subject`, to run in the round trip that opens its
 * transaction once the account is locked (runCallerIdempotent's `read`); exchangeGift takes its rows.
 */
export function exchangeReadStatement(
  subject: string,
  input: Pick<ExchangeInput, 'giftId' | 'locale'>,
): Statement {
  return { sql: readSql('subject', false), params: [input.locale, subject, input.giftId] };
}

/**
 * `read`: the rows of exchangeReadStatement for this account, when the transaction ran it already
 * with the account locked; the exchange reads for itself otherwise. Without `lockGift`, the
 * transaction fails at its commit if the gift changed meanwhile (isGiftChanged): run it again
 * with `lockGift`.
 */
export async function exchangeGift(
  tx: Transaction,
  input: ExchangeInput,
  read?: readonly Row[],
  options: { lockGift?: boolean } = {},
): Promise<Outcome<ExchangeResult>> {
  const lockGift = options.lockGift ?? false;
  const prefetched = read && !lockGift ? toReading(read[0]) : undefined;
  const reading =
    prefetched?.account?.id === input.accountId
      ? prefetched
      : await readForExchange(tx, input, lockGift);
  const { account } = reading;
  if (!account) throw new KadoError('NOT_FOUND', 'No such account');
  if (!account.verified || !account.market) {
    return refuse(
      new KadoError('PHONE_NOT_VERIFIED', 'Verify your phone number before exchanging points'),
    );
  }
  return fulfil(tx, input, account.market, reading, lockGift ? undefined : tx);
}

/**
 * The exchange for an account whose right to exchange in `market` is settled: the gift, stock
 * and balance checks and every write, the gift locked throughout. The demo seed comes in here,
 * for its past exchanges.
 */
export async function fulfilExchange(
  tx: Queryable,
  input: ExchangeInput,
  market: MarketCode,
): Promise<Outcome<ExchangeResult>> {
  const reading = await readForExchange(tx, input, true);
  if (!reading.account) throw new KadoError('NOT_FOUND', 'No such account');
  return fulfil(tx, input, market, reading);
}

/** In the message of the error that the statement at commit raises when the gift changed. */
const GIFT_CHANGED = 'kado:gift_changed';

/** The gift changed between an exchange's read and its commit: nothing was kept; run it locked. */
export function isGiftChanged(error: unknown): boolean {
  return error instanceof Error && error.message.includes(GIFT_CHANGED);
}

/**
 * The CTEs `stock` (the gift's stock taken, if the gift is still as read and enough is left; its
 * id, else no row) and `counted` (the popular count, only if `stock` has a row). Only the stock row
 * is written and locked: the gift is read as it stands when the statement starts, so an exchange
 * counts as made before an operator's change it overlaps.
 */
function takeStockSql(
  param: (value: unknown) => string,
  gift: ExchangedGiftRow,
  input: ExchangeInput,
  now: Date,
): string {
  const giftId = param(input.giftId);
  const quantity = param(input.quantity);
  const market = param(gift.market);
  return `stock AS (
       UPDATE gift_stock s SET stock = s.stock - ${quantity}
       FROM gifts g
       WHERE s.gift_id = ${giftId} AND s.stock >= ${quantity} AND g.id = s.gift_id AND g.active
         AND g.market = ${market} AND g.points = ${param(gift.points)}
         AND g.validity_days = ${param(gift.validity_days)}
         AND g.voucher_barcode = ${param(gift.voucher_barcode)}
         AND g.voucher_pin = ${param(gift.voucher_pin)}
       RETURNING s.gift_id AS id
     ), counted AS (${recordExchangeSql(giftId, market, param(utcDay(now)), 'stock')})`;
}

/**
 * The checks and writes. With `atCommit` (the gift read unlocked) the stock and the count are
 * taken in a statement at commit that fails if the gift changed; without, in the write statement
 * (the gift is locked and cannot have changed).
 */
async function fulfil(
  tx: Queryable,
  input: ExchangeInput,
  market: MarketCode,
  { gift, lots }: ExchangeReading,
  atCommit?: Pick<Transaction, 'queryAtCommit'>,
): Promise<Outcome<ExchangeResult>> {
  const now = input.now ?? new Date();
  if (!gift || !gift.active || gift.market !== market) {
    return refuse(
      new KadoError('GIFT_UNAVAILABLE', 'This gift cannot be exchanged in your market', {
        giftId: input.giftId,
      }),
    );
  }
  if (gift.stock < input.quantity) {
    return refuse(
      new KadoError('OUT_OF_STOCK', 'Not enough vouchers of this gift are left', {
        giftId: input.giftId,
        available: gift.stock,
      }),
    );
  }

  const points = gift.points * input.quantity;
  let debit;
  try {
    debit = await planDebit(
      tx,
      {
        accountId: input.accountId,
        points,
        kind: 'exchange',
        reason: input.hold?.reason ?? EXCHANGE_REASON,
        now,
      },
      lots,
    );
  } catch (error) {
    // Refused before the debit wrote anything (expiring overdue lots on the way is fine to keep).
    if (error instanceof KadoError && error.code === 'INSUFFICIENT_POINTS') return refuse(error);
    throw error;
  }

  // Every write in one statement: the debit, the exchange, its vouchers and the owner's notices,
  // and with the gift locked the stock and the popular count too. Each CTE runs once, whether or
  // not the result reads it.
  // Valid to the end of its last day on the market's clock (PRODUCT.md §4), not to the minute of issue.
  const expiresAt = endOfDayInZone(
    new Date(now.getTime() + gift.validity_days * DAY_MS),
    MARKET_TIME_ZONES[gift.market],
  );
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const accountId = param(input.accountId);
  const giftId = param(input.giftId);
  const at = param(now.toISOString());
  const codes = Array.from({ length: input.quantity }, () => generateVoucherCode(input.random));
  const pins = codes.map(() => (gift.voucher_pin ? generateVoucherPin(input.random) : null));
  const rows = await tx.query<
    { exchange_id: string; ledger_entry_id: string } & (IssuedVoucherRow | NoVoucherRow)
  >(
    `WITH ${atCommit ? '' : `${takeStockSql(param, gift, input, now)},`}
     ${debitSql(debit, param, atCommit ? undefined : 'stock')},
     exchange AS (
       INSERT INTO exchanges (account_id, gift_id, market, quantity, unit_points, points,
                              ledger_entry_id, created_at)
       SELECT ${accountId}, ${giftId}, ${param(gift.market)}, ${param(input.quantity)},
              ${param(gift.points)}, ${param(points)}, e.id, ${at}
       FROM debit_entry e
       RETURNING id
     ), issued AS (
       ${insertVouchersSql('exchange', accountId, giftId, {
         codes: param(codes),
         pins: param(pins),
         barcode: param(gift.voucher_barcode),
         issuedAt: at,
         expiresAt: param(expiresAt.toISOString()),
         held: param(input.hold !== undefined),
       })}
     )${
       input.hold
         ? ''
         : `, noticed AS (
       ${voucherIssuedNoticesSql('issued', accountId, giftId, param(expiresAt.toISOString()))}
     )`
     }
     SELECT x.id AS exchange_id, e.id AS ledger_entry_id, v.*
     FROM exchange x CROSS JOIN debit_entry e LEFT JOIN issued v ON true`,
    params,
  );
  const [first] = rows;
  if (!first) throw new Error('a locked gift changed during its exchange');
  if (atCommit) {
    // Its own parameters: it is sent with the COMMIT. The subquery keeps the failing cast from
    // being folded into a constant, and so evaluated, when the statement is planned.
    const stockParams: unknown[] = [];
    atCommit.queryAtCommit(
      `WITH ${takeStockSql((value) => `$${stockParams.push(value)}`, gift, input, now)}
       SELECT CASE WHEN EXISTS (SELECT 1 FROM stock) THEN 0
                   ELSE ('${GIFT_CHANGED}:' || (SELECT count(*) FROM stock))::int END`,
      stockParams,
    );
  }
  const issued: IssuedVoucherRow[] = rows.filter(
    (row): row is typeof row & IssuedVoucherRow => row.voucher_id !== null,
  );
  // A code another voucher has already taken is drawn again (rarely: 10^16 codes).
  if (issued.length < input.quantity) {
    const more = await issueVouchers(tx, {
      exchangeId: first.exchange_id,
      accountId: input.accountId,
      giftId: input.giftId,
      quantity: input.quantity - issued.length,
      barcode: gift.voucher_barcode,
      withPin: gift.voucher_pin,
      issuedAt: now,
      expiresAt,
      random: input.random,
      held: input.hold !== undefined,
    });
    for (const voucher of input.hold ? [] : more) {
      await notifyVoucherIssued(tx, {
        accountId: input.accountId,
        voucherId: voucher.voucher_id,
        giftId: input.giftId,
        expiresAt,
      });
    }
    issued.push(...more);
  }
  issued.sort((a, b) => Number(a.seq) - Number(b.seq));

  // The answer from what this transaction wrote: nothing is read back.
  return {
    ok: true,
    value: {
      id: first.exchange_id,
      giftId: input.giftId,
      quantity: input.quantity,
      points,
      ledgerEntryId: first.ledger_entry_id,
      createdAt: now.toISOString(),
      vouchers: issued.map((voucher) => toVoucher({ ...gift, ...voucher }, now)),
      balanceAfter: debit.balanceBefore - points,
    },
  };
}

interface IssueInput {
  readonly exchangeId: string;
  readonly accountId: string;
  readonly giftId: string;
  readonly quantity: number;
  readonly barcode: BarcodeFormat;
  readonly withPin: boolean;
  readonly issuedAt: Date;
  readonly expiresAt: Date;
  readonly random: RandomInt | undefined;
  readonly held: boolean;
}

type IssuedVoucherRow = Omit<VoucherRow, keyof ExchangedGiftRow>;
/** The columns of the issued vouchers, all null on the row of an exchange with none issued yet. */
type NoVoucherRow = { [K in keyof IssuedVoucherRow]: null };

/**
 * The INSERT of vouchers for the exchange whose id `exchange` holds (a CTE or a parameter), one
 * per code in `codes`, in issue order; a code already taken is skipped (the caller draws again).
 */
function insertVouchersSql(
  exchange: string,
  accountId: string,
  giftId: string,
  v: {
    codes: string;
    pins: string;
    barcode: string;
    issuedAt: string;
    expiresAt: string;
    held: string;
  },
): string {
  const [from, id] = exchange.startsWith('$') ? ['', exchange] : [`${exchange} x, `, 'x.id'];
  return `INSERT INTO vouchers (exchange_id, account_id, gift_id, code, pin, barcode, issued_at,
                                expires_at, held)
       SELECT ${id}, ${accountId}, ${giftId}, c.code, c.pin, ${v.barcode}, ${v.issuedAt},
              ${v.expiresAt}, ${v.held}::boolean
       FROM ${from}unnest(${v.codes}::text[], ${v.pins}::text[]) WITH ORDINALITY AS c (code, pin, n)
       ORDER BY c.n
       ON CONFLICT (code) DO NOTHING
       RETURNING id AS voucher_id, seq::text AS seq, exchange_id, code, pin, barcode, issued_at,
                 expires_at, used_at, refunded_at, 0 AS active_shares`;
}

/** `quantity` vouchers with fresh codes, in issue order; a code already taken is drawn again. */
async function issueVouchers(tx: Queryable, input: IssueInput): Promise<IssuedVoucherRow[]> {
  const issued: IssuedVoucherRow[] = [];
  while (issued.length < input.quantity) {
    const count = input.quantity - issued.length;
    const codes = Array.from({ length: count }, () => generateVoucherCode(input.random));
    const pins = Array.from({ length: count }, () =>
      input.withPin ? generateVoucherPin(input.random) : null,
    );
    const rows = await tx.query<IssuedVoucherRow>(
      insertVouchersSql('$1', '$2', '$3', {
        codes: '$4',
        pins: '$5',
        barcode: '$6',
        issuedAt: '$7',
        expiresAt: '$8',
        held: '$9',
      }),
      [
        input.exchangeId,
        input.accountId,
        input.giftId,
        codes,
        pins,
        input.barcode,
        input.issuedAt.toISOString(),
        input.expiresAt.toISOString(),
        input.held,
      ],
    );
    issued.push(...rows);
  }
  return issued;
}

/** The account's exchange with its vouchers, or NOT_FOUND. */
export async function findExchange(
  db: Queryable,
  accountId: string,
  exchangeId: string,
  locale: LocaleCode,
  now: Date,
): Promise<Exchange> {
  const [row] = await db.query<{
    id: string;
    gift_id: string;
    quantity: number;
    points: number;
    ledger_entry_id: string;
    created_at: Date;
  }>(
    `SELECT id, gift_id, quantity, points, ledger_entry_id, created_at FROM exchanges
     WHERE id = $1 AND account_id = $2`,
    [exchangeId, accountId],
  );
  if (!row) throw new KadoError('NOT_FOUND', 'No such exchange');
  return {
    id: row.id,
    giftId: row.gift_id,
    quantity: row.quantity,
    points: row.points,
    ledgerEntryId: row.ledger_entry_id,
    createdAt: row.created_at.toISOString(),
    vouchers: await listExchangeVouchers(db, row.id, accountId, locale, now),
  };
}

/**
 * An operator's refund of an exchange: its vouchers become void, their share links stop opening
 * them, and its points go back to the lots they came from. An exchange with a voucher marked used
 * is not refundable. The account is locked before its vouchers, as everywhere else.
 */
export async function refundExchange(
  tx: Queryable,
  input: { ledgerEntryId: string; reason: string; now?: Date },
): Promise<Refunded> {
  const now = input.now ?? new Date();
  await tx.query(
    `SELECT a.id FROM accounts a JOIN ledger_entries e ON e.account_id = a.id
     WHERE e.id = $1 FOR UPDATE OF a`,
    [input.ledgerEntryId],
  );
  const vouchers = await tx.query<{ id: string; used: boolean }>(
    `SELECT v.id, v.used_at IS NOT NULL AS used FROM vouchers v
     JOIN exchanges e ON e.id = v.exchange_id
     WHERE e.ledger_entry_id = $1
     FOR UPDATE OF v`,
    [input.ledgerEntryId],
  );
  if (vouchers.some((voucher) => voucher.used)) {
    throw new KadoError('NOT_REFUNDABLE', 'A voucher of this exchange has been used');
  }
  // A present gives its points back itself (declined, cancelled, returned), and once claimed its
  // vouchers are someone else's.
  const [present] = await tx.query(
    `SELECT 1 FROM presents p JOIN exchanges e ON e.id = p.exchange_id
     WHERE e.ledger_entry_id = $1`,
    [input.ledgerEntryId],
  );
  if (present) {
    throw new KadoError('NOT_REFUNDABLE', 'This exchange paid for a gift sent to someone');
  }
  const refunded = await refund(tx, { ...input, now });
  const voucherIds = vouchers.map((voucher) => voucher.id);
  await tx.query('UPDATE vouchers SET refunded_at = $2 WHERE id = ANY ($1::uuid[])', [
    voucherIds,
    now.toISOString(),
  ]);
  await tx.query(
    `UPDATE voucher_shares SET revoked_at = $2
     WHERE voucher_id = ANY ($1::uuid[]) AND revoked_at IS NULL`,
    [voucherIds, now.toISOString()],
  );
  return refunded;
}
