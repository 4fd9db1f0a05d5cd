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
  /** Opening a connection, including the wait for a free one in the pool. */
  readonly connectMs: number;
  /** One statement: the server cancels it, and the client gives up a little later if it is silent. */
  readonly statementMs: number;
  /** A transaction left open with nothing running: the server ends the session. */
  readonly idleInTransactionMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 1_000,
  statementMs: 1_000,
  idleInTransactionMs: 10_000,
};

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

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
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
  | { readonly url: string; readonly timeouts?: Partial<DatabaseTimeouts> }
  | { readonly dataDir: string }
  | { readonly memory: true };

/** The contrib extensions a migration may create, as PostgreSQL ships them. */
const PGLITE_OPTIONS: PGliteOptions = { extensions: { btree_gin, pg_trgm } };

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if ('url' in location) {
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

function openPglite(db: PGlite): Database {
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await q.query<T>(sql, params as unknown[])).rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(db),
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
}

/** A parameter as an SQL literal, for EXECUTE in a simple query (see simpleQuery). */
function literal(value: unknown): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') return pg.escapeLiteral(value);
  throw new Error(`a statement at commit takes no parameter of type ${typeof value}`);
}

/**
 * A burst of requests may queue for a pooled connection longer than one connection takes to open:
 * the queue gets this long; opening a connection gets DatabaseTimeouts.connectMs.
 */
const POOL_WAIT_MS = 10_000;

function openPostgres(url: string, timeouts: DatabaseTimeouts): Database {
  // The pool's own timeout bounds the wait for a free connection; each client bounds its connect.
  class Client extends pg.Client {
    constructor(config: pg.ClientConfig = {}) {
      super({ ...config, connectionTimeoutMillis: timeouts.connectMs });
    }
  }
  const pool = new pg.Pool({
    Client,
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: Math.max(POOL_WAIT_MS, timeouts.connectMs),
    // Sent at connection start: the server's own limits for every session of the pool.
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    // A server that stops answering cancels nothing: the client stops waiting on its own.
    query_timeout: timeouts.statementMs + CLIENT_GRACE_MS,
    keepAlive: true,
  });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
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
    ...wrap(pool),
    async transaction(fn, opening = []) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw unavailableOr(error);
      }
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
    close: () => pool.end(),
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
 * Applies pending migrations in id order, each in its own transaction. An advisory lock makes it
 * safe for several processes to start at once against one PostgreSQL.
 */
export async function migrate(db: Database, migrations: readonly Migration[]): Promise<string[]> {
  await db.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       id text PRIMARY KEY,
       applied_at timestamptz NOT NULL DEFAULT now()
     )`,
  );
  const applied: string[] = [];
  for (const migration of [...migrations].sort((a, b) => a.id.localeCompare(b.id))) {
    await db.transaction(async (tx) => {
      // Migrations may rewrite large tables: the statement timeout of requests is not theirs.
      await tx.exec('SET LOCAL statement_timeout = 0');
      await tx.exec(`SELECT pg_advisory_xact_lock(hashtext('kado:schema_migrations'))`);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [migration.id]);
      if (done.length > 0) return;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      applied.push(migration.id);
    });
  }
  return applied;
}

/** True when the database answers a trivial query (readiness probes). */
export async function isReachable(db: Queryable): Promise<boolean> {
  try {
    await db.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
}

export { buildPgliteTemplate, pgliteTemplateDir, seedFromTemplate } from './pglite-template.js';
