/** Catalog reads: the gift list (search, filters, sorts), one gift's page, and its image card. */
import type { Queryable } from '@kado/db';
import type { LocaleCode, MarketCode } from '@kado/shared';
import type { Gift, GiftDetail, GiftPage, GiftSort } from '@kado/shared/schemas';

import { encodeGiftCursor, type GiftCursor } from './cursor.js';

/** At or below this many vouchers left, a gift shows as running low. */
export const LOW_STOCK_THRESHOLD = 10;

export interface GiftListOptions {
  readonly locale: LocaleCode;
  readonly market?: MarketCode | undefined;
  readonly q?: string | undefined;
  readonly brand?: string | undefined;
  readonly category?: string | undefined;
  readonly minPoints?: number | undefined;
  readonly maxPoints?: number | undefined;
  readonly sort: GiftSort;
  readonly after?: GiftCursor | undefined;
  readonly limit: number;
}

export interface GiftRow {
  id: string;
  name: string;
  brand_id: string;
  brand_name: string;
  category_id: string;
  category_name: string;
  points: number;
  image_path: string;
  market: MarketCode;
  curated_rank: number;
  /** The listing time, UTC to the microsecond, as `newest` cursors carry it. */
  listed_at: string;
}

/** What every gift read selects; `$1` is always the locale. */
export const GIFT_COLUMNS = `
  g.id, coalesce(g.names ->> $1, g.names ->> 'en') AS name,
  b.id AS brand_id, b.name AS brand_name,
  c.id AS category_id, coalesce(c.names ->> $1, c.names ->> 'en') AS category_name,
  g.points, g.image_path, g.market, g.curated_rank,
  to_char(g.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS listed_at`;

export const GIFT_JOINS = `
  JOIN brands b ON b.id = g.brand_id
  JOIN categories c ON c.id = g.category_id`;

/**
 * Each sort's key and its direction; the id breaks ties in the same direction, so one index on
 * (key, id) serves the order and the cursor, walked forwards or backwards. The search rows carry
 * the same keys under the same names.
 */
const SORT_KEYS: Record<GiftSort, { column: string; cast: string; descending: boolean }> = {
  popular: { column: 'curated_rank', cast: 'int', descending: false },
  points_asc: { column: 'points', cast: 'int', descending: false },
  points_desc: { column: 'points', cast: 'int', descending: true },
  newest: { column: 'created_at', cast: 'timestamptz', descending: true },
};

function sortKeyOf(sort: GiftSort, row: GiftRow): number | string {
  if (sort === 'newest') return row.listed_at;
  return sort === 'popular' ? row.curated_rank : row.points;
}

/** A locale code as SQL text: one of the ten codes, checked again before it goes into SQL. */
function searchLocale(locale: LocaleCode): string {
  if (!/^[a-z]{2,3}$/.test(locale)) throw new Error(`not a locale code: ${locale}`);
  return locale;
}

/** A market code as SQL text: two capitals, checked again before it goes into SQL. */
function searchMarket(market: MarketCode): string {
  if (!/^[A-Z]{2}$/.test(market)) throw new Error(`not a market code: ${market}`);
  return market;
}

/** `%`, `_` and `\` in a search word are letters, not patterns. */
function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Words this long have trigrams: the search table's indexes find them. */
const TRIGRAM_LENGTH = 3;

/**
 * Active gifts matching the filters, in the asked sort, one keyset page at a time. Every word must
 * appear in the gift's name (in the locale) or its brand's name, which one search row per gift and
 * locale holds. A search with a word of three letters or more finds its search rows through the
 * trigram index first (in the market, when one is asked), then filters, sorts and cuts the page on
 * those rows, which carry the gift's list keys: only the page's gifts are read. Walking the sort
 * order and testing each gift reads every gift of the market when nothing matches. Shorter words
 * only filter what the index found, or, with no longer word, the gifts in sort order.
 */
export async function listGifts(db: Queryable, options: GiftListOptions): Promise<GiftPage> {
  const params: unknown[] = [options.locale];
  const param = (value: unknown) => `$${params.push(value)}`;
  const words = options.q?.split(/\s+/).filter(Boolean) ?? [];
  const indexed = (word: string) => Array.from(word).length >= TRIGRAM_LENGTH;
  const searched = words.some(indexed);
  // The gifts (g), or for a search their search rows (s), which hold the same keys.
  const on = searched ? 's' : 'g';
  const where = [`${on}.active`];

  if (options.market) {
    // A search's market is written into its statement, like its locale below: a trigram index
    // per locale and market (0014) serves it.
    where.push(
      searched
        ? `s.market = '${searchMarket(options.market)}'`
        : `g.market = ${param(options.market)}`,
    );
  }
  if (options.brand) where.push(`${on}.brand_id = ${param(options.brand)}`);
  if (options.category) where.push(`${on}.category_id = ${param(options.category)}`);
  if (options.minPoints !== undefined) where.push(`${on}.points >= ${param(options.minPoints)}`);
  if (options.maxPoints !== undefined) where.push(`${on}.points <= ${param(options.maxPoints)}`);
  const { column, cast, descending } = SORT_KEYS[options.sort];
  const direction = descending ? 'DESC' : 'ASC';
  const id = searched ? 's.gift_id' : 'g.id';
  if (options.after) {
    where.push(
      `(${on}.${column}, ${id}) ${descending ? '<' : '>'}
       (${param(options.after.key)}::${cast}, ${param(options.after.id)}::text)`,
    );
  }
  const orderOn = (alias: string, idColumn: string) =>
    `ORDER BY ${alias}.${column} ${direction}, ${idColumn} ${direction}`;

  // strpos, unlike LIKE, is no trigram index condition: a short word must not make the index
  // read every entry.
  const matches = (word: string) =>
    indexed(word)
      ? `s.text LIKE '%' || lower(${param(escapeLike(word))}) || '%'`
      : `strpos(s.text, lower(${param(word)})) > 0`;

  let rows: GiftRow[];
  if (searched) {
    // The trigram indexes are partial, per locale (and per locale and market): the locale is
    // written into the statement (it is one of the ten codes), so the statement prepared once per
    // connection can use them.
    where.unshift(`s.locale = '${searchLocale(options.locale)}'`, ...words.map(matches));
    rows = await db.query<GiftRow>(
      `WITH page AS (
         SELECT s.gift_id FROM gift_search s
         WHERE ${where.join(' AND ')}
         ${orderOn('s', 's.gift_id')}
         LIMIT ${param(options.limit + 1)}
       )
       SELECT ${GIFT_COLUMNS}
       FROM page p JOIN gifts g ON g.id = p.gift_id ${GIFT_JOINS}
       ${orderOn('g', 'g.id')}`,
      params,
    );
  } else {
    if (words.length > 0) {
      where.push(
        `EXISTS (SELECT 1 FROM gift_search s WHERE s.locale = $1 AND s.gift_id = g.id
                 AND ${words.map(matches).join(' AND ')})`,
      );
    }
    rows = await db.query<GiftRow>(
      `SELECT ${GIFT_COLUMNS}
       FROM gifts g ${GIFT_JOINS}
       WHERE ${where.join(' AND ')}
       ${orderOn('g', 'g.id')}
       LIMIT ${param(options.limit + 1)}`,
      params,
      // How far the walk goes depends on how common the short words are: plan for them.
      { customPlan: words.length > 0 },
    );
  }
  // One more row than asked tells whether another page follows.
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    items: page.map(toGift),
    nextCursor:
      rows.length > options.limit && last
        ? encodeGiftCursor({ sort: options.sort, key: sortKeyOf(options.sort, last), id: last.id })
        : null,
  };
}

export function toGift(row: GiftRow): Gift {
  return {
    id: row.id,
    name: row.name,
    brand: { id: row.brand_id, name: row.brand_name },
    category: { id: row.category_id, name: row.category_name },
    points: row.points,
    imagePath: row.image_path,
    market: row.market,
  };
}

interface GiftDetailRow extends GiftRow {
  description: string | null;
  terms: string | null;
  how_to_use: string | null;
  validity_days: number;
  stock: number;
  active: boolean;
}

/**
 * One gift as its page shows it, or null. Operators see it listed or not; shoppers (`listedOnly`)
 * only while it is listed. Vouchers outlive their gift: they read it themselves (VOUCHER_SELECT).
 */
export async function findGift(
  db: Queryable,
  giftId: string,
  locale: LocaleCode,
  { listedOnly = false }: { readonly listedOnly?: boolean } = {},
): Promise<GiftDetail | null> {
  const [row] = await db.query<GiftDetailRow>(
    `SELECT ${GIFT_COLUMNS},
            coalesce(g.descriptions ->> $1, g.descriptions ->> 'en') AS description,
            coalesce(g.terms ->> $1, g.terms ->> 'en') AS terms,
            coalesce(g.how_to_use ->> $1, g.how_to_use ->> 'en') AS how_to_use,
            g.validity_days, s.stock, g.active
     FROM gifts g ${GIFT_JOINS}
     JOIN gift_stock s ON s.gift_id = g.id
     WHERE g.id = $2 AND (g.active OR NOT $3::boolean)`,
    [locale, giftId, listedOnly],
  );
  if (!row) return null;
  return {
    ...toGift(row),
    description: row.description,
    terms: row.terms,
    howToUse: row.how_to_use,
    validityDays: row.validity_days,
    stock: row.stock === 0 ? 'out' : row.stock <= LOW_STOCK_THRESHOLD ? 'low' : 'in_stock',
    available: row.active && row.stock > 0,
  };
}

export interface GiftCard {
  readonly brandName: string;
  readonly brandColor: string;
}

/** What the gift's image shows, or null for an unknown gift. */
export async function findGiftCard(db: Queryable, giftId: string): Promise<GiftCard | null> {
  const [row] = await db.query<GiftCard>(
    `SELECT b.name AS "brandName", b.color AS "brandColor"
     FROM gifts g JOIN brands b ON b.id = g.brand_id
     WHERE g.id = $1`,
    [giftId],
  );
  return row ?? null;
}

/** What a brand's logo shows, or null for an unknown brand. */
export async function findBrandMark(
  db: Queryable,
  brandId: string,
): Promise<{ name: string; color: string } | null> {
  const [row] = await db.query<{ name: string; color: string }>(
    `SELECT name, color FROM brands WHERE id = $1`,
    [brandId],
  );
  return row ?? null;
}
