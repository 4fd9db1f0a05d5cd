/**
 * The check of what a painted page carries (a /gift-items' or home's gift page, a home's categories),
 * with the shared schemas: anything else is ignored, and the page then loads its lists as it would
 * without a paint. A chunk of its own, loaded only when a page carries one: zod stays out of the
 * entry and of the catalog's page chunks.
 */
import type { z } from 'zod';

import {
  categoryListSchema,
  giftPageSchema,
  type CategoryList,
  type GiftPage,
} from '@kado/shared/schemas';

function parse<T>(schema: z.ZodType<T>, text: string): T | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** The gift page in `text`, or null when it is not one. */
export const parsePaintedGifts = (text: string): GiftPage | null => parse(giftPageSchema, text);

/** The category list in `text`, or null when it is not one. */
export const parsePaintedCategories = (text: string): CategoryList | null =>
  parse(categoryListSchema, text);
