/** Exchanges and vouchers over the wallet API v1 (PRODUCT.md §4): points for e-gift vouchers. */
import { z } from 'zod';

import {
  localeCodeSchema,
  pageSchema,
  pointsSchema,
  positionCursorSchema,
  positionPageQuerySchema,
} from './common.js';
import { giftIdSchema, giftSchema } from './wallet.js';
import { textSchema } from './text.js';

export const MAX_EXCHANGE_QUANTITY = 5;

/** POST /v1/exchanges: one gift, 1–5 vouchers of it. */
export const exchangeRequestSchema = z
  .object({
    giftId: giftIdSchema,
    quantity: z.number().int().min(1).max(MAX_EXCHANGE_QUANTITY).default(1),
  })
  .strict();
export type ExchangeRequest = z.infer<typeof exchangeRequestSchema>;

/** How a voucher's code is scanned at the till: a QR code or a Code 128 barcode. */
export const BARCODE_FORMATS = ['qr', 'code128'] as const;
export const barcodeFormatSchema = z.enum(BARCODE_FORMATS);
export type BarcodeFormat = z.infer<typeof barcodeFormatSchema>;

/** A voucher is active until used or past its date; a refunded exchange voids its vouchers. */
export const VOUCHER_STATUSES = ['active', 'used', 'expired', 'refunded'] as const;
export const voucherStatusSchema = z.enum(VOUCHER_STATUSES);
export type VoucherStatus = z.infer<typeof voucherStatusSchema>;

export { VOUCHER_UNDO_HOURS } from '../constants.js';

/** The part of a voucher anyone holding it may see: on a share link too. */
export const sharedVoucherSchema = z.object({
  gift: giftSchema,
  code: textSchema,
  pin: textSchema.nullable(),
  barcode: z.object({ format: barcodeFormatSchema, payload: textSchema }),
  status: voucherStatusSchema,
  issuedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  /** The gift's terms and how to use it, in the requested locale. */
  terms: textSchema.nullable(),
  howToUse: textSchema.nullable(),
});
export type SharedVoucher = z.infer<typeof sharedVoucherSchema>;

/** A voucher as its owner sees it. */
export const voucherSchema = sharedVoucherSchema.extend({
  id: z.uuid(),
  exchangeId: z.uuid(),
  usedAt: z.iso.datetime().nullable(),
  /** Until when marking it used can be undone; null when it cannot (any more). */
  undoUntil: z.iso.datetime().nullable(),
  /** Share links not revoked. */
  activeShares: z.number().int().nonnegative(),
});
export type Voucher = z.infer<typeof voucherSchema>;

export const exchangeSchema = z.object({
  id: z.uuid(),
  giftId: giftIdSchema,
  quantity: z.number().int().min(1).max(MAX_EXCHANGE_QUANTITY),
  points: pointsSchema,
  ledgerEntryId: z.uuid(),
  createdAt: z.iso.datetime(),
  vouchers: z.array(voucherSchema),
});
export type Exchange = z.infer<typeof exchangeSchema>;

/** The exchange as its request answered: the balance it left. */
export const exchangeResultSchema = exchangeSchema.extend({ balanceAfter: pointsSchema });
export type ExchangeResult = z.infer<typeof exchangeResultSchema>;

/**
 * How my vouchers are listed: `newest` first (the order they were issued, the default), or
 * soonest `expiry` first (ties in the order they were issued) — across all pages, not only within one.
 */
export const VOUCHER_SORTS = ['newest', 'expiry'] as const;
export const voucherSortSchema = z.enum(VOUCHER_SORTS);
export type VoucherSort = z.infer<typeof voucherSortSchema>;

/** A page of the `expiry` order continues after an expiry (microseconds) and a position. */
export const expiryCursorSchema = textSchema.regex(
  /^[0-9]{1,17}_[1-9][0-9]{0,17}$/,
  'is not a cursor from a previous page',
);

/** The list query's fields; the cursor must come from the same order (`cursorOfSort`). */
export const voucherListFieldsSchema = positionPageQuerySchema.extend({
  cursor: z.union([positionCursorSchema, expiryCursorSchema]).optional(),
  locale: localeCodeSchema.default('en'),
  status: voucherStatusSchema.optional(),
  sort: voucherSortSchema.default('newest'),
});

/** A cursor continues the order that made it, and no other. */
export function cursorOfSort(
  query: { readonly cursor?: string | undefined; readonly sort: VoucherSort },
  context: z.RefinementCtx,
): void {
  if (query.cursor === undefined) return;
  if (query.cursor.includes('_') !== (query.sort === 'expiry'))
    context.addIssue({
      code: 'custom',
      path: ['cursor'],
      message: 'is not a cursor from a previous page in this order',
    });
}

export const voucherListQuerySchema = voucherListFieldsSchema.superRefine(cursorOfSort);
export type VoucherListQuery = z.input<typeof voucherListQuerySchema>;

export const voucherPageSchema = pageSchema(voucherSchema);
export type VoucherPage = z.infer<typeof voucherPageSchema>;

/** A share token: 32 random bytes, base64url. Only the token's hash is stored. */
export const shareTokenSchema = textSchema.regex(/^[A-Za-z0-9_-]{43}$/, 'must be a share token');

/** At most this many share links of one voucher are live at once. */
export const MAX_ACTIVE_SHARES = 5;

export const voucherShareSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  revokedAt: z.iso.datetime().nullable(),
});
export type VoucherShare = z.infer<typeof voucherShareSchema>;

/** A new share link's token: shown once, as the only copy. */
export const createdShareSchema = voucherShareSchema.extend({ token: shareTokenSchema });
export type CreatedShare = z.infer<typeof createdShareSchema>;

/** A new share link as the BFF gives it to the browser: the token and the page it opens. */
export const shareLinkSchema = createdShareSchema.extend({ url: z.url() });
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const voucherShareListSchema = z.object({ items: z.array(voucherShareSchema) });
export type VoucherShareList = z.infer<typeof voucherShareListSchema>;
