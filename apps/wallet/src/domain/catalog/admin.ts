/**
 * Operator writes that build a catalog from nothing: categories, brands (with their logo) and each
 * market's contact methods. Each upsert creates or replaces one row and tells whether it was new.
 */
import type { Queryable } from '@kado/db';
import { KadoError, type LocaleCode, type MarketCode } from '@kado/shared';
import {
  E164_PATTERN,
  type brandUpsertSchema,
  type categoryUpsertSchema,
  type contactMethodUpsertSchema,
} from '@kado/shared/schemas';
import type { z } from 'zod';

function invalidBody(path: string, message: string): KadoError {
  return new KadoError('VALIDATION_FAILED', 'The request is not valid', [
    { in: 'body', path, message },
  ]);
}

export async function upsertCategory(
  tx: Queryable,
  id: string,
  category: z.infer<typeof categoryUpsertSchema>,
) {
  const [row] = await tx.query<{ created: boolean; position: number }>(
    `INSERT INTO categories (id, names, position) VALUES ($1, $2::jsonb, $3)
     ON CONFLICT (id) DO UPDATE SET names = EXCLUDED.names, position = EXCLUDED.position
     RETURNING (xmax = 0) AS created, position`,
    [id, JSON.stringify(category.names), category.position],
  );
  if (!row) throw new Error('upserting a category returned no row');
  return {
    created: row.created,
    category: {
      id,
      names: category.names as Partial<Record<LocaleCode, string>>,
      position: row.position,
    },
  };
}

export async function upsertBrand(
  tx: Queryable,
  id: string,
  brand: z.infer<typeof brandUpsertSchema>,
) {
  if (brand.categoryId !== null) {
    const [known] = await tx.query('SELECT 1 FROM categories WHERE id = $1', [brand.categoryId]);
    if (!known) throw invalidBody('categoryId', 'is not a known category');
  }
  const [row] = await tx.query<{ created: boolean }>(
    `INSERT INTO brands (id, name, color, category_id, logo_path) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, color = EXCLUDED.color,
       category_id = EXCLUDED.category_id, logo_path = EXCLUDED.logo_path
     RETURNING (xmax = 0) AS created`,
    [id, brand.name, brand.color, brand.categoryId, brand.logoPath],
  );
  if (!row) throw new Error('upserting a brand returned no row');
  // A renamed brand changes what its gifts are found by: refresh their search rows.
  if (!row.created) await tx.query('UPDATE gifts SET names = names WHERE brand_id = $1', [id]);
  return { created: row.created, brand: { id, ...brand } };
}

/** What a contact method's value must look like, by kind (the table CHECKs the same). */
const CONTACT_VALUE: Record<'email' | 'phone' | 'chat', { pattern: RegExp; message: string }> = {
  email: { pattern: /^[^@\s]+@[^@\s]+$/, message: 'must be an e-mail address' },
  phone: { pattern: E164_PATTERN, message: 'must be an E.164 phone number' },
  chat: { pattern: /^https:\/\/\S+$/, message: 'must be an https URL' },
};

export async function upsertContactMethod(
  tx: Queryable,
  market: MarketCode,
  kind: 'email' | 'phone' | 'chat',
  method: z.infer<typeof contactMethodUpsertSchema>,
) {
  const rule = CONTACT_VALUE[kind];
  if (!rule.pattern.test(method.value)) throw invalidBody('value', rule.message);
  const [row] = await tx.query<{ created: boolean }>(
    `INSERT INTO contact_methods (market, kind, value, hours, languages, position)
     VALUES ($1, $2, $3, $4::jsonb, $5::text[], $6)
     ON CONFLICT (market, kind) DO UPDATE SET value = EXCLUDED.value, hours = EXCLUDED.hours,
       languages = EXCLUDED.languages, position = EXCLUDED.position
     RETURNING (xmax = 0) AS created`,
    [
      market,
      kind,
      method.value,
      method.hours === null ? null : JSON.stringify(method.hours),
      method.languages,
      method.position,
    ],
  );
  if (!row) throw new Error('upserting a contact method returned no row');
  return { created: row.created, market, kind, ...method };
}

/** Removes a market's contact method; false when it had none of that kind. */
export async function deleteContactMethod(
  tx: Queryable,
  market: MarketCode,
  kind: 'email' | 'phone' | 'chat',
): Promise<boolean> {
  const deleted = await tx.query(
    'DELETE FROM contact_methods WHERE market = $1 AND kind = $2 RETURNING kind',
    [market, kind],
  );
  return deleted.length > 0;
}
