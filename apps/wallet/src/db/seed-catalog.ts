/**
 * The demo catalog into the database, in one statement per table. New rows go in; rows seeded
 * before this catalog had texts get them once, and nothing an operator wrote is overwritten.
 */
import { HOUR_MS } from '@kado/shared';
import type { Queryable } from '@kado/db';

import { brandLogoPath } from '../domain/catalog/artwork/brand-logo.js';
import { giftImagePath } from '../domain/catalog/artwork/gift-art.js';
import { DEMO_BRANDS, DEMO_CATEGORIES, DEMO_GIFTS } from './demo-catalog.js';

export async function seedCatalog(tx: Queryable, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO categories (id, names, position)
     SELECT id, names, position FROM jsonb_to_recordset($1::jsonb) AS x (id text, names jsonb, position int)
     ON CONFLICT (id) DO UPDATE SET position = EXCLUDED.position WHERE categories.position = 0`,
    [JSON.stringify(DEMO_CATEGORIES)],
  );
  // Logos are paths in the image store, as an operator's are; the embedded store draws them.
  const brands = DEMO_BRANDS.map((brand) => ({ ...brand, logoPath: brandLogoPath(brand.id) }));
  await tx.query(
    `INSERT INTO brands (id, name, color, category_id, logo_path)
     SELECT id, name, color, "categoryId", "logoPath"
     FROM jsonb_to_recordset($1::jsonb)
       AS x (id text, name text, color text, "categoryId" text, "logoPath" text)
     ON CONFLICT (id) DO UPDATE SET
       category_id = COALESCE(brands.category_id, EXCLUDED.category_id),
       logo_path = COALESCE(brands.logo_path, EXCLUDED.logo_path)
     WHERE brands.category_id IS NULL OR brands.logo_path IS NULL`,
    [JSON.stringify(brands)],
  );
  const gifts = DEMO_GIFTS.map((gift) => ({
    ...gift,
    imagePath: giftImagePath(gift.id),
    listedAt: new Date(now.getTime() - gift.listedHoursAgo * HOUR_MS).toISOString(),
  }));
  const rows = JSON.stringify(gifts);
  // The gifts written here (new, or seeded before this catalog had texts) get the catalog's stock.
  const seeded = await tx.query<{ id: string }>(
    `INSERT INTO gifts (id, brand_id, category_id, market, names, descriptions, terms, how_to_use,
                        points, validity_days, image_path, curated_rank, created_at,
                        voucher_barcode, voucher_pin)
     SELECT id, "brandId", "categoryId", market, names, descriptions, terms, "howToUse",
            points, "validityDays", "imagePath", "curatedRank", "listedAt",
            barcode, "withPin"
     FROM jsonb_to_recordset($1::jsonb) AS x (
       id text, "brandId" text, "categoryId" text, market text, names jsonb, descriptions jsonb,
       terms jsonb, "howToUse" jsonb, points int, "validityDays" int, "imagePath" text,
       "curatedRank" int, "listedAt" timestamptz, barcode text, "withPin" boolean)
     ON CONFLICT (id) DO UPDATE SET
       descriptions = EXCLUDED.descriptions, terms = EXCLUDED.terms,
       how_to_use = EXCLUDED.how_to_use, validity_days = EXCLUDED.validity_days
     WHERE gifts.descriptions = '{}'
     RETURNING id`,
    [rows],
  );
  await tx.query(
    `UPDATE gift_stock s SET stock = x.stock
     FROM jsonb_to_recordset($1::jsonb) AS x (id text, stock int)
     WHERE s.gift_id = x.id AND x.id = ANY ($2::text[])`,
    [rows, seeded.map((gift) => gift.id)],
  );
}
