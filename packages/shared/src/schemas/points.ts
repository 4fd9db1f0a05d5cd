/** The points ledger over the wallet API v1 (PRODUCT.md §4): lots, credits, expiries, history. */
import { z } from 'zod';

import { MAX_BALANCE } from '../constants.js';
import { cursorSchema, pageLimitSchema, pageSchema, pointsSchema } from './common.js';
import { textSchema } from './text.js';

/** A stable reason code (the SPA shows it in the reader's language), never free text. */
export const reasonCodeSchema = textSchema.regex(
  /^[a-z][a-z0-9_]{0,63}$/,
  'must be a reason code: lower-case letters, digits, _',
);

/**
 * The reason codes Kado itself writes or operators are offered; each has words in the SPA and the
 * ledger export. Any other code an operator uses reads as `other`.
 */
export const KNOWN_REASONS = [
  'box_charge',
  'box_merge',
  'gift_exchange',
  'gift_sent',
  'gift_returned',
  'lot_expired',
  'demo_grant',
  'demo_refund',
  'welcome_bonus',
  'campaign',
  'employer',
  'supplier_failed',
  'operator_refund',
] as const;
export type KnownReason = (typeof KNOWN_REASONS)[number];

/** A reason code as its words are looked up: a known one, or `other`. */
export function reasonKey(reason: string): KnownReason | 'other' {
  return (KNOWN_REASONS as readonly string[]).includes(reason) ? (reason as KnownReason) : 'other';
}

export const creditSourceSchema = z.enum(['charge', 'merge', 'grant', 'refund']);
export type CreditSource = z.infer<typeof creditSourceSchema>;

export const ledgerKindSchema = z.enum([
  'charge',
  'merge',
  'grant',
  'exchange',
  'refund',
  'expire',
]);
export type LedgerKind = z.infer<typeof ledgerKindSchema>;

/** A box code as shown back to its owner: only the last group in clear. */
export const maskedCodeSchema = textSchema.regex(/^\*{4}-\*{4}-\*{4}-[0-9A-Z]{4}$/);

/** Points credited or debited at once: whole, positive, at most the balance limit. */
export const pointsAmountSchema = z.number().int().min(1).max(MAX_BALANCE);

export const pointsPageQuerySchema = z
  .object({ cursor: cursorSchema.optional(), limit: pageLimitSchema })
  .strict();
export type PointsPageQuery = z.input<typeof pointsPageQuerySchema>;

export const lotSchema = z.object({
  id: z.uuid(),
  source: creditSourceSchema,
  amount: pointsSchema,
  /** Points still spendable: 0 once the lot is used up or past its expiry. */
  remaining: pointsSchema,
  status: z.enum(['active', 'used', 'expired']),
  expiresAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});
export type Lot = z.infer<typeof lotSchema>;
export const lotPageSchema = pageSchema(lotSchema);
export type LotPage = z.infer<typeof lotPageSchema>;

export const chargeSchema = z.object({
  ledgerEntryId: z.uuid(),
  createdAt: z.iso.datetime(),
  source: creditSourceSchema,
  maskedCode: maskedCodeSchema.nullable(),
  points: pointsSchema,
  /** The new lot's expiry; null for a refund, whose points went back to lots of their own. */
  expiresAt: z.iso.datetime().nullable(),
  reason: reasonCodeSchema,
});
export type Charge = z.infer<typeof chargeSchema>;
export const chargePageSchema = pageSchema(chargeSchema);
export type ChargePage = z.infer<typeof chargePageSchema>;

export const ledgerEntrySchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  kind: ledgerKindSchema,
  /** Positive for credits, negative for exchanges and expiries. */
  points: z.number().int(),
  balanceBefore: pointsSchema,
  balanceAfter: pointsSchema,
  reason: reasonCodeSchema,
  /** For a refund: the entry it reverses. */
  refundOf: z.uuid().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export const ledgerPageSchema = pageSchema(ledgerEntrySchema);
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

export const expirationsSchema = z.object({
  /** Live points by the calendar day they expire on in the market's time zone, soonest first. */
  upcoming: z.array(
    z.object({
      date: z.iso.date(),
      points: pointsSchema,
      /** Within the "expiring soon" window (30 days). */
      expiringSoon: z.boolean(),
    }),
  ),
  /** Lots that expired with points left in them, most recent first. */
  expired: z.array(
    z.object({ lotId: z.uuid(), expiredAt: z.iso.datetime(), points: pointsSchema }),
  ),
  asOf: z.iso.datetime(),
  /** The IANA time zone whose days `upcoming` is grouped by (the account's market's). */
  timeZone: textSchema.min(1).max(64).optional(),
});
export type Expirations = z.infer<typeof expirationsSchema>;

/** POST /v1/operator/grants: a lot for any subject, expiring at a date or after some days. */
export const grantRequestSchema = z
  .object({
    subject: textSchema.min(1).max(255),
    points: pointsAmountSchema,
    expiresAt: z.iso.datetime({ offset: true }).optional(),
    validityDays: z.number().int().min(1).max(3650).optional(),
    reason: reasonCodeSchema,
  })
  .strict()
  .refine((grant) => (grant.expiresAt === undefined) !== (grant.validityDays === undefined), {
    message: 'give exactly one of expiresAt and validityDays',
    path: ['expiresAt'],
  });
export type GrantRequest = z.infer<typeof grantRequestSchema>;

export const grantSchema = z.object({
  ledgerEntryId: z.uuid(),
  accountId: z.uuid(),
  lotId: z.uuid(),
  points: pointsSchema,
  expiresAt: z.iso.datetime(),
  balanceAfter: pointsSchema,
});
export type Grant = z.infer<typeof grantSchema>;

/** POST /v1/operator/refunds: reverses one exchange entry, once. */
export const refundRequestSchema = z
  .object({ ledgerEntryId: z.uuid(), reason: reasonCodeSchema })
  .strict();
export type RefundRequest = z.infer<typeof refundRequestSchema>;

export const refundSchema = z.object({
  ledgerEntryId: z.uuid(),
  refundOf: z.uuid(),
  accountId: z.uuid(),
  points: pointsSchema,
  balanceAfter: pointsSchema,
});
export type Refund = z.infer<typeof refundSchema>;
