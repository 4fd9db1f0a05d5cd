/** Response and request shapes of the wallet API v1, shared by the wallet, the BFF and the SPA. */
import { z } from 'zod';

import { GIFT_ID_PATTERN } from '../routes.js';
import {
  cursorSchema,
  localeCodeSchema,
  marketCodeSchema,
  pageLimitSchema,
  pageSchema,
  pointsSchema,
} from './common.js';

export const meSchema = z.object({
  id: z.string(),
  displayName: z.string().nullable(),
  email: z.string().nullable(),
  locale: localeCodeSchema.nullable(),
  phone: z.string().nullable(),
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

export const giftIdSchema = z.string().regex(GIFT_ID_PATTERN, 'must be a gift id');

export const giftSchema = z.object({
  id: giftIdSchema,
  name: z.string(),
  brand: z.object({ id: z.string(), name: z.string() }),
  category: z.object({ id: z.string(), name: z.string() }),
  points: pointsSchema,
  /** Path under the image store: the SPA prefixes the runtime config's imageCdnUrl. */
  imagePath: z.string().regex(/^[a-z0-9/_.-]+$/),
  market: marketCodeSchema,
});
export type Gift = z.infer<typeof giftSchema>;

export const giftListQuerySchema = z
  .object({
    locale: localeCodeSchema.default('en'),
    market: marketCodeSchema.optional(),
    cursor: cursorSchema.optional(),
    limit: pageLimitSchema,
  })
  .strict();
export type GiftListQuery = z.input<typeof giftListQuerySchema>;

export const giftPageSchema = pageSchema(giftSchema);
export type GiftPage = z.infer<typeof giftPageSchema>;
