/**
 * One database interface over PGlite (the embedded default, data on disk under .data/) and
 * PostgreSQL (production, DATABASE_URL). Services write one SQL dialect that both run.
 */
import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';

import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

import { seedFromTemplate, templateTarballFor } from './pglite-template.js';

export type Row = Record<string, unknown>;

export interface QueryOptions {
  /**
   * Plan the statement for this call's values each time. PostgreSQL otherwise prepares a
   * statement with parameters once per connection, and after five runs may settle on a generic
   * plan that suits no value in particular: wrong for searches, whose best plan depends on the
   * words. (PGlite plans every statement for its values anyway.)
   */
  readonly customPlan?: boolean;
}

export interface Queryable {
  /** One statement with `$1`-style parameters. */
  query<T = Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<T[]>;
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** The queries of one transaction. */
export interface Transaction extends Queryable {
  /**
   * Runs `sql` among the transaction's last statements, in the order they were given, sent to
   * PostgreSQL with its COMMIT in one round trip, once `fn` has resolved; their rows are not
   * answered, and if one fails the transaction rolls back and fails with its error. A lock taken
   * there is held only for that round trip, and the transaction's others are released one round
   * trip sooner. The statement is prepared once per connection (SQL PREPARE) and executed with
   * its parameters as quoted literals, which may be strings, finite numbers, booleans and null.
   */
  queryAtCommit(sql: string, params?: readonly unknown[]): void;
}

/** A statement with its parameters. */
export interface Statement {
  readonly sql: string;
  readonly params?: readonly unknown[];
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs start-up work (migrations, seeds) with a database of its own connections outside the
   * request limits: no statement timeout, connections given seconds to open. PGlite has no such
   * limits: `fn` gets this database.
   */
  maintenance<T>(fn: (db: Database) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` when at most one other call with the same `key` is running in this process: a burst
   * of writes to one account waits here, holding no connection, instead of each holding one of
   * the pool's connections while it waits for the row lock (and, past the statement timeout,
   * failing). Past the connection wait (DatabaseTimeouts.queueMs) here, DatabaseBusyError. Never
   * nest calls with the same key.
   */
  inTurn<T>(key: string, fn: () => Promise<T>): Promise<T>;
  /**
   * Asks the server a trivial query on a connection of its own, outside the pool (readiness): a
   * process whose connections are all busy with a burst still learns whether its database answers.
   */
  ping(): Promise<void>;
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws.
   * `opening` statements run first, in order, sent to PostgreSQL with BEGIN in one round trip
   * (prepared and executed as Transaction.queryAtCommit says); `fn` gets
   * their rows. Each is its own statement, so each sees what the ones before it waited for.
   */
  transaction<T>(
    fn: (tx: Transaction, opened: Row[][]) => Promise<T>,
    opening?: readonly Statement[],
  ): Promise<T>;
  close(): Promise<void>;
}

/**
 * How long PostgreSQL may keep a caller waiting. A stalled server (connections accepted, never
 * answered) then fails requests in about a second instead of hanging them for as long as it lasts.
 */
export interface DatabaseTimeouts {
  /** Opening one connection to the server. */
  readonly connectMs: number;
  /**
   * Waiting for a free connection while every connection of the pool is busy: a burst queues
   * this long (the request's deadline) before DatabaseBusyError. A healthy server, not an outage.
   */
  readonly queueMs: number;
  /**
   * One statement: the server cancels it, and the client gives up a little later if it is silent.
   * 0: no bound (start-up work, see Database.maintenance).
   */
  readonly statementMs: number;
  /** A transaction left open with nothing running: the server ends the session. 0: no bound. */
  readonly idleInTransactionMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 1_000,
  queueMs: 30_000,
  statementMs: 1_000,
  idleInTransactionMs: 10_000,
};

/**
 * Start-up work (migrations, seeds; Database.maintenance): a slow or busy machine may take seconds
 * to open a connection, and a migration may rewrite a large table, so nothing request-sized bounds it.
 */
const MAINTENANCE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 30_000,
  queueMs: 5 * 60_000,
  statementMs: 0,
  idleInTransactionMs: 0,
};

/** While a server is still coming up, start-up waits for it this long, and says so this often. */
export const STARTUP_WAIT_MS = 5 * 60_000;
const STARTUP_LOG_EVERY_MS = 10_000;
const STARTUP_RETRY_MS = 1_000;

/** Added to the statement timeout before the client stops waiting for a silent server. */
const CLIENT_GRACE_MS = 500;
/** Migrations may rewrite large tables: their statements are not bounded. */
const MAINTENANCE_TIMEOUT_MS = 24 * 60 * 60_000;

/**
 * The database could not be reached or did not answer in time (a timeout, a refused or broken
 * connection, a server shutting down): an outage the caller may retry, not a bug in the request.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The database is unavailable: ${(cause as Error).message}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** SQLSTATEs of a connection that broke or a statement the server stopped on a timeout. */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|57014|25P03|53300)$/;
const UNAVAILABLE_MESSAGE =
  /timeout|timed out|Connection terminated|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|ENOTFOUND|EHOSTUNREACH|not queryable/i;

/**
 * Every connection of this process stayed busy with other work for the caller's whole wait for
 * one (DatabaseTimeouts.queueMs) while the server answered: the process is overloaded, the
 * database is not down. A caller may retry a little later.
 */
export class DatabaseBusyError extends Error {
  constructor(readonly waitedMs: number) {
    super(`Every database connection of this process stayed busy for ${waitedMs} ms`);
    this.name = 'DatabaseBusyError';
  }
}

export function isDatabaseBusy(error: unknown): error is DatabaseBusyError {
  return error instanceof DatabaseBusyError;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error) || error instanceof DatabaseBusyError) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_SQLSTATE.test(code)) return true;
  return UNAVAILABLE_MESSAGE.test(error.message);
}

function unavailableOr(error: unknown): unknown {
  return isDatabaseUnavailable(error) && !(error instanceof DatabaseUnavailableError)
    ? new DatabaseUnavailableError(error)
    : error;
}

export type DatabaseLocation =
  | {
      readonly url: string;
      readonly timeouts?: Partial<DatabaseTimeouts>;
      /** How long opening waits for a server that is not up yet (default STARTUP_WAIT_MS). */
      readonly startupWaitMs?: number;
    }
  | { readonly dataDir: string }
  | { readonly memory: true };

/** The contrib extensions a migration may create, as PostgreSQL ships them. */
const PGLITE_OPTIONS: PGliteOptions = { extensions: { btree_gin, pg_trgm } };

/**
 * How many calls with one key Database.inTurn lets run at once: the second waits for the row lock
 * inside PostgreSQL with its first statements already sent, so the lock passes on without a round
 * trip through this process; it waits there for one transaction at most.
 */
const TURNS_AT_ONCE = 2;

/** Database.inTurn: per key, the calls running and those waiting; a wait lasts at most `waitMs`. */
function turnTaker(waitMs: number) {
  const lines = new Map<string, { running: number; waiting: (() => void)[] }>();
  return async function inTurn<T>(key: string, fn: () => Promise<T>): Promise<T> {
    let line = lines.get(key);
    if (!line) {
      line = { running: 0, waiting: [] };
      lines.set(key, line);
    }
    const own = line;
    // A call that ends hands its place to the next waiting one, else gives it up.
    const leave = () => {
      const next = own.waiting.shift();
      if (next) {
        next();
        return;
      }
      own.running -= 1;
      if (own.running === 0) lines.delete(key);
    };
    if (own.running < TURNS_AT_ONCE) {
      own.running += 1;
    } else {
      const waitingSince = Date.now();
      await new Promise<void>((resolve) => own.waiting.push(resolve));
      const waited = Date.now() - waitingSince;
      if (waited > waitMs) {
        leave();
        throw new DatabaseBusyError(waited);
      }
    }
    try {
      return await fn();
    } finally {
      leave();
    }
  };
}

/** Where opening a database tells of a long wait for its server. */
export interface StartupLog {
  warn(details: object, message: string): void;
}

export async function openDatabase(
  location: DatabaseLocation,
  log?: StartupLog,
): Promise<Database> {
  if ('url' in location) {
    await untilReachable(location.url, location.startupWaitMs ?? STARTUP_WAIT_MS, log);
    return openPostgres(location.url, { ...DEFAULT_DATABASE_TIMEOUTS, ...location.timeouts });
  }
  if ('dataDir' in location) {
    // A first start copies the build's initialised directory instead of running initdb.
    if (!(await seedFromTemplate(location.dataDir))) {
      await mkdir(location.dataDir, { recursive: true });
    }
    return openPglite(await PGlite.create(location.dataDir, PGLITE_OPTIONS));
  }
  // In memory too: loading the initialised tarball is several times faster than initdb.
  const loadDataDir = await templateTarballFor();
  return openPglite(
    await PGlite.create(loadDataDir ? { ...PGLITE_OPTIONS, loadDataDir } : PGLITE_OPTIONS),
  );
}

/**
 * Waits for a PostgreSQL server that is still starting (refused connections, "the database system
 * is starting up") or slow to answer on a busy machine, up to `waitMs`, telling `log` every 10 s.
 * Anything else (a wrong password, a missing database) fails at once.
 */
async function untilReachable(url: string, waitMs: number, log?: StartupLog): Promise<void> {
  const started = Date.now();
  let told = started;
  for (;;) {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: MAINTENANCE_TIMEOUTS.connectMs,
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch (error) {
      const waited = Date.now() - started;
      if (!isDatabaseUnavailable(error) || waited >= waitMs) throw unavailableOr(error);
      if (Date.now() - told >= STARTUP_LOG_EVERY_MS) {
        told = Date.now();
        log?.warn(
          { waitedS: Math.round(waited / 1000), reason: (error as Error).message },
          'waiting for the database to answer',
        );
      }
    } finally {
      await client.end().catch(() => undefined);
    }
    await new Promise((resolve) => setTimeout(resolve, STARTUP_RETRY_MS));
  }
}

function openPglite(db: PGlite): Database {
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await q.query<T>(sql, params as unknown[])).rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const database: Database = {
    kind: 'pglite',
    ...wrap(db),
    maintenance: (fn) => fn(database),
    inTurn: turnTaker(Number.POSITIVE_INFINITY),
    async ping() {
      await db.query('SELECT 1');
    },
    // In the same process, a round trip costs next to nothing: the last statement runs on its own.
    transaction: (fn, opening = []) =>
      db.transaction(async (tx) => {
        const opened: Row[][] = [];
        for (const statement of opening) {
          opened.push((await tx.query<Row>(statement.sql, [...(statement.params ?? [])])).rows);
        }
        const last: Statement[] = [];
        const result = await fn(
          { ...wrap(tx), queryAtCommit: (sql, params) => void last.push({ sql, params }) },
          opened,
        );
        for (const statement of last) await tx.query(statement.sql, [...(statement.params ?? [])]);
        return result;
      }),
    close: () => db.close(),
  };
  return database;
}

/** A parameter as an SQL literal, for EXECUTE in a simple query (see simpleQuery). */
function literal(value: unknown): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') return pg.escapeLiteral(value);
  throw new Error(`a statement at commit takes no parameter of type ${typeof value}`);
}

/** pg-pool's error when a caller's wait in its queue for a free connection ran out. */
const POOL_QUEUE_TIMEOUT = 'timeout exceeded when trying to connect';

/** Connections per process: PostgreSQL's own default limit (100) shared by every replica. */
const POOL_SIZE = 10;

function openPostgres(url: string, timeouts: DatabaseTimeouts): Database {
  // The pool's own timeout bounds the wait in its queue for a free connection; each client bounds
  // its connect (pg-pool's timer for a new connection is the longer one, so the client's fires).
  class Client extends pg.Client {
    constructor(config: pg.ClientConfig = {}) {
      super({ ...config, connectionTimeoutMillis: timeouts.connectMs });
    }
  }
  const pool = new pg.Pool({
    Client,
    connectionString: url,
    max: POOL_SIZE,
    connectionTimeoutMillis: Math.max(timeouts.queueMs, timeouts.connectMs),
    // Sent at connection start: the server's own limits for every session of the pool (0: none).
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    // A server that stops answering cancels nothing: the client stops waiting on its own.
    ...(timeouts.statementMs > 0 ? { query_timeout: timeouts.statementMs + CLIENT_GRACE_MS } : {}),
    keepAlive: true,
  });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);

  /**
   * When a connection last failed to open: a caller whose wait in the queue ran out while the
   * server refused or ignored connections met an outage, not a busy process.
   */
  let lastConnectFailure = Number.NEGATIVE_INFINITY;
  async function connect(): Promise<pg.PoolClient> {
    const waitingSince = Date.now();
    try {
      return await pool.connect();
    } catch (error) {
      if (error instanceof Error && error.message === POOL_QUEUE_TIMEOUT) {
        if (lastConnectFailure >= waitingSince) throw new DatabaseUnavailableError(error);
        throw new DatabaseBusyError(Date.now() - waitingSince);
      }
      if (isDatabaseUnavailable(error)) lastConnectFailure = Date.now();
      throw unavailableOr(error);
    }
  }

  /** A pooled connection for `fn`; dropped, not reused, when it timed out or broke. */
  async function withClient<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await connect();
    let broken = false;
    try {
      return await fn(client);
    } catch (error) {
      broken = isDatabaseUnavailable(error);
      throw error;
    } finally {
      client.release(broken);
    }
  }

  /** Database.ping's own connection, with the request limits; opened on the first ping. */
  let probe: Promise<pg.Client> | null = null;
  async function openProbe(): Promise<pg.Client> {
    const client = new Client({
      connectionString: url,
      statement_timeout: timeouts.statementMs,
      ...(timeouts.statementMs > 0
        ? { query_timeout: timeouts.statementMs + CLIENT_GRACE_MS }
        : {}),
      keepAlive: true,
    });
    // A probe connection that breaks is noticed by its next query.
    client.on('error', () => undefined);
    await client.connect();
    return client;
  }

  const wrap = (q: pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}) {
      try {
        // A statement with parameters is prepared once per connection under a name derived from
        // its text, so repeated queries skip parsing and planning: a third more exchanges per second.
        // The unnamed statement is planned for its values at every call.
        if (params.length === 0) return (await q.query(sql)).rows as T[];
        if (options.customPlan) return (await q.query(sql, params as unknown[])).rows as T[];
        const name = createHash('sha256').update(sql).digest('base64url');
        return (await q.query({ name, text: sql, values: params as unknown[] })).rows as T[];
      } catch (error) {
        throw unavailableOr(error);
      }
    },
    async exec(sql: string) {
      try {
        // pg reads query_timeout per query too, though its types do not say so.
        const config: pg.QueryConfig & { query_timeout: number } = {
          text: sql,
          query_timeout: MAINTENANCE_TIMEOUT_MS,
        };
        await q.query(config);
      } catch (error) {
        throw unavailableOr(error);
      }
    },
  });
  return {
    kind: 'postgres',
    query: (sql, params, options) =>
      withClient((client) => wrap(client).query(sql, params, options)),
    exec: (sql) => withClient((client) => wrap(client).exec(sql)),
    inTurn: turnTaker(timeouts.queueMs),
    async maintenance(fn) {
      const db = openPostgres(url, MAINTENANCE_TIMEOUTS);
      try {
        return await fn(db);
      } finally {
        await db.close();
      }
    },
    async transaction(fn, opening = []) {
      const client = await connect();
      // A session the server ends mid-transaction (idle-in-transaction timeout, shutdown) reports
      // it as an event too: the failing query tells the caller, the event must not crash us.
      const ignore = () => undefined;
      client.on('error', ignore);
      let broken = false;
      try {
        const opened = await begin(client, opening);
        const last: Statement[] = [];
        const result = await fn(
          { ...wrap(client), queryAtCommit: (sql, params) => void last.push({ sql, params }) },
          opened,
        );
        // The last statements and COMMIT in one simple query: if one fails, the server skips the
        // rest, COMMIT too, and the transaction is rolled back below.
        await simpleQuery(client, last, { after: 'COMMIT' });
        return result;
      } catch (error) {
        // A connection that timed out or broke is dropped, not asked to roll back: the server
        // rolls back a session that ends, and a silent one would keep this caller waiting again.
        broken = isDatabaseUnavailable(error);
        if (!broken) await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.off('error', ignore);
        client.release(broken);
      }
    },
    async ping() {
      probe ??= openProbe();
      const client = probe;
      try {
        await (await client).query('SELECT 1');
      } catch (error) {
        // A probe that failed is dropped: the next one opens a fresh connection.
        if (probe === client) probe = null;
        void client.then((c) => c.end()).catch(() => undefined);
        throw unavailableOr(error);
      }
    },
    async close() {
      const client = probe;
      probe = null;
      await client?.then((c) => c.end()).catch(() => undefined);
      await pool.end();
    },
  };
}

/** BEGIN and the opening statements in one simple query: the rows of each statement. */
function begin(client: pg.PoolClient, opening: readonly Statement[]): Promise<Row[][]> {
  return simpleQuery(client, opening, { before: 'BEGIN' });
}

/**
 * The statements each connection has prepared by name (SQL PREPARE), so a statement sent in a
 * simple query is planned like a prepared one: `stale` after a failed query that prepared some,
 * as it may have stopped before them, until read again from the server.
 */
const preparedBy = new WeakMap<pg.PoolClient, { names: Set<string>; stale: boolean }>();

async function preparedOn(client: pg.PoolClient) {
  let state = preparedBy.get(client);
  if (!state) {
    state = { names: new Set(), stale: false };
    preparedBy.set(client, state);
  }
  if (state.stale) {
    const { rows } = await client.query<{ name: string }>(
      'SELECT name FROM pg_prepared_statements',
    );
    state.names = new Set(rows.map((row) => row.name));
    state.stale = false;
  }
  return state;
}

/**
 * Statements with parameters in one simple query (one round trip), each run as a statement the
 * connection has prepared (PREPARE once per connection, then EXECUTE with the values as literals),
 * between `before` and `after` if given: the rows of each statement.
 */
async function simpleQuery(
  client: pg.PoolClient,
  statements: readonly Statement[],
  around: { before?: string; after?: string },
): Promise<Row[][]> {
  const state = await preparedOn(client);
  const prepares: string[] = [];
  const names: string[] = [];
  const executes = statements.map((statement) => {
    const params = statement.params ?? [];
    if (params.length === 0) return statement.sql;
    const name = `kado_${createHash('sha256').update(statement.sql).digest('hex').slice(0, 40)}`;
    if (!state.names.has(name) && !names.includes(name)) {
      prepares.push(`PREPARE ${name} AS ${statement.sql}`);
      names.push(name);
    }
    return `EXECUTE ${name} (${params.map(literal).join(', ')})`;
  });
  // The PREPAREs first: a statement that fails later leaves them in place all the same.
  const text = [
    ...prepares,
    ...(around.before ? [around.before] : []),
    ...executes,
    ...(around.after ? [around.after] : []),
  ];
  // One statement answers one result, several an array of them (pg's types know only the first).
  let results: unknown;
  try {
    results = await client.query<Row>(text.join('; '));
  } catch (error) {
    if (names.length > 0) state.stale = true;
    throw unavailableOr(error);
  }
  for (const name of names) state.names.add(name);
  const all = Array.isArray(results)
    ? (results as pg.QueryResult<Row>[])
    : [results as pg.QueryResult<Row>];
  const first = prepares.length + (around.before ? 1 : 0);
  return all.slice(first, first + executes.length).map((result) => result.rows);
}

export interface Migration {
  /** Sortable and unique, e.g. `0001_accounts`. */
  readonly id: string;
  readonly sql: string;
}

/**
 * Applies pending migrations in id order, each in its own transaction, on connections outside the
 * request limits (Database.maintenance): a migration may rewrite large tables. An advisory lock
 * makes it safe for several processes to start at once against one PostgreSQL.
 */
export function migrate(db: Database, migrations: readonly Migration[]): Promise<string[]> {
  return db.maintenance((session) => migrateOn(session, migrations));
}

const MIGRATION_LOCK = `SELECT pg_advisory_xact_lock(hashtext('kado:schema_migrations'))`;

async function migrateOn(db: Database, migrations: readonly Migration[]): Promise<string[]> {
  // Under the lock too: two processes creating the table at once on a fresh database collide in
  // the catalog (pg_type's unique index) even with IF NOT EXISTS.
  await db.transaction(async (tx) => {
    await tx.exec(MIGRATION_LOCK);
    await tx.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         id text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
  });
  const applied: string[] = [];
  for (const migration of [...migrations].sort((a, b) => a.id.localeCompare(b.id))) {
    await db.transaction(async (tx) => {
      await tx.exec(MIGRATION_LOCK);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [migration.id]);
      if (done.length > 0) return;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      applied.push(migration.id);
    });
  }
  return applied;
}

/** True when the database answers a trivial query (readiness probes), busy pool or not. */
export async function isReachable(db: Database): Promise<boolean> {
  try {
    await db.ping();
    return true;
  } catch {
    return false;
  }
}

export { buildPgliteTemplate, pgliteTemplateDir, seedFromTemplate } from './pglite-template.js';
