/** The gift list's query: the shared one, with the cursor decoded and checked against the sort. */
import { cursorSchema, giftListQuerySchema } from '@kado/shared/schemas';
import { z } from 'zod';

import { decodeGiftCursor } from '../../../domain/catalog/cursor.js';

export const giftListRequestSchema = giftListQuerySchema
  .extend({
    cursor: cursorSchema
      .transform((value, ctx) => {
        const cursor = decodeGiftCursor(value);
        if (cursor) return cursor;
        ctx.addIssue({ code: 'custom', message: 'is not a cursor from a previous page' });
        return z.NEVER;
      })
      .optional(),
  })
  .superRefine(
    (query, ctx) => {
      if (query.cursor && query.cursor.sort !== query.sort) {
        ctx.addIssue({
          code: 'custom',
          path: ['cursor'],
          message: `belongs to the sort ${query.cursor.sort}, not ${query.sort}`,
        });
      }
      if (
        query.minPoints !== undefined &&
        query.maxPoints !== undefined &&
        query.minPoints > query.maxPoints
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['maxPoints'],
          message: 'must not be below minPoints',
        });
      }
    },
    // Fields compare only once each is valid on its own.
    { when: (payload) => payload.issues.length === 0 },
  );
