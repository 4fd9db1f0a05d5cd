/**
 * The gift list's keyset cursor: the (curated rank, id) of the last gift on a page, as opaque
 * base64url JSON. Clients only hand it back; anything that does not decode is a bad request.
 */
import { giftIdSchema } from '@kado/shared/schemas';
import { z } from 'zod';

export interface GiftCursor {
  readonly rank: number;
  readonly id: string;
}

const positionSchema = z.tuple([z.number().int(), giftIdSchema]);

export function encodeGiftCursor(cursor: GiftCursor): string {
  return Buffer.from(JSON.stringify([cursor.rank, cursor.id])).toString('base64url');
}

export function decodeGiftCursor(value: string): GiftCursor | null {
  try {
    const parsed = positionSchema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString()));
    return parsed.success ? { rank: parsed.data[0], id: parsed.data[1] } : null;
  } catch {
    return null;
  }
}
