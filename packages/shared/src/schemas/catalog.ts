/** The catalog beyond the gift list: markets, categories, brands, a gift's page, popular gifts, operator upserts. */
import { z } from 'zod';

import { LOCALE_CODES, type LocaleCode } from '../locales.js';
import { localeCodeSchema, marketCodeSchema, pointsSchema } from './common.js';
import { barcodeFormatSchema } from './vouchers.js';
import { catalogSlugSchema, giftSchema } from './wallet.js';

export const marketSchema = z.object({
  code: marketCodeSchema,
  callingCode: z.string(),
  /** Active gifts in the market. */
  giftCount: pointsSchema,
});
export const marketListSchema = z.object({ items: z.array(marketSchema) });
export type Market = z.infer<typeof marketSchema>;

export const categoryListQuerySchema = z
  .object({ locale: localeCodeSchema.default('en'), market: marketCodeSchema.optional() })
  .strict();

export const categorySchema = z.object({
  id: catalogSlugSchema,
  name: z.string(),
  giftCount: pointsSchema,
});
export const categoryListSchema = z.object({ items: z.array(categorySchema) });
export type Category = z.infer<typeof categorySchema>;

export const brandListQuerySchema = categoryListQuerySchema;

export const brandSchema = z.object({
  id: catalogSlugSchema,
  name: z.string(),
  color: z.string().regex(/^#[0-9a-f]{6}$/),
  /** The brand's main category; null for a brand that has none yet. */
  category: z.object({ id: catalogSlugSchema, name: z.string() }).nullable(),
  giftCount: pointsSchema,
});
export const brandListSchema = z.object({ items: z.array(brandSchema) });
export type Brand = z.infer<typeof brandSchema>;

export const STOCK_STATES = ['in_stock', 'low', 'out'] as const;
export const stockStateSchema = z.enum(STOCK_STATES);

export const giftDetailSchema = giftSchema.extend({
  /** Null only for gifts whose texts were never written. */
  description: z.string().nullable(),
  terms: z.string().nullable(),
  howToUse: z.string().nullable(),
  /** How long a voucher for this gift stays valid after the exchange. */
  validityDays: z.number().int().positive(),
  stock: stockStateSchema,
  /** Listed and in stock: it can be exchanged now. */
  available: z.boolean(),
});
export type GiftDetail = z.infer<typeof giftDetailSchema>;

export const popularGiftsQuerySchema = z
  .object({
    locale: localeCodeSchema.default('en'),
    market: marketCodeSchema.optional(),
    limit: z.coerce.number().int().min(1).max(50).default(10),
  })
  .strict();

export const popularGiftSchema = giftSchema.extend({
  /** Exchanges in the last 30 days (in the market asked for, else everywhere). */
  exchanges: pointsSchema,
});
export const popularGiftListSchema = z.object({ items: z.array(popularGiftSchema) });
export type PopularGift = z.infer<typeof popularGiftSchema>;

/** One text per locale; English is required because it is every other locale's fallback. */
function localizedTextSchema(max: number) {
  const text = z.string().trim().min(1).max(max);
  const shape = Object.fromEntries(
    LOCALE_CODES.map((code) => [code, code === 'en' ? text : text.optional()]),
  ) as Record<LocaleCode, typeof text>;
  return z.object(shape).strict().partial().required({ en: true });
}

export const giftUpsertSchema = z
  .object({
    brandId: catalogSlugSchema,
    categoryId: catalogSlugSchema,
    market: marketCodeSchema,
    points: z.number().int().min(1).max(10_000_000),
    validityDays: z.number().int().min(1).max(3650),
    curatedRank: z.number().int().min(0).max(1_000_000),
    active: z.boolean().default(true),
    names: localizedTextSchema(120),
    descriptions: localizedTextSchema(2000),
    terms: localizedTextSchema(4000),
    howToUse: localizedTextSchema(2000),
    /** How its vouchers are scanned, and whether they come with a PIN. */
    barcode: barcodeFormatSchema.default('qr'),
    withPin: z.boolean().default(false),
  })
  .strict();
export type GiftUpsert = z.infer<typeof giftUpsertSchema>;
export type GiftUpsertRequest = z.input<typeof giftUpsertSchema>;

export const giftUpsertedSchema = z.object({ created: z.boolean(), gift: giftDetailSchema });

export const stockLoadSchema = z.object({ add: z.number().int().min(1).max(1_000_000) }).strict();
export const stockLoadedSchema = z.object({ id: z.string(), stock: pointsSchema });
