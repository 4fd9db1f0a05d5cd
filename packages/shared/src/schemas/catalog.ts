/** The catalog beyond the gift list: markets, categories, brands, a gift's page, popular gifts, operator upserts. */
import { z } from 'zod';

import { BRAND_COLOR_PATTERN } from '../identifiers.js';
import { LOCALE_CODES, type LocaleCode } from '../locales.js';
import { LOCALE_SCRIPTS, isInLocaleScript } from '../scripts.js';
import { localeCodeSchema, marketCodeSchema, pointsSchema } from './common.js';
import { barcodeFormatSchema } from './vouchers.js';
import { catalogSlugSchema, giftSchema, imagePathSchema } from './wallet.js';
import { textSchema } from './text.js';

export const marketSchema = z.object({
  code: marketCodeSchema,
  callingCode: textSchema,
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
  name: textSchema,
  giftCount: pointsSchema,
});
export const categoryListSchema = z.object({ items: z.array(categorySchema) });
export type Category = z.infer<typeof categorySchema>;
export type CategoryList = z.infer<typeof categoryListSchema>;

export const brandListQuerySchema = categoryListQuerySchema;

export const brandSchema = z.object({
  id: catalogSlugSchema,
  name: textSchema,
  color: textSchema.regex(BRAND_COLOR_PATTERN),
  /** The brand's main category; null for a brand that has none yet. */
  category: z.object({ id: catalogSlugSchema, name: textSchema }).nullable(),
  /** The brand's logo under the image store; null when it has none. */
  logoPath: textSchema.nullable(),
  giftCount: pointsSchema,
});
export const brandListSchema = z.object({ items: z.array(brandSchema) });
export type Brand = z.infer<typeof brandSchema>;

export const STOCK_STATES = ['in_stock', 'low', 'out'] as const;
export const stockStateSchema = z.enum(STOCK_STATES);

export const giftDetailSchema = giftSchema.extend({
  /** Null only for gifts whose texts were never written. */
  description: textSchema.nullable(),
  terms: textSchema.nullable(),
  howToUse: textSchema.nullable(),
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

/**
 * One text per locale, all ten required (PRODUCT.md §3: complete in every language), each written
 * in its locale's script (brand names may stay in Latin letters).
 */
export function localizedTextSchema(max: number) {
  const text = textSchema.trim().min(1).max(max);
  const shape = Object.fromEntries(LOCALE_CODES.map((code) => [code, text])) as Record<
    LocaleCode,
    typeof text
  >;
  return z
    .object(shape)
    .strict()
    .superRefine((texts, context) => {
      for (const code of LOCALE_CODES) {
        const value = texts[code];
        if (value && !isInLocaleScript(code, value)) {
          context.addIssue({
            code: 'custom',
            path: [code],
            message: `must be written in the ${LOCALE_SCRIPTS[code]} script of locale ${code}`,
          });
        }
      }
    });
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
    /** Its picture under the image store; by default the card the wallet draws itself. */
    imagePath: imagePathSchema.optional(),
    /** How its vouchers are scanned, and whether they come with a PIN. */
    barcode: barcodeFormatSchema.default('qr'),
    withPin: z.boolean().default(false),
  })
  .strict();
export type GiftUpsert = z.infer<typeof giftUpsertSchema>;
export type GiftUpsertRequest = z.input<typeof giftUpsertSchema>;

export const giftUpsertedSchema = z.object({ created: z.boolean(), gift: giftDetailSchema });

export const stockLoadSchema = z.object({ add: z.number().int().min(1).max(1_000_000) }).strict();
export const stockLoadedSchema = z.object({ id: textSchema, stock: pointsSchema });
