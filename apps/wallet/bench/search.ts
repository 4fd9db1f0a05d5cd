/**
 * `pnpm bench` (second part): catalog search latency. For each catalog size it generates that many
 * gifts in a fresh PostgreSQL database (a tenth of them in SG), then loads the real GET /v1/gifts
 * with BENCH_SEARCH_CLIENTS concurrent clients, one query shape at a time, and prints p50 and p99
 * per shape against the issue's target (p99 ≤ 20 ms at 100,000 gifts). It also times gift writes,
 * which refresh the search table.
 */
import { performance } from 'node:perf_hooks';

import type { Database } from '@kado/db';
import { createPostgresDatabase } from '@kado/db/testing';
import { LOCALE_CODES, MARKET_CODES } from '@kado/shared';
import type { GiftSort } from '@kado/shared/schemas';

import { buildApp, parseEnv } from '../src/app.js';
import { encodeGiftCursor } from '../src/domain/catalog/cursor.js';
import { startTestIssuer } from '../src/test/issuer.js';
import { loadSearchBenchEnv, type SearchBenchEnv } from './env.js';
import { driveGetLoad, percentile } from './drive.js';

const TARGET_P99_MS = 20;
const WARMUP_MS = 1_000;
const MARKET = 'SG';
const CATEGORIES = 12;
const BRANDS = 400;
/** Distinct anchors per shape, so one lucky cached plan or page does not stand for the shape. */
const VARIANTS = 24;
const GIFT_WRITES = 20;

const ADJECTIVES = [
  'classic',
  'golden',
  'fresh',
  'royal',
  'spicy',
  'sweet',
  'urban',
  'family',
  'deluxe',
  'mini',
  'grand',
  'daily',
  'happy',
  'velvet',
  'crispy',
  'smoky',
  'silver',
  'festive',
  'tropical',
  'cosy',
  'zesty',
  'rustic',
  'premium',
  'lucky',
  'breezy',
  'sunny',
  'midnight',
  'garden',
  'ocean',
  'maple',
];
const NOUNS = [
  'latte',
  'burger',
  'noodles',
  'sushi',
  'pizza',
  'dumplings',
  'laksa',
  'satay',
  'waffle',
  'pancake',
  'smoothie',
  'croissant',
  'bagel',
  'taco',
  'ramen',
  'curry',
  'salad',
  'sandwich',
  'muffin',
  'donut',
  'gelato',
  'brownie',
  'kebab',
  'bibimbap',
  'pho',
  'biryani',
  'tiramisu',
  'espresso',
  'matcha',
  'boba',
  'cheesecake',
  'pretzel',
  'burrito',
  'omelette',
  'popcorn',
  'chocolate',
  'cookie',
  'macaron',
  'milkshake',
  'porridge',
  'risotto',
  'lasagne',
  'falafel',
  'hotpot',
  'congee',
  'brioche',
  'cupcake',
  'sorbet',
  'scone',
  'tempura',
];
const BRAND_FIRST = [
  'Kopi',
  'Nasi',
  'Teh',
  'Roti',
  'Mee',
  'Kaya',
  'Pandan',
  'Durian',
  'Mango',
  'Lychee',
  'Jade',
  'Lotus',
  'Bamboo',
  'Orchid',
  'Tiger',
  'Merlion',
  'Harbour',
  'Sentosa',
  'Marina',
  'Raffles',
];
const BRAND_SECOND = [
  'Lane',
  'House',
  'Corner',
  'Kitchen',
  'Bakery',
  'Bar',
  'Express',
  'Garden',
  'Club',
  'Co',
  'Depot',
  'Hub',
  'Market',
  'Station',
  'Works',
  'Studio',
  'Table',
  'Cart',
  'Point',
  'Place',
];
const NO_MATCH = ['zqxv', 'qwfp', 'xjqk', 'vzzt', 'kqqz', 'jxzv'];

interface Shape {
  readonly name: string;
  readonly paths: readonly string[];
}

/** A number from 0 to `modulo` - 1 that looks random but is the same for each `n` and `seed`. */
const hashed = (seed: number, modulo: number) =>
  `mod(abs(hashint4(n + ${seed} * 1000003)::bigint), ${modulo})::int`;

const sqlArray = (words: readonly string[]) => `ARRAY['${words.join("','")}']`;

/** A deterministic catalog of `size` gifts: names from the word lists, a tenth in each market. */
async function generateCatalog(db: Database, size: number): Promise<void> {
  // The search rows as the refresh trigger writes them: with their market since 0011, with the
  // gift's list keys since 0013.
  const searchColumns = new Set(
    (
      await db.query<{ name: string }>(
        `SELECT column_name AS name FROM information_schema.columns
         WHERE table_name = 'gift_search'`,
      )
    ).map((row) => row.name),
  );
  const copied = [
    'market',
    'active',
    'category_id',
    'brand_id',
    'points',
    'curated_rank',
    'created_at',
  ].filter((column) => searchColumns.has(column));
  // Indexes that file each entry in place (0013) would take minutes over a million search rows:
  // the load goes through their pending lists, which are merged into them before any search.
  const inPlace = (
    await db.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
       WHERE i.indrelid = 'gift_search'::regclass AND 'fastupdate=off' = ANY (c.reloptions)`,
    )
  ).map((row) => row.name);
  const fastUpdate = (on: boolean) =>
    inPlace.map((index) => `ALTER INDEX ${index} SET (fastupdate = ${on});`).join('\n');
  await db.transaction((tx) =>
    tx.exec(`
    -- Requests get a second per statement; loading a catalog takes longer.
    SET LOCAL statement_timeout = 0;
    INSERT INTO categories (id, names, position)
    SELECT 'bench-cat-' || n, jsonb_build_object('en', 'Category ' || n), n
    FROM generate_series(1, ${CATEGORIES}) n;

    INSERT INTO brands (id, name, color, category_id)
    SELECT 'bench-brand-' || n,
           (${sqlArray(BRAND_FIRST)})[1 + n % ${BRAND_FIRST.length}] || ' ' ||
           (${sqlArray(BRAND_SECOND)})[1 + (n / ${BRAND_FIRST.length}) % ${BRAND_SECOND.length}] ||
           ' ' || n,
           '#336699', 'bench-cat-' || (1 + n % ${CATEGORIES})
    FROM generate_series(1, ${BRANDS}) n;

    -- The search and stock rows come from one statement each below: the per-gift triggers are not
    -- what this loads.
    ALTER TABLE gifts DISABLE TRIGGER gifts_search_refresh;
    ALTER TABLE gifts DISABLE TRIGGER gifts_stock_create;
    INSERT INTO gifts (id, brand_id, category_id, market, names, points, image_path, curated_rank,
                       created_at)
    SELECT 'bench-' || n,
           'bench-brand-' || (1 + ${hashed(1, BRANDS)}),
           'bench-cat-' || (1 + ${hashed(2, CATEGORIES)}),
           (${sqlArray(MARKET_CODES)})[1 + n % ${MARKET_CODES.length}],
           jsonb_build_object('en', initcap(
             (${sqlArray(ADJECTIVES)})[1 + ${hashed(3, ADJECTIVES.length)}] || ' ' ||
             (${sqlArray(NOUNS)})[1 + ${hashed(4, NOUNS.length)}]) || ' ' || (10 + ${hashed(5, 9)} * 5)),
           -- Points in steps of 50: many ties, as real catalogs have.
           50 * (1 + ${hashed(6, 200)}),
           'gifts/bench-' || n || '.svg',
           ${hashed(7, size)} + 1,
           timestamptz '2026-01-01' + ${hashed(8, 31_536_000)} * interval '1 second'
    FROM generate_series(1, ${size}) n;
    ALTER TABLE gifts ENABLE TRIGGER gifts_search_refresh;
    ALTER TABLE gifts ENABLE TRIGGER gifts_stock_create;
    INSERT INTO gift_stock (gift_id, stock) SELECT id, 100 FROM gifts WHERE id LIKE 'bench-%';

    ${fastUpdate(true)}
    INSERT INTO gift_search (gift_id, locale, text${copied.map((column) => `, ${column}`).join('')})
    SELECT g.id, l.code, lower(coalesce(g.names ->> l.code, g.names ->> 'en') || ' ' || b.name)
           ${copied.map((column) => `, g.${column}`).join('')}
    FROM gifts g JOIN brands b ON b.id = g.brand_id
    CROSS JOIN unnest(${sqlArray(LOCALE_CODES)}) AS l (code)
    WHERE g.id LIKE 'bench-%';
  `),
  );
  if (inPlace.length > 0) {
    await db.transaction((tx) =>
      tx.exec(`
      SET LOCAL statement_timeout = 0;
      ${fastUpdate(false)}
      ${inPlace.map((index) => `SELECT gin_clean_pending_list('${index}'::regclass);`).join('\n')}
    `),
    );
  }
  await db.transaction((tx) => tx.exec('SET LOCAL statement_timeout = 0; ANALYZE'));
}

const pick = <T>(items: readonly T[], n: number): T => {
  const item = items[n % items.length];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};

/** Deep cursors: anchors at random positions of the market's gifts in each sort. */
async function deepCursors(db: Database, sort: GiftSort): Promise<string[]> {
  const key = {
    popular: 'curated_rank',
    points_asc: 'points',
    points_desc: 'points',
    newest: `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  }[sort];
  const rows = await db.query<{ id: string; key: number | string }>(
    `SELECT id, ${key} AS key FROM gifts WHERE market = $1 AND active
     ORDER BY md5(id) LIMIT ${VARIANTS}`,
    [MARKET],
  );
  return rows.map((row) => encodeGiftCursor({ sort, key: row.key, id: row.id }));
}

async function shapesFor(db: Database): Promise<Shape[]> {
  const list = (query: Record<string, string>) =>
    `/v1/gifts?${new URLSearchParams({ market: MARKET, locale: 'en', ...query }).toString()}`;
  const variants = (make: (n: number) => Record<string, string>) =>
    Array.from({ length: VARIANTS }, (_, n) => list(make(n)));
  const sorts: GiftSort[] = ['popular', 'points_asc', 'points_desc', 'newest'];
  const shapes: Shape[] = [
    // No database work at all: what the machine and HTTP alone cost at this concurrency right now.
    { name: 'floor: GET /healthz', paths: ['/healthz'] },
    { name: 'search', paths: variants((n) => ({ q: pick(NOUNS, n) })) },
    {
      name: 'search, newest',
      paths: variants((n) => ({ q: pick(NOUNS, n + 7), sort: 'newest' })),
    },
    { name: 'no match', paths: variants((n) => ({ q: pick(NO_MATCH, n) })) },
    {
      name: 'two words',
      paths: variants((n) => ({ q: `${pick(ADJECTIVES, n)} ${pick(NOUNS, n * 7 + 3)}` })),
    },
    {
      name: 'filters: category, points',
      paths: variants((n) => ({
        category: `bench-cat-${1 + (n % CATEGORIES)}`,
        minPoints: String(500 + 50 * n),
        maxPoints: String(3000 + 50 * n),
      })),
    },
    {
      name: 'filters: brand, points_desc',
      paths: variants((n) => ({ brand: `bench-brand-${1 + n * 13}`, sort: 'points_desc' })),
    },
    ...sorts.map((sort) => ({ name: `sort ${sort}`, paths: [list({ sort })] })),
  ];
  for (const sort of sorts) {
    const cursors = await deepCursors(db, sort);
    shapes.push({
      name: `deep cursor, ${sort}`,
      paths: cursors.map((cursor) => list({ sort, cursor })),
    });
  }
  return shapes;
}

/** Sequential gift writes (a rename), each refreshing the gift's search rows. */
async function timeGiftWrites(db: Database): Promise<number[]> {
  const times: number[] = [];
  for (let n = 1; n <= GIFT_WRITES; n += 1) {
    const started = performance.now();
    await db.query(
      `UPDATE gifts SET names = names || jsonb_build_object('en', (names ->> 'en') || '')
       WHERE id = $1`,
      [`bench-${n * 37}`],
    );
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

async function benchSize(size: number, env: SearchBenchEnv, issuer: string): Promise<boolean> {
  const database = await createPostgresDatabase();
  try {
    const app = await buildApp(
      parseEnv({
        NODE_ENV: 'production',
        SMS_PROVIDER: 'outbox',
        LOG_LEVEL: 'warn',
        OIDC_ISSUER: issuer,
        DATABASE_URL: database.url,
        WALLET_DATA_DIR: 'memory',
      }),
    );
    try {
      const generating = performance.now();
      await generateCatalog(app.db, size);
      const generated = ((performance.now() - generating) / 1000).toFixed(1);
      const writes = await timeGiftWrites(app.db);
      const base = await app.listen({ host: '127.0.0.1', port: 0 });
      console.log(
        `\n${size.toLocaleString('en')} gifts (${(size / MARKET_CODES.length).toLocaleString('en')} in ${MARKET}; generated in ${generated} s), ${env.clients} clients, ${env.seconds} s per shape`,
      );
      console.log(
        `  gift write (rename)            p50 ${percentile(writes, 0.5).toFixed(1)} ms, max ${percentile(writes, 1).toFixed(1)} ms`,
      );
      let met = true;
      for (const shape of await shapesFor(app.db)) {
        const result = await driveGetLoad({
          url: base,
          paths: shape.paths,
          clients: env.clients,
          warmupMs: WARMUP_MS,
          measureMs: env.seconds * 1000,
        });
        const sorted = [...result.latenciesMs].sort((a, b) => a - b);
        const p99 = percentile(sorted, 0.99);
        const failed = Object.values(result.failures).reduce((sum, count) => sum + count, 0);
        if (!shape.name.startsWith('floor')) met &&= p99 <= TARGET_P99_MS && failed === 0;
        console.log(
          `  ${shape.name.padEnd(30)} p50 ${percentile(sorted, 0.5).toFixed(1).padStart(6)} ms  p99 ${p99.toFixed(1).padStart(6)} ms  ${String(sorted.length).padStart(6)} req${failed > 0 ? `  ${failed} failed: ${result.firstFailure}` : ''}`,
        );
      }
      return met;
    } finally {
      await app.close();
    }
  } finally {
    await database.drop();
  }
}

async function main(): Promise<void> {
  const env = loadSearchBenchEnv();
  const issuer = await startTestIssuer();
  try {
    const met: boolean[] = [];
    for (const size of env.sizes) met.push(await benchSize(size, env, issuer.issuer));
    const largest = env.sizes.indexOf(Math.max(...env.sizes));
    console.log(
      `\ncatalog search p99 target ${TARGET_P99_MS} ms at every shape, largest catalog: ${met[largest] ? 'pass' : 'below target'}`,
    );
  } finally {
    await issuer.close();
  }
}

await main();
