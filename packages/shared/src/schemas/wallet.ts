/** Response and request shapes of the wallet API v1, shared by the wallet, the BFF and the SPA. */
import { z } from 'zod';

import { GIFT_SORTS, type GiftSort } from '../catalog-sorts.js';
import { CATALOG_SLUG_PATTERN, GIFT_ID_PATTERN, IMAGE_PATH_PATTERN } from '../identifiers.js';
import {
  cursorSchema,
  localeCodeSchema,
  marketCodeSchema,
  pageLimitSchema,
  pageSchema,
  pointsSchema,
} from './common.js';
import { textSchema } from './text.js';

export const meSchema = z.object({
  id: textSchema,
  displayName: textSchema.nullable(),
  email: textSchema.nullable(),
  locale: localeCodeSchema.nullable(),
  phone: textSchema.nullable(),
  phoneVerified: z.boolean(),
  market: marketCodeSchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type Me = z.infer<typeof meSchema>;

export const balanceSchema = z.object({
  balance: pointsSchema,
  /** Points in lots that expire within the "expiring soon" window (30 days). */
  expiringSoon: pointsSchema,
  nextExpiry: z.object({ expiresAt: z.iso.datetime(), points: pointsSchema }).nullable(),
  asOf: z.iso.datetime(),
});
export type Balance = z.infer<typeof balanceSchema>;

export const giftIdSchema = textSchema.regex(GIFT_ID_PATTERN, 'must be a gift id');

export const giftSchema = z.object({
  id: giftIdSchema,
  name: textSchema,
  brand: z.object({ id: textSchema, name: textSchema }),
  category: z.object({ id: textSchema, name: textSchema }),
  points: pointsSchema,
  /** Path under the image store: the SPA prefixes the runtime config's imageCdnUrl. */
  imagePath: textSchema.regex(IMAGE_PATH_PATTERN),
  market: marketCodeSchema,
});
export type Gift = z.infer<typeof giftSchema>;

/** A path under the image store (IMAGE_CDN_URL): no scheme, no leading slash, no `..`. */
export const imagePathSchema = textSchema
  .max(200)
  .regex(IMAGE_PATH_PATTERN, 'must be a path under the image store, in lower case')
  .refine(
    (path) => !path.startsWith('/') && !path.split('/').includes('..'),
    'must stay under the image store',
  );

/** Ids of brands and categories: lower-case slugs. */
export const catalogSlugSchema = textSchema.regex(CATALOG_SLUG_PATTERN, 'must be a catalog id');

export { GIFT_SORTS, type GiftSort };
export const giftSortSchema = z.enum(GIFT_SORTS);

const pointsFilterSchema = z.coerce.number().int().min(0).max(10_000_000);

export const giftListQuerySchema = z
  .object({
    locale: localeCodeSchema.default('en'),
    market: marketCodeSchema.optional(),
    cursor: cursorSchema.optional(),
    limit: pageLimitSchema,
    /** Words in the gift's or the brand's name, in the requested locale; case does not matter. */
    q: textSchema.trim().min(1).max(80).optional(),
    brand: catalogSlugSchema.optional(),
    category: catalogSlugSchema.optional(),
    minPoints: pointsFilterSchema.optional(),
    maxPoints: pointsFilterSchema.optional(),
    sort: giftSortSchema.default('popular'),
  })
  .strict();
export type GiftListQuery = z.input<typeof giftListQuerySchema>;

export const giftPageSchema = pageSchema(giftSchema);
export type GiftPage = z.infer<typeof giftPageSchema>;
