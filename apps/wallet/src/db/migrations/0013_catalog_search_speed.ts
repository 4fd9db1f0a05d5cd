import type { Migration } from '@kado/db';

/** The search table's locales, as 0011 indexed them. */
const SEARCH_LOCALES = ['en', 'ms', 'vi', 'id', 'fil', 'th', 'hk', 'tw', 'in', 'kr'];

/** What the gift list filters and sorts by, copied from each gift onto its search rows. */
const LIST_KEYS = ['active', 'category_id', 'brand_id', 'points', 'curated_rank', 'created_at'];

/**
 * Catalog search at 100,000 gifts, second pass (issue 14, P5).
 *
 * - The trigram indexes no longer collect new entries in a pending list. Every search read that
 *   whole list (up to gin_pending_list_limit, 4 MB) besides its own entries, so a search that
 *   matched nothing cost as much as one that matched hundreds. A gift write now puts its entries
 *   in place: gifts change rarely, and a write stays a few milliseconds.
 * - Each search row carries what the list filters and sorts by (listed or not, category, brand,
 *   points, curated rank, listing time). A search filters, sorts and cuts its page on the search
 *   rows it found and reads only that page's gifts, not every match's. The trigger keeps the
 *   copies, updating in place only the rows whose text, market or keys differ.
 * - A category filter walks its own gifts in the market in sort order, and a brand filter reads
 *   its gifts in the market, instead of testing every gift of the market (or of the brand in
 *   every market) one by one.
 *
 * The trigram indexes are dropped while the rows get their copies, then built again in one go.
 */
export const catalogSearchSpeedSchema: Migration = {
  id: '0013_catalog_search_speed',
  sql: `
${SEARCH_LOCALES.map((locale) => `DROP INDEX gift_search_${locale}_trgm_idx;`).join('\n')}

ALTER TABLE gift_search
  ADD COLUMN active boolean,
  ADD COLUMN category_id text,
  ADD COLUMN brand_id text,
  ADD COLUMN points integer,
  ADD COLUMN curated_rank integer,
  ADD COLUMN created_at timestamptz;
UPDATE gift_search s
SET ${LIST_KEYS.map((key) => `${key} = g.${key}`).join(', ')}
FROM gifts g WHERE g.id = s.gift_id;
ALTER TABLE gift_search
  ${LIST_KEYS.map((key) => `ALTER COLUMN ${key} SET NOT NULL`).join(',\n  ')};

CREATE OR REPLACE FUNCTION refresh_gift_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND EXISTS (SELECT 1 FROM gift_search WHERE gift_id = NEW.id) THEN
    -- Each locale's row is rewritten only where something differs: a price or rank change
    -- leaves the texts alone, and UPDATE gifts SET names = names after a brand rename (see
    -- upsertBrand) rewrites only the texts.
    UPDATE gift_search s
    SET market = NEW.market,
        text = lower(coalesce(NEW.names ->> s.locale, NEW.names ->> 'en') || ' ' || b.name),
        ${LIST_KEYS.map((key) => `${key} = NEW.${key}`).join(', ')}
    FROM brands b
    WHERE b.id = NEW.brand_id AND s.gift_id = NEW.id
      AND (s.market, s.text, ${LIST_KEYS.map((key) => `s.${key}`).join(', ')}) IS DISTINCT FROM
          (NEW.market, lower(coalesce(NEW.names ->> s.locale, NEW.names ->> 'en') || ' ' || b.name),
           ${LIST_KEYS.map((key) => `NEW.${key}`).join(', ')});
    RETURN NULL;
  END IF;
  DELETE FROM gift_search WHERE gift_id = NEW.id;
  INSERT INTO gift_search (gift_id, locale, market, text, ${LIST_KEYS.join(', ')})
  SELECT NEW.id, l.code, NEW.market,
         lower(coalesce(NEW.names ->> l.code, NEW.names ->> 'en') || ' ' || b.name),
         ${LIST_KEYS.map((key) => `NEW.${key}`).join(', ')}
  FROM brands b
  CROSS JOIN (VALUES ${SEARCH_LOCALES.map((locale) => `('${locale}')`).join(', ')}) AS l (code)
  WHERE b.id = NEW.brand_id;
  RETURN NULL;
END
$$;

DROP TRIGGER gifts_search_refresh ON gifts;
CREATE TRIGGER gifts_search_refresh
  AFTER INSERT OR UPDATE OF names, market, ${LIST_KEYS.join(', ')} ON gifts
  FOR EACH ROW EXECUTE FUNCTION refresh_gift_search();

${SEARCH_LOCALES.map(
  (locale) =>
    `CREATE INDEX gift_search_${locale}_trgm_idx ON gift_search USING gin (market, text gin_trgm_ops)
  WITH (fastupdate = off) WHERE locale = '${locale}';`,
).join('\n')}

CREATE INDEX gifts_market_category_rank_idx ON gifts (market, category_id, curated_rank, id)
  WHERE active;
CREATE INDEX gifts_market_category_points_idx ON gifts (market, category_id, points, id)
  WHERE active;
CREATE INDEX gifts_market_category_created_idx ON gifts (market, category_id, created_at, id)
  WHERE active;
CREATE INDEX gifts_brand_market_idx ON gifts (brand_id, market) WHERE active;
`,
};
