import { z } from 'zod';

import { ERROR_CODES, type ErrorCode } from '../errors.js';
import { LOCALE_CODES, type LocaleCode } from '../locales.js';
import { MARKET_CODES, type MarketCode } from '../constants.js';
import { textSchema } from './text.js';

export const localeCodeSchema = z.enum(LOCALE_CODES as [LocaleCode, ...LocaleCode[]]);
export const marketCodeSchema = z.enum(MARKET_CODES as [MarketCode, ...MarketCode[]]);
export const errorCodeSchema = z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]);

/** Reads that speak the reader's language: English unless asked otherwise. */
export const localeQuerySchema = z.object({ locale: localeCodeSchema.default('en') }).strict();

/** Whole, non-negative points. */
export const pointsSchema = z.number().int().nonnegative();

/** An opaque pagination cursor: base64url, bounded. */
export const cursorSchema = textSchema
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be an opaque cursor from a previous page');

export const pageLimitSchema = z.coerce.number().int().min(1).max(100).default(20);

/**
 * Lists in the order they were written (notifications, tickets, vouchers) continue after an
 * item's position: a decimal number within PostgreSQL's bigint.
 */
export const positionCursorSchema = textSchema.regex(
  /^[1-9][0-9]{0,17}$/,
  'is not a cursor from a previous page',
);

export const positionPageQuerySchema = z
  .object({ cursor: positionCursorSchema.optional(), limit: pageLimitSchema })
  .strict();
export type PositionPageQuery = z.input<typeof positionPageQuerySchema>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: textSchema.nullable() });
}

/** The wallet API's error envelope (PRODUCT.md §6). */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: textSchema,
    details: z.unknown().optional(),
    requestId: textSchema,
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
