/**
 * The deny-list two replicas share through the database: what each learns, when it must read
 * again before answering, and denials that commit out of order.
 */
import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '@kado/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { migrations } from '../../db/migrations/index.js';
import { createDeniedGrants } from './denied-grants.js';

const HOUR_MS = 60 * 60_000;

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return {
    promise,
    resolve: () => {
      resolve();
    },
  };
}
const quietLog = { warn: () => undefined };

describe.each(TEST_DATABASE_KINDS)('denied grants on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind, migrations);
  });
  afterAll(() => test.dispose());

  /** Two replicas on one database, each with its own memory, on a clock the test moves. */
  function replicas() {
    let clock = Date.now();
    const now = () => clock;
    return {
      a: createDeniedGrants(test.db, { now }),
      b: createDeniedGrants(test.db, { now }),
      advance: (ms: number) => void (clock += ms),
      at: () => clock,
    };
  }

  it('knows its own denial at once and another replica’s once it has read again', async () => {
    const { a, b, advance, at } = replicas();
    await b.current();
    expect(b.isCurrent()).toBe(true);

    await a.deny('own-and-other', at() + HOUR_MS);
    expect(a.has('own-and-other')).toBe(true);
    expect(b.has('own-and-other')).toBe(false);

    // Within 4 s of its last read, B answers from memory; past it, a request makes it read.
    advance(3_000);
    expect(b.isCurrent()).toBe(true);
    advance(1_001);
    expect(b.isCurrent()).toBe(false);
    await b.current();
    expect(b.isCurrent()).toBe(true);
    expect(b.has('own-and-other')).toBe(true);
    expect(b.has('never-denied')).toBe(false);
  });

  it('forgets a denial once it no longer matters', async () => {
    const { a, advance, at } = replicas();
    await a.deny('short', at() + 10_000);
    expect(a.has('short')).toBe(true);
    advance(10_000);
    expect(a.has('short')).toBe(false);
  });

  it('keeps the later end when a grant is denied again, and every replica reads it', async () => {
    const { a, b, advance, at } = replicas();
    await a.deny('again', at() + 60_000);
    await b.current();
    await a.deny('again', at() + HOUR_MS);
    await a.deny('again', at() + 30_000);
    advance(4_001);
    await b.current();
    advance(2 * 60_000);
    expect(a.has('again')).toBe(true);
    expect(b.has('again')).toBe(true);
  });

  it('denies a grant past the token expiry by the longest token lifetime', async () => {
    const a = createDeniedGrants(test.db, { maxTokenLifetimeS: 600 });
    const exp = Math.floor(Date.now() / 1000) + 60;
    await a.denyGrantOf({ grantId: 'lifetime', expiresAt: exp, issuedAt: exp - 300 });
    const [row] = await test.db.query<{ until_s: number }>(
      `SELECT extract(epoch FROM matters_until)::float8 AS until_s FROM denied_grants
        WHERE grant_id = 'lifetime'`,
    );
    expect(row?.until_s).toBe(exp + 600);
  });

  it('deletes the rows that no longer matter in the background', async () => {
    await test.db.query(
      `INSERT INTO denied_grants (grant_id, matters_until, denied_at)
       VALUES ('ended', now() - interval '1 minute', now() - interval '2 minutes')`,
    );
    const stop = createDeniedGrants(test.db, { sweepMs: 0 }).start(quietLog);
    await stop();
    expect(await test.db.query(`SELECT 1 FROM denied_grants WHERE grant_id = 'ended'`)).toEqual([]);
  });

  it('refuses a grant id no token could carry', async () => {
    const { a, at } = replicas();
    await expect(a.deny('not a grant', at() + HOUR_MS)).rejects.toThrow(/violates/);
  });
});

// Out-of-order commits need two transactions at once: PostgreSQL only.
describe('denied grants committed out of order on postgres', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase('postgres', migrations);
  });
  afterAll(() => test.dispose());

  it('reads a denial whose transaction began first but committed after a read', async () => {
    let clock = Date.now();
    const a = createDeniedGrants(test.db, { now: () => clock });
    const b = createDeniedGrants(test.db, { now: () => clock });
    await b.current();

    const committing = deferred();
    const insertedEarly = deferred();
    const early = test.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO denied_grants (grant_id, matters_until) VALUES ('early', now() + interval '1 hour')`,
      );
      insertedEarly.resolve();
      await committing.promise;
    });
    await insertedEarly.promise;
    // A later transaction commits first, and B reads it while the early one is still open.
    await a.deny('late', clock + HOUR_MS);
    clock += 4_001;
    await b.current();
    expect(b.has('late')).toBe(true);
    expect(b.has('early')).toBe(false);

    committing.resolve();
    await early;
    clock += 4_001;
    await b.current();
    expect(b.has('early')).toBe(true);
  });
});
