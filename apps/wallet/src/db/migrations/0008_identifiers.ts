import type { Migration } from '@kado/db';
import {
  BRAND_COLOR_PATTERN,
  CATALOG_SLUG_PATTERN,
  GIFT_ID_PATTERN,
  IDEMPOTENCY_KEY_PATTERN,
  IMAGE_PATH_PATTERN,
} from '@kado/shared';
import { E164_PATTERN } from '@kado/shared/schemas';

export interface IdentifierColumn {
  readonly table: string;
  readonly column: string;
  readonly pattern: RegExp;
}

/**
 * Every identifier column and the shared pattern its CHECK holds it to: the same RegExp the route
 * and request schemas validate with, so an id the API accepts is always one the table stores.
 */
export const IDENTIFIER_COLUMNS: readonly IdentifierColumn[] = [
  { table: 'gifts', column: 'id', pattern: GIFT_ID_PATTERN },
  { table: 'gifts', column: 'image_path', pattern: IMAGE_PATH_PATTERN },
  { table: 'categories', column: 'id', pattern: CATALOG_SLUG_PATTERN },
  { table: 'brands', column: 'id', pattern: CATALOG_SLUG_PATTERN },
  { table: 'brands', column: 'color', pattern: BRAND_COLOR_PATTERN },
  { table: 'accounts', column: 'phone', pattern: E164_PATTERN },
  { table: 'phone_otps', column: 'phone', pattern: E164_PATTERN },
  { table: 'gift_boxes', column: 'recipient_phone', pattern: E164_PATTERN },
  { table: 'idempotency_keys', column: 'key', pattern: IDEMPOTENCY_KEY_PATTERN },
];

/** `CHECK (column ~ 'pattern')` under the name PostgreSQL gave the column's first CHECK. */
export function identifierCheck({ table, column, pattern }: IdentifierColumn): string {
  if (/['\\]/.test(pattern.source.replaceAll('\\+', ''))) {
    throw new Error(`the pattern of ${table}.${column} cannot be written as a SQL literal`);
  }
  const name = `${table}_${column}_check`;
  return `ALTER TABLE ${table} DROP CONSTRAINT IF EXISTS ${name},
  ADD CONSTRAINT ${name} CHECK (${column} ~ '${pattern.source}');`;
}

/**
 * Identifier CHECKs rewritten from the shared patterns (they were typed twice before, and the gift
 * route accepted upper case that the table refused: a 500).
 */
export const identifiersSchema: Migration = {
  id: '0008_identifiers',
  sql: IDENTIFIER_COLUMNS.map(identifierCheck).join('\n'),
};
