/**
 * Waiting for the database (PRODUCT.md §12): a burst queues for a connection up to its deadline and
 * past it fails as busy, never as an outage; start-up waits for a server still coming up and runs
 * its work outside the request limits; calls in one account's turn run at most two at once.
 */
import { createServer, connect, type Server } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  DatabaseBusyError,
  isDatabaseBusy,
  isDatabaseUnavailable,
  openDatabase,
  type Database,
} from './index.js';
import {
  createPostgresDatabase,
  openTestDatabase,
  TEST_DATABASE_KINDS,
  type TestDatabase,
} from './testing.js';

/** Holds every connection of `db`'s pool in a transaction until the answer is called. */
async function holdEveryConnection(db: Database, count = 10) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let entered = 0;
  let allIn: () => void = () => undefined;
  const full = new Promise<void>((resolve) => (allIn = resolve));
  const holders = Array.from({ length: count }, () =>
    db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      entered += 1;
      if (entered === count) allIn();
      await gate;
    }),
  );
  await full;
  return async () => {
    release();
    await Promise.all(holders);
  };
}

describe('waiting for a connection on postgres', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  beforeAll(async () => {
    database = await createPostgresDatabase();
  });
  afterAll(() => database.drop());

  it('queues a burst beyond the pool and serves every call once connections free up', async () => {
    const db = await openDatabase({ url: database.url });
    try {
      const release = await holdEveryConnection(db);
      const queued = Promise.all(
        Array.from({ length: 50 }, (_, n) => db.query<{ n: number }>('SELECT $1::int AS n', [n])),
      );
      await release();
      const rows = await queued;
      expect(rows.map(([row]) => row?.n)).toEqual(Array.from({ length: 50 }, (_, n) => n));
    } finally {
      await db.close();
    }
  });

  it('fails a caller whose wait runs out as busy, not as a database outage; ping still answers', async () => {
    const db = await openDatabase({ url: database.url, timeouts: { queueMs: 100 } });
    try {
      const release = await holdEveryConnection(db);
      const failure = await db.query('SELECT 1').catch((error: unknown) => error);
      const inTransaction = await db.transaction(() => Promise.resolve()).catch((e: unknown) => e);
      // Readiness asks on a connection of its own: busy is not down.
      const pinged = await db.ping().then(() => 'answered');
      await release();
      expect(pinged).toBe('answered');
      for (const error of [failure, inTransaction]) {
        expect(error).toBeInstanceOf(DatabaseBusyError);
        expect(isDatabaseBusy(error)).toBe(true);
        expect(isDatabaseUnavailable(error)).toBe(false);
      }
      expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });

  it('runs start-up work without the statement timeout of requests', async () => {
    const db = await openDatabase({ url: database.url, timeouts: { statementMs: 100 } });
    try {
      expect(await db.query('SHOW statement_timeout')).toEqual([{ statement_timeout: '100ms' }]);
      const slow = await db.query('SELECT pg_sleep(0.3)').catch((error: unknown) => error);
      expect(isDatabaseUnavailable(slow)).toBe(true);
      await db.maintenance(async (session) => {
        expect(await session.query('SHOW statement_timeout')).toEqual([{ statement_timeout: '0' }]);
        await session.transaction((tx) => tx.query('SELECT pg_sleep(0.3)'));
      });
    } finally {
      await db.close();
    }
  });
});

describe('opening a PostgreSQL that is not up yet', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let proxy: Server | undefined;
  beforeAll(async () => {
    database = await createPostgresDatabase();
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => {
      if (!proxy) {
        resolve();
        return;
      }
      proxy.close(() => {
        resolve();
      });
    });
    await database.drop();
  });

  /** A free port on this machine, closed again: connections to it are refused. */
  async function freePort(): Promise<number> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    await new Promise((resolve) => server.close(resolve));
    if (!address || typeof address !== 'object') throw new Error('no port');
    return address.port;
  }

  it('waits for the server to come up instead of failing', async () => {
    const target = new URL(database.url);
    const port = await freePort();
    const url = new URL(database.url);
    url.hostname = '127.0.0.1';
    url.port = String(port);
    const warnings: object[] = [];
    const opening = openDatabase(
      { url: url.toString(), startupWaitMs: 120_000 },
      { warn: (details) => warnings.push(details) },
    );
    // Refused for a while: then the "server" (a proxy to PostgreSQL) starts listening.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    proxy = createServer((client) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      client.on('error', () => undefined);
      upstream.on('error', () => undefined);
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => proxy?.listen(port, '127.0.0.1', resolve));
    const db = await opening;
    try {
      expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });

  it('fails as unavailable once the start-up wait is over', async () => {
    const url = new URL(database.url);
    url.hostname = '127.0.0.1';
    url.port = String(await freePort());
    const error = await openDatabase({ url: url.toString(), startupWaitMs: 0 }).catch(
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseBusy(error)).toBe(false);
  });
});

describe.each(TEST_DATABASE_KINDS)('turns on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
  });
  afterAll(() => test.dispose());

  it('runs calls with one key at most two at once, in the order they came, and others freely', async () => {
    const running = new Map<string, number>();
    const most = new Map<string, number>();
    const order: number[] = [];
    const call = (key: string, n: number) =>
      test.db.inTurn(key, async () => {
        running.set(key, (running.get(key) ?? 0) + 1);
        most.set(key, Math.max(most.get(key) ?? 0, running.get(key) ?? 0));
        if (key === 'a') order.push(n);
        await test.db.query('SELECT 1');
        running.set(key, (running.get(key) ?? 0) - 1);
        return n;
      });
    // A call that fails hands its place on all the same.
    const failing = test.db
      .inTurn('a', () => Promise.reject(new Error('no')))
      .catch((error: unknown) => (error as Error).message);
    const results = await Promise.all([
      ...Array.from({ length: 20 }, (_, n) => call('a', n)),
      ...Array.from({ length: 5 }, (_, n) => call(`other-${n}`, n)),
    ]);
    expect(await failing).toBe('no');
    expect(results.slice(0, 20)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(most.get('a')).toBe(2);
    expect(order).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });
});
