import { afterEach, describe, expect, it } from 'vitest';

import { migrate, openDatabase } from './index.js';
import {
  TEST_DATABASE_KINDS,
  createPostgresDatabase,
  openTestDatabase,
  type TestDatabase,
} from './testing.js';

describe.each(TEST_DATABASE_KINDS)('database on %s', (kind) => {
  let test: TestDatabase | undefined;
  afterEach(async () => {
    await test?.dispose();
    test = undefined;
  });

  it('applies each migration once, in id order', async () => {
    test = await openTestDatabase(kind);
    const migrations = [
      { id: '0002_more', sql: 'ALTER TABLE notes ADD COLUMN body text' },
      {
        id: '0001_notes',
        sql: 'CREATE TABLE notes (id int PRIMARY KEY); CREATE INDEX ON notes (id);',
      },
    ];
    expect(await migrate(test.db, migrations)).toEqual(['0001_notes', '0002_more']);
    expect(await migrate(test.db, migrations)).toEqual([]);
    await test.db.query('INSERT INTO notes (id, body) VALUES ($1, $2)', [1, 'hello']);
    expect(await test.db.query('SELECT body FROM notes')).toEqual([{ body: 'hello' }]);
  });

  it('rolls back every statement of a transaction that throws', async () => {
    test = await openTestDatabase(kind);
    await test.db.exec('CREATE TABLE items (id int PRIMARY KEY)');
    await expect(
      test.db.transaction(async (tx) => {
        await tx.query('INSERT INTO items VALUES (1)');
        await tx.query('INSERT INTO items VALUES (1)');
      }),
    ).rejects.toThrow(/duplicate key/);
    expect(await test.db.query('SELECT * FROM items')).toEqual([]);
  });

  it('runs the statement kept for the commit last, with its values exactly as given', async () => {
    test = await openTestDatabase(kind);
    await test.db.exec(
      'CREATE TABLE notes (id int PRIMARY KEY, body jsonb, text text, ok boolean)',
    );
    const text = `it's a \\ $1 "quote" – 你好 ''`;
    const body = JSON.stringify({ text, amount: '$2' });
    const answer = await test.db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (id) VALUES (1)');
      tx.queryAtCommit('UPDATE notes SET body = $2::jsonb, text = $3, ok = $4 WHERE id = $1', [
        1,
        body,
        text,
        true,
      ]);
      tx.queryAtCommit('UPDATE notes SET text = text || $2 WHERE id = $1', [1, '!']);
      // Not yet run: they are the last statements, in the order given.
      expect(await tx.query('SELECT body FROM notes')).toEqual([{ body: null }]);
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await test.db.query('SELECT body, text, ok FROM notes')).toEqual([
      { body: { text, amount: '$2' }, text: `${text}!`, ok: true },
    ]);
  });

  it('rolls the transaction back when the statement kept for the commit fails', async () => {
    test = await openTestDatabase(kind);
    await test.db.exec('CREATE TABLE items (id int PRIMARY KEY)');
    await expect(
      test.db.transaction(async (tx) => {
        await tx.query('INSERT INTO items VALUES (1)');
        tx.queryAtCommit('INSERT INTO items VALUES ($1)', [1]);
      }),
    ).rejects.toThrow(/duplicate key/);
    expect(await test.db.query('SELECT * FROM items')).toEqual([]);
    // The connection is usable afterwards.
    await test.db.transaction(async (tx) => {
      tx.queryAtCommit('INSERT INTO items VALUES ($1)', [2]);
      return Promise.resolve();
    });
    expect(await test.db.query('SELECT id FROM items')).toEqual([{ id: 2 }]);
  });

  it('runs the opening statements first, each seeing the one before, and answers their rows', async () => {
    test = await openTestDatabase(kind);
    await test.db.exec('CREATE TABLE items (id int PRIMARY KEY, name text)');
    const rows = await test.db.transaction(
      async (tx, opened) => {
        await tx.query('INSERT INTO items VALUES (2, $1)', ['two']);
        return opened;
      },
      [
        { sql: 'INSERT INTO items VALUES ($1, $2) RETURNING id', params: [1, `o'ne $2`] },
        { sql: 'SELECT id, name FROM items WHERE id = $1', params: [1] },
      ],
    );
    expect(rows).toEqual([[{ id: 1 }], [{ id: 1, name: `o'ne $2` }]]);
    expect(await test.db.query('SELECT id FROM items ORDER BY id')).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('runs the same statements again on every connection, after failures too', async () => {
    test = await openTestDatabase(kind);
    await test.db.exec('CREATE TABLE items (id int PRIMARY KEY)');
    const insert = (id: number) => ({
      sql: 'INSERT INTO items VALUES ($1) RETURNING id',
      params: [id],
    });
    const failing = { sql: 'SELECT 1 / $1::int AS n', params: [0] };
    const runs = Array.from({ length: 30 }, (_, n) =>
      test!.db
        .transaction(
          async (tx) => {
            tx.queryAtCommit('INSERT INTO items VALUES ($1)', [1000 + n]);
            // Every third fails at its commit, before the statement after it was ever prepared.
            if (n % 3 === 0) tx.queryAtCommit(failing.sql, failing.params);
            tx.queryAtCommit('INSERT INTO items VALUES ($1 + 2000)', [n]);
            return Promise.resolve();
          },
          n % 5 === 0 ? [failing, insert(n)] : [insert(n)],
        )
        .then(
          () => 'ok',
          (error: unknown) =>
            /division by zero/.test((error as Error).message)
              ? 'refused'
              : (error as Error).message,
        ),
    );
    const outcomes = await Promise.all(runs);
    const ok = outcomes.flatMap((outcome, n) => (outcome === 'ok' ? [n] : []));
    expect(outcomes.filter((outcome) => outcome !== 'ok' && outcome !== 'refused')).toEqual([]);
    expect(ok).toEqual(
      Array.from({ length: 30 }, (_, n) => n).filter((n) => n % 3 !== 0 && n % 5 !== 0),
    );
    const [{ count } = { count: 0 }] = await test.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM items',
    );
    expect(count).toBe(ok.length * 3);
  });

  it('rolls back the opening statements when one fails, or when the transaction throws', async () => {
    test = await openTestDatabase(kind);
    await test.db.exec('CREATE TABLE items (id int PRIMARY KEY)');
    const insert = (id: number) => ({ sql: 'INSERT INTO items VALUES ($1)', params: [id] });
    await expect(
      test.db.transaction(() => Promise.resolve(), [insert(1), insert(1)]),
    ).rejects.toThrow(/duplicate key/);
    await expect(
      test.db.transaction(() => Promise.reject(new Error('no')), [insert(1)]),
    ).rejects.toThrow('no');
    expect(await test.db.query('SELECT * FROM items')).toEqual([]);
  });
});

describe('migrations on PostgreSQL', () => {
  it('are safe for several processes starting at once on a fresh database', async () => {
    const { url, drop } = await createPostgresDatabase();
    // Each replica has its own pool, as separate processes would.
    const replicas = await Promise.all(Array.from({ length: 6 }, () => openDatabase({ url })));
    try {
      const migrations = [{ id: '0001_notes', sql: 'CREATE TABLE notes (id int PRIMARY KEY)' }];
      const applied = await Promise.all(replicas.map((db) => migrate(db, migrations)));
      expect(applied.flat()).toEqual(['0001_notes']);
    } finally {
      await Promise.all(replicas.map((db) => db.close()));
      await drop();
    }
  });
});
