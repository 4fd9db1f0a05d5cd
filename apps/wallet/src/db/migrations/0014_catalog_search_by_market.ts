import type { Migration } from '@kado/db';

/** The search table's locales (as 0011 indexed them) and the ten markets (as 0001 inserted them). */
const SEARCH_LOCALES = ['en', 'ms', 'vi', 'id', 'fil', 'th', 'hk', 'tw', 'in', 'kr'];
const MARKETS = ['MY', 'VN', 'ID', 'SG', 'PH', 'TH', 'HK', 'TW', 'IN', 'KR'];

/**
 * Catalog search at 100,000 gifts, third pass (issue 14, P5): a trigram index per locale and
 * market, which a search in one market reads alone.
 *
 * The per-locale index keys each entry by (market, trigram), so a search in one market intersected
 * its trigrams' entries with the market's, which lists every gift of that market (10,000 at
 * 100,000 gifts): 0.36 ms of a 0.86 ms search. With the market in the index's predicate instead, the
 * same search reads 7 index pages and its index scan takes 0.08 ms; PostgreSQL answers 1.5 to 1.8 times as
 * many searches per second (pgbench, 10 clients). The shopper's list always names a market (the BFF sends one).
 *
 * The per-locale indexes stay for a search across markets (and for a market added later, which
 * has no index of its own): each search row is now in two trigram indexes. Gifts change rarely.
 */
export const catalogSearchByMarketSchema: Migration = {
  id: '0014_catalog_search_by_market',
  sql: SEARCH_LOCALES.flatMap((locale) =>
    MARKETS.map(
      (market) =>
        `CREATE INDEX gift_search_${locale}_${market.toLowerCase()}_trgm_idx
  ON gift_search USING gin (text gin_trgm_ops) WITH (fastupdate = off)
  WHERE locale = '${locale}' AND market = '${market}';`,
    ),
  ).join('\n'),
};
