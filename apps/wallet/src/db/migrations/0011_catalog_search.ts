import type { Migration } from '@kado/db';

/** The search table's locales when this migration was written (its CHECK lists the same). */
const SEARCH_LOCALES = ['en', 'ms', 'vi', 'id', 'fil', 'th', 'hk', 'tw', 'in', 'kr'];

/**
 * Catalog search at 100,000 gifts (issue 14, P5). A word matches anywhere in a name, so the search
 * table gets trigram indexes, one per locale: a search reads only its locale's entries. The
 * refresh trigger deletes a gift's rows by gift_id, which the (locale, gift_id) key cannot find:
 * without an index of its own every gift write scanned the whole table. The descending sorts break
 * ties descending too, so each sort walks one index in one direction, per market as the shop asks.
 */
export const catalogSearchSchema: Migration = {
  id: '0011_catalog_search',
  sql: `
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX gift_search_gift_idx ON gift_search (gift_id);

${SEARCH_LOCALES.map(
  (locale) =>
    `CREATE INDEX gift_search_${locale}_trgm_idx ON gift_search USING gin (text gin_trgm_ops)
  WHERE locale = '${locale}';`,
).join('\n')}

CREATE INDEX gifts_market_points_idx ON gifts (market, points, id) WHERE active;
CREATE INDEX gifts_market_created_idx ON gifts (market, created_at, id) WHERE active;
`,
};
