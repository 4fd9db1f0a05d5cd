/**
 * The demo catalog of the embedded default, read from data files a translator can edit:
 * `demo-catalog/catalog.json` (categories, kinds of gift, brands, value vouchers per market,
 * signature gifts) and one `demo-catalog/texts/<locale>.json` per locale holding every text of that
 * language. The files are bundled with the service (JSON imports) and checked when it starts: a
 * missing or malformed text stops start-up naming its file and field.
 *
 * Brand names are proper nouns and stay as they are; the words around them are translated through
 * templates with `{brand}`, `{amount}` and `{days}`.
 */
import {
  formatMarketMoney,
  LOCALE_CODES,
  MARKET_CODES,
  type LocaleCode,
  type MarketCode,
} from '@kado/shared';
import {
  catalogSlugSchema,
  giftIdSchema,
  marketCodeSchema,
  textSchema,
  type BarcodeFormat,
} from '@kado/shared/schemas';
import { z } from 'zod';

import catalogFile from './demo-catalog/catalog.json';
import en from './demo-catalog/texts/en.json';
import fil from './demo-catalog/texts/fil.json';
import hk from './demo-catalog/texts/hk.json';
import id from './demo-catalog/texts/id.json';
import inTexts from './demo-catalog/texts/in.json';
import kr from './demo-catalog/texts/kr.json';
import ms from './demo-catalog/texts/ms.json';
import th from './demo-catalog/texts/th.json';
import tw from './demo-catalog/texts/tw.json';
import vi from './demo-catalog/texts/vi.json';

export type LocalizedNames = Record<LocaleCode, string>;

/** Where a gift is redeemed: at a counter (QR code), online (a code and PIN at checkout), or both. */
export const CHANNELS = ['in_store', 'online', 'both'] as const;
export type Channel = (typeof CHANNELS)[number];

export interface DemoCategory {
  readonly id: string;
  readonly position: number;
  readonly names: LocalizedNames;
}

export interface DemoBrand {
  readonly id: string;
  readonly name: string;
  readonly color: string;
  readonly categoryId: string;
  /** What its value vouchers buy, and where they are redeemed. */
  readonly kind: string;
  readonly channel: Channel;
  /** The markets its value vouchers are sold in. */
  readonly markets: readonly MarketCode[];
}

export interface DemoGift {
  readonly id: string;
  readonly brandId: string;
  readonly market: MarketCode;
  readonly points: number;
  readonly curatedRank: number;
  readonly categoryId: string;
  /** The kind of gift and how it is redeemed; its description is the text for this pair. */
  readonly kind: string;
  /** A value voucher (S$10 at the brand) rather than one product. */
  readonly value: boolean;
  readonly channel: Channel;
  readonly names: LocalizedNames;
  readonly descriptions: LocalizedNames;
  readonly terms: LocalizedNames;
  readonly howToUse: LocalizedNames;
  readonly validityDays: number;
  readonly stock: number;
  readonly barcode: BarcodeFormat;
  readonly withPin: boolean;
  /** How long before seeding the gift was listed, for the `newest` sort. */
  readonly listedHoursAgo: number;
}

const colorSchema = textSchema.regex(/^#[0-9a-f]{6}$/, 'must be a colour like #6f4e37');
const channelSchema = z.enum(CHANNELS);
const countSchema = z.number().int().min(1);

const catalogSchema = z
  .object({
    $comment: textSchema.optional(),
    categories: z.array(
      z
        .object({ id: catalogSlugSchema, position: countSchema, validityDays: countSchema })
        .strict(),
    ),
    kinds: z.record(
      catalogSlugSchema,
      z.union([
        z
          .object({ categoryId: catalogSlugSchema, valueName: z.enum(['voucher', 'giftCard']) })
          .strict(),
        z.object({ product: z.literal(true) }).strict(),
      ]),
    ),
    products: z.record(
      catalogSlugSchema,
      z.object({ kind: catalogSlugSchema, channel: channelSchema }).strict(),
    ),
    brands: z.array(
      z
        .object({
          id: catalogSlugSchema,
          name: textSchema.trim().min(1),
          color: colorSchema,
          kind: catalogSlugSchema,
          channel: channelSchema,
          markets: z.array(marketCodeSchema).min(1),
        })
        .strict(),
    ),
    denominations: z.record(
      marketCodeSchema,
      z.array(z.object({ value: countSchema, points: countSchema }).strict()),
    ),
    fullRangeMarkets: z.array(marketCodeSchema),
    signatureGifts: z.array(
      z
        .object({
          id: giftIdSchema,
          brandId: catalogSlugSchema,
          market: marketCodeSchema,
          points: countSchema,
          curatedRank: countSchema,
          product: catalogSlugSchema.optional(),
          value: countSchema.optional(),
        })
        .strict()
        .refine((gift) => (gift.product === undefined) !== (gift.value === undefined), {
          message: 'names either a product or a value',
        }),
    ),
  })
  .strict();

type CatalogFile = z.infer<typeof catalogSchema>;

/** A template: non-empty, and with exactly the placeholders the seed fills in. */
function template(...placeholders: string[]) {
  return textSchema
    .trim()
    .min(1)
    .superRefine((text, context) => {
      const found = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      if (found.join() !== [...placeholders].sort().join()) {
        context.addIssue({
          code: 'custom',
          message: `must contain ${placeholders.map((p) => `{${p}}`).join(' and ') || 'no placeholder'} (found ${found.map((p) => `{${p}}`).join(' ') || 'none'})`,
        });
      }
    });
}

const keyed = (keys: Iterable<string>, schema: z.ZodType<string>) =>
  z.object(Object.fromEntries([...keys].map((key) => [key, schema]))).strict();

/** What every texts/<locale>.json must hold: one text for each thing catalog.json names. */
function textsSchema(catalog: CatalogFile) {
  const descriptionKeys = new Set([
    ...catalog.brands.map((brand) => descriptionKey(brand.kind, brand.channel)),
    ...Object.values(catalog.products).map((p) => descriptionKey(p.kind, p.channel)),
  ]);
  const channels = new Set([
    ...catalog.brands.map((brand) => brand.channel),
    ...Object.values(catalog.products).map((product) => product.channel),
  ]);
  return z
    .object({
      categories: keyed(
        catalog.categories.map((category) => category.id),
        textSchema.trim().min(1),
      ),
      valueNames: keyed(['voucher', 'giftCard'], template('brand', 'amount')),
      products: keyed(Object.keys(catalog.products), template('brand')),
      descriptions: keyed(descriptionKeys, template('brand')),
      howToUse: keyed(channels, template()),
      terms: template('days'),
    })
    .strict();
}

type Texts = z.infer<ReturnType<typeof textsSchema>>;

export function descriptionKey(kind: string, channel: Channel): string {
  return `${kind}.${channel}`;
}

/** A demo catalog file that cannot be used: the message names the file and the field. */
export class DemoCatalogError extends Error {
  override name = 'DemoCatalogError';
}

function parse<T>(schema: z.ZodType<T>, data: unknown, file: string): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map(
    (issue) => `${file}: ${issue.path.join('.') || '(top)'}: ${issue.message}`,
  );
  throw new DemoCatalogError(`The demo catalog cannot be read:\n${issues.join('\n')}`);
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

export interface DemoCatalogFiles {
  readonly catalog: unknown;
  readonly texts: Record<LocaleCode, unknown>;
}

export interface DemoCatalog {
  readonly categories: readonly DemoCategory[];
  readonly brands: readonly DemoBrand[];
  readonly gifts: readonly DemoGift[];
}

/** Signature gifts are well stocked; a few vouchers run low or out, as a real catalog does. */
function stockAt(index: number, signatureCount: number): number {
  if (index < signatureCount) return 1_000;
  if (index % 23 === 7) return 0;
  if (index % 13 === 5) return 6;
  return 150 + ((index * 37) % 400);
}

/** Reads and checks the catalog files, then builds every gift with its texts in ten locales. */
export function buildDemoCatalog(files: DemoCatalogFiles): DemoCatalog {
  const catalog = parse(catalogSchema, files.catalog, 'demo-catalog/catalog.json');
  const fail = (field: string, message: string): never => {
    throw new DemoCatalogError(`demo-catalog/catalog.json: ${field}: ${message}`);
  };

  const categories = new Map(catalog.categories.map((category) => [category.id, category]));
  const valueKind = (kind: string, field: string) => {
    const found = catalog.kinds[kind];
    if (!found) return fail(field, `no kind ${kind}`);
    if ('product' in found) return fail(field, `${kind} is a product kind, not a brand's`);
    if (!categories.has(found.categoryId)) return fail(field, `no category ${found.categoryId}`);
    return found;
  };
  const brands: DemoBrand[] = catalog.brands.map((brand, index) => ({
    ...brand,
    categoryId: valueKind(brand.kind, `brands.${index}.kind`).categoryId,
  }));
  for (const [product, { kind }] of Object.entries(catalog.products)) {
    if (!catalog.kinds[kind]) fail(`products.${product}.kind`, `no kind ${kind}`);
  }
  for (const market of MARKET_CODES) {
    if (!catalog.denominations[market]) fail(`denominations.${market}`, 'missing');
  }
  const schema = textsSchema(catalog);
  const texts = Object.fromEntries(
    LOCALE_CODES.map((code) => [
      code,
      parse(schema, files.texts[code], `demo-catalog/texts/${code}.json`),
    ]),
  ) as Record<LocaleCode, Texts>;
  type Values = Record<string, string> | ((code: LocaleCode) => Record<string, string>);
  const inAll = (pick: (t: Texts) => string, values: Values = {}) =>
    Object.fromEntries(
      LOCALE_CODES.map((code) => [
        code,
        fill(pick(texts[code]), typeof values === 'function' ? values(code) : values),
      ]),
    ) as LocalizedNames;
  const brandsById = new Map(brands.map((brand) => [brand.id, brand]));

  interface Listing {
    id: string;
    brand: DemoBrand;
    market: MarketCode;
    points: number;
    curatedRank: number;
    kind: string;
    value: boolean;
    channel: Channel;
    names: LocalizedNames;
  }
  /** "Kopi Lane S$10 Voucher", "Byte Garden 10,000원 기프트 카드": the amount as the market writes it. */
  const valueName = (brand: DemoBrand, market: MarketCode, value: number) => {
    const { valueName: name } = valueKind(brand.kind, `brands.${brand.id}.kind`);
    return inAll(
      (t) => t.valueNames[name] ?? '',
      (code) => ({ brand: brand.name, amount: formatMarketMoney(value, market, code) }),
    );
  };
  const signature: Listing[] = catalog.signatureGifts.map((gift, index) => {
    const brand =
      brandsById.get(gift.brandId) ?? fail(`signatureGifts.${index}.brandId`, 'no such brand');
    const common = {
      id: gift.id,
      brand,
      market: gift.market,
      points: gift.points,
      curatedRank: gift.curatedRank,
    };
    if (gift.product !== undefined) {
      const product =
        catalog.products[gift.product] ??
        fail(`signatureGifts.${index}.product`, `no product ${gift.product}`);
      const name = gift.product;
      return {
        ...common,
        ...product,
        value: false,
        names: inAll((t) => t.products[name] ?? '', { brand: brand.name }),
      };
    }
    const value = gift.value ?? 0;
    const names = valueName(brand, gift.market, value);
    return { ...common, kind: brand.kind, value: true, channel: brand.channel, names };
  });

  const fullRange = new Set(catalog.fullRangeMarkets);
  const vouchers: Listing[] = brands
    .flatMap((brand) =>
      brand.markets.flatMap((market) =>
        (catalog.denominations[market] ?? fail(`denominations.${market}`, 'missing'))
          .slice(0, fullRange.has(market) ? 3 : 2)
          .map(({ value, points }) => ({
            id: `${brand.id}-${value}-${market.toLowerCase()}`,
            brand,
            market,
            points,
            curatedRank: 0,
            kind: brand.kind,
            value: true,
            channel: brand.channel,
            names: valueName(brand, market, value),
          })),
      ),
    )
    .map((listing, index) => ({ ...listing, curatedRank: 200 + index * 10 }));

  const signatureIds = new Set(signature.map((gift) => gift.id));
  const gifts: DemoGift[] = [
    ...signature,
    ...vouchers.filter((gift) => !signatureIds.has(gift.id)),
  ].map(({ brand, ...listing }, index) => {
    const validityDays = categories.get(brand.categoryId)?.validityDays ?? 0;
    return {
      ...listing,
      brandId: brand.id,
      categoryId: brand.categoryId,
      descriptions: inAll(
        (t) => t.descriptions[descriptionKey(listing.kind, listing.channel)] ?? '',
        {
          brand: brand.name,
        },
      ),
      terms: inAll((t) => t.terms, { days: String(validityDays) }),
      howToUse: inAll((t) => t.howToUse[listing.channel] ?? ''),
      validityDays,
      stock: stockAt(index, signature.length),
      // Counters scan a QR code; online checkouts take a card number and its PIN.
      barcode: listing.channel === 'online' ? 'code128' : 'qr',
      withPin: listing.channel !== 'in_store',
      listedHoursAgo: index * 6,
    };
  });

  return {
    categories: catalog.categories.map(({ id: categoryId, position }) => ({
      id: categoryId,
      position,
      names: inAll((t) => t.categories[categoryId] ?? ''),
    })),
    brands,
    gifts,
  };
}

const DEMO_CATALOG = buildDemoCatalog({
  catalog: catalogFile,
  texts: { en, ms, vi, id, fil, th, hk, tw, in: inTexts, kr },
});

export const DEMO_CATEGORIES = DEMO_CATALOG.categories;
export const DEMO_BRANDS = DEMO_CATALOG.brands;
export const DEMO_GIFTS = DEMO_CATALOG.gifts;

/** What each demo gift's picture shows (its kind of gift), by gift id, for the image store. */
export const DEMO_GIFT_KINDS: ReadonlyMap<string, Pick<DemoGift, 'kind' | 'value'>> = new Map(
  DEMO_GIFTS.map((gift) => [gift.id, { kind: gift.kind, value: gift.value }]),
);
