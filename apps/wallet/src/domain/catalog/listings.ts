/** The catalog's indexes: markets, categories and brands, each with how many active gifts it has. */
import type { Queryable } from '@kado/db';
import type { LocaleCode, MarketCode } from '@kado/shared';
import type { Brand, Category, Market } from '@kado/shared/schemas';

export async function listMarkets(db: Queryable): Promise<Market[]> {
  return db.query<Market>(
    `SELECT m.code, m.calling_code AS "callingCode",
            (SELECT count(*)::int FROM gifts g WHERE g.active AND g.market = m.code) AS "giftCount"
     FROM markets m
     ORDER BY m.code`,
  );
}

/** Categories in display order; with a market, its gift counts there. */
export async function listCategories(
  db: Queryable,
  options: { locale: LocaleCode; market?: MarketCode | undefined },
): Promise<Category[]> {
  return db.query<Category>(
    `SELECT c.id, coalesce(c.names ->> $1, c.names ->> 'en') AS name,
            (SELECT count(*)::int FROM gifts g
             WHERE g.active AND g.category_id = c.id AND ($2::text IS NULL OR g.market = $2))
              AS "giftCount"
     FROM categories c
     ORDER BY c.position, c.id`,
    [options.locale, options.market ?? null],
  );
}

/** Brands by name; with a market, only those with active gifts there. */
export async function listBrands(
  db: Queryable,
  options: { locale: LocaleCode; market?: MarketCode | undefined },
): Promise<Brand[]> {
  const rows = await db.query<{
    id: string;
    name: string;
    color: string;
    logo_path: string | null;
    category_id: string | null;
    category_name: string | null;
    gift_count: number;
  }>(
    `SELECT b.id, b.name, b.color, b.logo_path, c.id AS category_id,
            coalesce(c.names ->> $1, c.names ->> 'en') AS category_name,
            count(g.id)::int AS gift_count
     FROM brands b
     LEFT JOIN categories c ON c.id = b.category_id
     LEFT JOIN gifts g ON g.brand_id = b.id AND g.active AND ($2::text IS NULL OR g.market = $2)
     GROUP BY b.id, c.id
     HAVING $2::text IS NULL OR count(g.id) > 0
     ORDER BY lower(b.name), b.id`,
    [options.locale, options.market ?? null],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    color: row.color,
    category:
      row.category_id && row.category_name
        ? { id: row.category_id, name: row.category_name }
        : null,
    logoPath: row.logo_path,
    giftCount: row.gift_count,
  }));
}
