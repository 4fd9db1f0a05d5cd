import type { Queryable } from '@kado/db';
import { TEST_DATABASE_KINDS } from '@kado/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../test/app.js';
import { startTestIssuer, type TestIssuer } from '../../test/issuer.js';
import { listGifts, type GiftListOptions } from './gifts.js';

/** A parameter as an SQL literal: these are short words, codes and numbers. */
const literal = (value: unknown) =>
  typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;

describe.each(TEST_DATABASE_KINDS)('the gift search plan on %s', (database) => {
  let issuer: TestIssuer;
  let wallet: TestApp;
  beforeAll(async () => {
    issuer = await startTestIssuer();
    wallet = await buildTestApp({ issuer: issuer.issuer, database, seedDemo: true });
  });
  afterAll(async () => {
    await wallet.close();
    await issuer.close();
  });

  /**
   * The indexes the plan of listGifts' statement reads as the wallet runs it: prepared once per
   * connection, so from the sixth call on PostgreSQL may run its generic plan, planned without the
   * parameters' values. Forced here, with sequential scans off so a tiny catalog shows the index.
   */
  async function indexesOfGenericPlan(options: GiftListOptions): Promise<string[]> {
    const statements: { sql: string; params: readonly unknown[] }[] = [];
    const recorder: Queryable = {
      query: (sql, params = [], queryOptions) => {
        statements.push({ sql, params });
        return wallet.app.db.query(sql, params, queryOptions);
      },
      exec: (sql) => wallet.app.db.exec(sql),
    };
    await listGifts(recorder, options);
    const [statement] = statements;
    if (!statement) throw new Error('listGifts ran no statement');
    const plan = await wallet.app.db.transaction(async (tx) => {
      await tx.exec(`SET LOCAL plan_cache_mode = force_generic_plan;
                     SET LOCAL enable_seqscan = off;
                     PREPARE kado_search AS ${statement.sql}`);
      try {
        const [row] = await tx.query<{ 'QUERY PLAN': unknown }>(
          `EXPLAIN (FORMAT JSON) EXECUTE kado_search(${statement.params.map(literal).join(', ')})`,
        );
        return JSON.stringify(row?.['QUERY PLAN']);
      } finally {
        await tx.exec('DEALLOCATE kado_search');
      }
    });
    return [...plan.matchAll(/"Index Name":\s*"([^"]+)"/g)].map((match) => match[1] ?? '');
  }

  const search = { locale: 'en', q: 'latte', sort: 'popular', limit: 20 } as const;

  it("reads the trigram index of the search's locale and market alone", async () => {
    const indexes = await indexesOfGenericPlan({ ...search, market: 'SG' });
    expect(indexes).toContain('gift_search_en_sg_trgm_idx');
    expect(indexes).not.toContain('gift_search_en_trgm_idx');
  });

  it("reads the locale's trigram index for a search across markets", async () => {
    const indexes = await indexesOfGenericPlan({ ...search, locale: 'th' });
    expect(indexes).toContain('gift_search_th_trgm_idx');
  });
});
