/** Catalog reads: the gift list in curated order, and what a gift's image card shows. */
import type { Queryable } from '@kado/db';
import type { LocaleCode, MarketCode } from '@kado/shared';
import type { Gift, GiftPage } from '@kado/shared/schemas';

import { encodeGiftCursor, type GiftCursor } from './cursor.js';

export interface GiftListOptions {
  readonly locale: LocaleCode;
  readonly market?: MarketCode | undefined;
  readonly after?: GiftCursor | undefined;
  readonly limit: number;
}

interface GiftRow {
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
}

/** Active gifts ordered by curated rank then id, one keyset page at a time. */
export async function listGifts(db: Queryable, options: GiftListOptions): Promise<GiftPage> {
  const rows = await db.query<GiftRow>(
    `SELECT g.id, coalesce(g.names ->> $1, g.names ->> 'en') AS name,
            b.id AS brand_id, b.name AS brand_name,
            c.id AS category_id, coalesce(c.names ->> $1, c.names ->> 'en') AS category_name,
            g.points, g.image_path, g.market, g.curated_rank
     FROM gifts g
     JOIN brands b ON b.id = g.brand_id
     JOIN categories c ON c.id = g.category_id
     WHERE g.active
       AND ($2::text IS NULL OR g.market = $2)
       AND ($3::int IS NULL OR (g.curated_rank, g.id) > ($3, $4::text))
     ORDER BY g.curated_rank, g.id
     LIMIT $5`,
    [
      options.locale,
      options.market ?? null,
      options.after?.rank ?? null,
      options.after?.id ?? null,
      // One more than asked tells whether another page follows.
      options.limit + 1,
    ],
  );
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    items: page.map(toGift),
    nextCursor:
      rows.length > options.limit && last
        ? encodeGiftCursor({ rank: last.curated_rank, id: last.id })
        : null,
  };
}

function toGift(row: GiftRow): Gift {
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

export interface GiftCard {
  readonly giftName: string;
  readonly brandName: string;
  readonly brandColor: string;
}

/** What the gift's image shows, or null for an unknown gift. */
export async function findGiftCard(db: Queryable, giftId: string): Promise<GiftCard | null> {
  const [row] = await db.query<GiftCard>(
    `SELECT g.names ->> 'en' AS "giftName", b.name AS "brandName", b.color AS "brandColor"
     FROM gifts g JOIN brands b ON b.id = g.brand_id
     WHERE g.id = $1`,
    [giftId],
  );
  return row ?? null;
}
