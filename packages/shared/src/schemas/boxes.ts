/** Gift boxes over the wallet API v1 (PRODUCT.md §4): issue, charge by code, list and merge. */
import { z } from 'zod';

import { IDEMPOTENCY_KEY_PATTERN } from '../identifiers.js';

import { marketCodeSchema, pointsSchema } from './common.js';
import { maskedCodeSchema, pointsAmountSchema } from './points.js';
import { E164_PATTERN } from './phone.js';
import { textSchema } from './text.js';

/** Charges and merges take an `Idempotency-Key` of 1–128 visible ASCII characters. */
export const idempotencyKeySchema = textSchema.regex(
  IDEMPOTENCY_KEY_PATTERN,
  'must be 1–128 visible ASCII characters',
);

export const idempotentRequestHeadersSchema = z.object({
  'idempotency-key': idempotencyKeySchema.optional(),
});

/** A box code as a person typed it; whether it is one is the wallet's answer (CODE_INVALID). */
export const chargeCodeRequestSchema = z.object({ code: textSchema.min(1).max(64) }).strict();
export type ChargeCodeRequest = z.infer<typeof chargeCodeRequestSchema>;

export const chargeCodeResultSchema = z.object({
  ledgerEntryId: z.uuid(),
  lotId: z.uuid(),
  points: pointsSchema,
  /** The box's own expiry, kept by the lot. */
  expiresAt: z.iso.datetime(),
  maskedCode: maskedCodeSchema,
  balanceAfter: pointsSchema,
});
export type ChargeCodeResult = z.infer<typeof chargeCodeResultSchema>;

/** A box addressed to the reader's verified phone, waiting to be merged. */
export const boxSchema = z.object({
  id: z.uuid(),
  market: marketCodeSchema,
  points: pointsSchema,
  expiresAt: z.iso.datetime(),
  issuedAt: z.iso.datetime(),
  maskedCode: maskedCodeSchema,
});
export type Box = z.infer<typeof boxSchema>;

export const boxListSchema = z.object({ items: z.array(boxSchema) });
export type BoxList = z.infer<typeof boxListSchema>;

export const MAX_BOXES_PER_MERGE = 20;

export const mergeRequestSchema = z
  .object({
    boxIds: z
      .array(z.uuid())
      .min(1)
      .max(MAX_BOXES_PER_MERGE)
      .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, {
        message: 'must not name a box twice',
      }),
  })
  .strict();
export type MergeRequest = z.infer<typeof mergeRequestSchema>;

export const mergeResultSchema = z.object({
  /** One lot per box, in the order the boxes were named. */
  items: z.array(
    z.object({
      boxId: z.uuid(),
      ledgerEntryId: z.uuid(),
      lotId: z.uuid(),
      points: pointsSchema,
      expiresAt: z.iso.datetime(),
    }),
  ),
  points: pointsSchema,
  balanceAfter: pointsSchema,
});
export type MergeResult = z.infer<typeof mergeResultSchema>;

export const MAX_BOXES_PER_ISSUE = 1_000;

/** POST /v1/operator/boxes: `count` boxes alike, optionally addressed to one phone. */
export const issueBoxesRequestSchema = z
  .object({
    market: marketCodeSchema,
    points: pointsAmountSchema,
    count: z.number().int().min(1).max(MAX_BOXES_PER_ISSUE),
    /** Default: 180 days after issue. */
    expiresAt: z.iso.datetime({ offset: true }).optional(),
    recipientPhone: textSchema.regex(E164_PATTERN, 'must be an E.164 phone number').optional(),
  })
  .strict();
export type IssueBoxesRequest = z.infer<typeof issueBoxesRequestSchema>;

/** The issued boxes with their full codes: the only answer that ever shows them. */
export const issuedBoxesSchema = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      code: textSchema,
      market: marketCodeSchema,
      points: pointsSchema,
      expiresAt: z.iso.datetime(),
      recipientPhone: textSchema.nullable(),
    }),
  ),
});
export type IssuedBoxes = z.infer<typeof issuedBoxesSchema>;
