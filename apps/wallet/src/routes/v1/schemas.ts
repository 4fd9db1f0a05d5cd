/** Request schemas the wallet adds to the shared ones. */
import { cursorSchema, giftListQuerySchema } from '@kado/shared/schemas';
import { z } from 'zod';

import { decodeGiftCursor } from '../../domain/catalog/cursor.js';

/** For routes that take no query: an unexpected parameter is a mistake worth reporting. */
export const noQuerySchema = z.object({}).strict();

/** The shared gift list query, with the cursor decoded: one that does not decode is a 400. */
export const giftListRequestSchema = giftListQuerySchema.extend({
  cursor: cursorSchema
    .transform((value, ctx) => {
      const cursor = decodeGiftCursor(value);
      if (cursor) return cursor;
      ctx.addIssue({ code: 'custom', message: 'is not a cursor from a previous page' });
      return z.NEVER;
    })
    .optional(),
});
