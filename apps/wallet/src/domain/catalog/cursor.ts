/**
 * The gift list's keyset cursor: the sort it belongs to and the (sort key, id) of the last gift on
 * a page, as opaque base64url JSON. Clients only hand it back; anything that does not decode, or
 * that belongs to another sort, is a bad request.
 */
import { giftIdSchema, giftSortSchema, type GiftSort } from '@kado/shared/schemas';
import { z } from 'zod';

export interface GiftCursor {
  readonly sort: GiftSort;
  /** Curated rank or points (a number), or the listing time (an ISO string with microseconds). */
  readonly key: number | string;
  readonly id: string;
}

/** A listing time as the database spells it for a cursor: UTC, to the microsecond. */
const LISTED_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const positionSchema = z.tuple([
  giftSortSchema,
  z.union([z.number().int(), z.string().regex(LISTED_AT)]),
  giftIdSchema,
]);

export function encodeGiftCursor(cursor: GiftCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.key, cursor.id])).toString('base64url');
}

export function decodeGiftCursor(value: string): GiftCursor | null {
  try {
    const parsed = positionSchema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString()));
    if (!parsed.success) return null;
    const [sort, key, id] = parsed.data;
    // The key's type is part of the sort: a listing time for `newest`, a number otherwise.
    if ((sort === 'newest') !== (typeof key === 'string')) return null;
    return { sort, key, id };
  } catch {
    return null;
  }
}
