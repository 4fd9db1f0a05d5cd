/** Operator writes to the catalog: upsert a gift with all its texts, load its voucher stock. */
import type { Queryable } from '@kado/db';
import { KadoError } from '@kado/shared';
import type { GiftUpsert } from '@kado/shared/schemas';

import { giftImagePath } from './artwork/gift-art.js';

export const MAX_STOCK = 10_000_000;

function invalidBody(path: string, message: string): KadoError {
  return new KadoError('VALIDATION_FAILED', 'The request is not valid', [
    { in: 'body', path, message },
  ]);
}

/** Creates or replaces a gift (stock is left alone); tells whether it was new. */
export async function upsertGift(
  tx: Queryable,
  giftId: string,
  gift: GiftUpsert,
): Promise<{ created: boolean }> {
  const [references] = await tx.query<{ brand: boolean; category: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM brands WHERE id = $1) AS brand,
            EXISTS (SELECT 1 FROM categories WHERE id = $2) AS category`,
    [gift.brandId, gift.categoryId],
  );
  if (!references?.brand) throw invalidBody('brandId', 'is not a known brand');
  if (!references.category) throw invalidBody('categoryId', 'is not a known category');

  const [row] = await tx.query<{ created: boolean }>(
    `INSERT INTO gifts (id, brand_id, category_id, market, names, descriptions, terms, how_to_use,
                        points, validity_days, curated_rank, active, image_path,
                        voucher_barcode, voucher_pin)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7::jsonb, $8::jsonb, $9, $10, $11, $12, $13,
             $14, $15)
     ON CONFLICT (id) DO UPDATE SET
       brand_id = EXCLUDED.brand_id, category_id = EXCLUDED.category_id, market = EXCLUDED.market,
       names = EXCLUDED.names, descriptions = EXCLUDED.descriptions, terms = EXCLUDED.terms,
       how_to_use = EXCLUDED.how_to_use, points = EXCLUDED.points,
       validity_days = EXCLUDED.validity_days, curated_rank = EXCLUDED.curated_rank,
       active = EXCLUDED.active, image_path = EXCLUDED.image_path,
       voucher_barcode = EXCLUDED.voucher_barcode,
       voucher_pin = EXCLUDED.voucher_pin, updated_at = now()
     RETURNING (xmax = 0) AS created`,
    [
      giftId,
      gift.brandId,
      gift.categoryId,
      gift.market,
      JSON.stringify(gift.names),
      JSON.stringify(gift.descriptions),
      JSON.stringify(gift.terms),
      JSON.stringify(gift.howToUse),
      gift.points,
      gift.validityDays,
      gift.curatedRank,
      gift.active,
      gift.imagePath ?? giftImagePath(giftId),
      gift.barcode,
      gift.withPin,
    ],
  );
  if (!row) throw new Error('upserting a gift returned no row');
  return row;
}

/** Adds vouchers to a gift's stock; the total stays within MAX_STOCK. */
export async function loadStock(tx: Queryable, giftId: string, add: number): Promise<number> {
  const [gift] = await tx.query<{ stock: number }>(
    `SELECT stock FROM gift_stock WHERE gift_id = $1 FOR UPDATE`,
    [giftId],
  );
  if (!gift) throw new KadoError('NOT_FOUND', 'No such gift');
  if (gift.stock + add > MAX_STOCK) {
    throw invalidBody('add', `would take the stock above ${MAX_STOCK}`);
  }
  const [loaded] = await tx.query<{ stock: number }>(
    `UPDATE gift_stock SET stock = stock + $2 WHERE gift_id = $1 RETURNING stock`,
    [giftId, add],
  );
  if (!loaded) throw new Error('loading stock returned no row');
  return loaded.stock;
}
