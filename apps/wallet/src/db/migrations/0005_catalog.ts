import type { Migration } from '@kado/db';

/**
 * The full catalog: a gift's texts beyond its name, validity, stock, display order of categories,
 * a per-locale search index the database keeps itself, and the exchange counts that rank popular
 * gifts (the exchange slice increments them).
 */
export const catalogSchema: Migration = {
  id: '0005_catalog',
  sql: `
ALTER TABLE categories ADD COLUMN position integer NOT NULL DEFAULT 0;

-- A brand's main category, for the brand index; brands seeded before take their gifts' category.
ALTER TABLE brands ADD COLUMN category_id text REFERENCES categories (id);
UPDATE brands b SET category_id = (
  SELECT g.category_id FROM gifts g WHERE g.brand_id = b.id ORDER BY g.curated_rank, g.id LIMIT 1
);

-- Texts are one string per locale code, English the fallback; {} only for gifts created before.
ALTER TABLE gifts
  ADD COLUMN descriptions jsonb NOT NULL DEFAULT '{}'
    CHECK (jsonb_typeof(descriptions) = 'object' AND (descriptions = '{}' OR descriptions ? 'en')),
  ADD COLUMN terms jsonb NOT NULL DEFAULT '{}'
    CHECK (jsonb_typeof(terms) = 'object' AND (terms = '{}' OR terms ? 'en')),
  ADD COLUMN how_to_use jsonb NOT NULL DEFAULT '{}'
    CHECK (jsonb_typeof(how_to_use) = 'object' AND (how_to_use = '{}' OR how_to_use ? 'en')),
  ADD COLUMN validity_days integer NOT NULL DEFAULT 365 CHECK (validity_days BETWEEN 1 AND 3650),
  ADD COLUMN stock integer NOT NULL DEFAULT 0 CHECK (stock BETWEEN 0 AND 10000000),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- Keyset pagination for the other sorts.
CREATE INDEX gifts_points_idx ON gifts (points, id) WHERE active;
CREATE INDEX gifts_created_idx ON gifts (created_at, id) WHERE active;
CREATE INDEX gifts_brand_idx ON gifts (brand_id) WHERE active;
CREATE INDEX gifts_category_idx ON gifts (category_id) WHERE active;

-- What a search matches in each locale: the gift's name there (else English) and its brand's
-- name, lower-cased once here instead of on every row of every search.
CREATE TABLE gift_search (
  gift_id text NOT NULL REFERENCES gifts (id) ON DELETE CASCADE,
  locale text NOT NULL CHECK (locale IN ('en', 'ms', 'vi', 'id', 'fil', 'th', 'hk', 'tw', 'in', 'kr')),
  text text NOT NULL,
  PRIMARY KEY (locale, gift_id)
);

CREATE FUNCTION refresh_gift_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM gift_search WHERE gift_id = NEW.id;
  INSERT INTO gift_search (gift_id, locale, text)
  SELECT NEW.id, l.code, lower(coalesce(NEW.names ->> l.code, NEW.names ->> 'en') || ' ' || b.name)
  FROM brands b
  CROSS JOIN (VALUES ('en'), ('ms'), ('vi'), ('id'), ('fil'), ('th'), ('hk'), ('tw'), ('in'), ('kr'))
    AS l (code)
  WHERE b.id = NEW.brand_id;
  RETURN NULL;
END
$$;

CREATE TRIGGER gifts_search_refresh AFTER INSERT OR UPDATE OF names, brand_id ON gifts
  FOR EACH ROW EXECUTE FUNCTION refresh_gift_search();

-- Gifts that exist already get their search rows now.
UPDATE gifts SET names = names;

-- Exchanges per gift, market and UTC day: the popular ranking sums the last 30 days.
CREATE TABLE exchange_stats (
  gift_id text NOT NULL REFERENCES gifts (id) ON DELETE CASCADE,
  market text NOT NULL REFERENCES markets (code),
  day date NOT NULL,
  count integer NOT NULL CHECK (count > 0),
  PRIMARY KEY (market, day, gift_id)
);
`,
};
