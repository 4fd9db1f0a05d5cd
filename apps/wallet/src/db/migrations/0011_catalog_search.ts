import type { Migration } from '@kado/db';

/** The search table's locales when this migration was written (its CHECK lists the same). */
const SEARCH_LOCALES = ['en', 'ms', 'vi', 'id', 'fil', 'th', 'hk', 'tw', 'in', 'kr'];

/**
 * Catalog search at 100,000 gifts (issue 14, P5). A word matches anywhere in a name, so the search
 * table gets trigram indexes, one per locale, that also hold the gift's market: a search reads
 * only its locale's entries in its market. The key leads with gift_id, which the refresh
 * trigger deletes by: under (locale, gift_id) every gift write scanned the whole table. The
 * descending sorts break ties descending too, so each sort walks one index in one direction, per
 * market as the shop asks.
 */
export const catalogSearchSchema: Migration = {
  id: '0011_catalog_search',
  sql: `
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS btree_gin;

ALTER TABLE gift_search ADD COLUMN market text REFERENCES markets (code);
UPDATE gift_search s SET market = g.market FROM gifts g WHERE g.id = s.gift_id;
ALTER TABLE gift_search ALTER COLUMN market SET NOT NULL;
ALTER TABLE gift_search DROP CONSTRAINT gift_search_pkey, ADD PRIMARY KEY (gift_id, locale);

CREATE OR REPLACE FUNCTION refresh_gift_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM gift_search WHERE gift_id = NEW.id;
  INSERT INTO gift_search (gift_id, locale, market, text)
  SELECT NEW.id, l.code, NEW.market,
         lower(coalesce(NEW.names ->> l.code, NEW.names ->> 'en') || ' ' || b.name)
  FROM brands b
  CROSS JOIN (VALUES ${SEARCH_LOCALES.map((locale) => `('${locale}')`).join(', ')}) AS l (code)
  WHERE b.id = NEW.brand_id;
  RETURN NULL;
END
$$;

DROP TRIGGER gifts_search_refresh ON gifts;
CREATE TRIGGER gifts_search_refresh AFTER INSERT OR UPDATE OF names, brand_id, market ON gifts
  FOR EACH ROW EXECUTE FUNCTION refresh_gift_search();

${SEARCH_LOCALES.map(
  (locale) =>
    `CREATE INDEX gift_search_${locale}_trgm_idx ON gift_search USING gin (market, text gin_trgm_ops)
  WHERE locale = '${locale}';`,
).join('\n')}

CREATE INDEX gifts_market_points_idx ON gifts (market, points, id) WHERE active;
CREATE INDEX gifts_market_created_idx ON gifts (market, created_at, id) WHERE active;
`,
};
