/**
 * Operator writes that build a catalog from nothing (PRODUCT.md §6): categories with their names,
 * brands with their logo, and each market's contact methods. Gifts use giftUpsertSchema.
 */
import { z } from 'zod';

import { BRAND_COLOR_PATTERN } from '../identifiers.js';
import { localeCodeSchema, marketCodeSchema } from './common.js';
import { localizedTextSchema } from './catalog.js';
import { openingHoursSchema } from './notifications.js';
import { textSchema } from './text.js';
import { catalogSlugSchema, imagePathSchema } from './wallet.js';

const positionSchema = z.number().int().min(0).max(1_000_000);

export const categoryUpsertSchema = z
  .object({ names: localizedTextSchema(60), position: positionSchema.default(0) })
  .strict();
export type CategoryUpsertRequest = z.input<typeof categoryUpsertSchema>;

export const categorySavedSchema = z.object({
  created: z.boolean(),
  category: z.object({
    id: catalogSlugSchema,
    names: z.partialRecord(localeCodeSchema, textSchema),
    position: positionSchema,
  }),
});

export const brandUpsertSchema = z
  .object({
    name: textSchema.trim().min(1).max(80),
    color: textSchema.regex(BRAND_COLOR_PATTERN, 'must be #rrggbb in lower case'),
    /** The brand's main category, for the brand index. */
    categoryId: catalogSlugSchema.nullable().default(null),
    logoPath: imagePathSchema.nullable().default(null),
  })
  .strict();
export type BrandUpsertRequest = z.input<typeof brandUpsertSchema>;

export const brandSavedSchema = z.object({
  created: z.boolean(),
  brand: z.object({
    id: catalogSlugSchema,
    name: textSchema,
    color: textSchema,
    categoryId: catalogSlugSchema.nullable(),
    logoPath: textSchema.nullable(),
  }),
});

export const CONTACT_KINDS = ['email', 'phone', 'chat'] as const;
export const contactKindSchema = z.enum(CONTACT_KINDS);

export const contactMethodParamsSchema = z
  .object({ market: marketCodeSchema, kind: contactKindSchema })
  .strict();

export const contactMethodUpsertSchema = z
  .object({
    /** An e-mail address, an E.164 phone number or an https chat URL, as the kind says. */
    value: textSchema.trim().min(3).max(254),
    hours: openingHoursSchema.nullable().default(null),
    languages: z
      .array(localeCodeSchema)
      .min(1)
      .max(10)
      .refine((codes) => new Set(codes).size === codes.length, 'must not name a language twice'),
    position: positionSchema.default(0),
  })
  .strict();
export type ContactMethodUpsertRequest = z.input<typeof contactMethodUpsertSchema>;

export const contactMethodSavedSchema = z.object({
  created: z.boolean(),
  market: marketCodeSchema,
  kind: contactKindSchema,
  value: textSchema,
  hours: openingHoursSchema.nullable(),
  languages: z.array(localeCodeSchema),
  position: positionSchema,
});
