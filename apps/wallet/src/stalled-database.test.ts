/**
 * A stalled PostgreSQL (connections accepted, never answered), through a TCP proxy the test owns:
 * routes answer 503 within 2 s instead of hanging, /readyz and /healthz/deps say the database is
 * down while /healthz stays 200, and everything recovers when the database answers again. PGlite
 * runs in-process and cannot stall, so this is PostgreSQL only.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

import { createPostgresDatabase, POSTGRES_ADMIN_URL } from '@kado/db/testing';
import { WALLET_OPERATOR_SCOPE } from '@kado/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp, type WalletApp } from './app.js';
import { migrations } from './db/migrations/index.js';
import { parseEnv } from './env.js';
import { startTestIssuer, type TestIssuer } from './test/issuer.js';

const QUICK_MS = 2_000;

/** Forwards to PostgreSQL until stalled; then it accepts connections and answers nothing. */
async function stallingProxy(target: URL) {
  let stalled = false;
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    open.add(client);
    client.on('error', () => undefined);
    client.on('close', () => open.delete(client));
    if (stalled) return;
    const upstream = connect(Number(target.port || 5432), target.hostname);
    open.add(upstream);
    upstream.on('error', () => undefined);
    upstream.on('close', () => open.delete(upstream));
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('the proxy did not listen');
  return {
    port: address.port,
    /** Every connection, open or new, goes silent. */
    stall() {
      stalled = true;
      for (const socket of open) {
        socket.unpipe();
        socket.pause();
      }
    },
    /** The stalled connections break, and new ones reach PostgreSQL again. */
    resume() {
      stalled = false;
      for (const socket of open) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => {
          resolve();
        });
      }),
  };
}

async function timed<T>(work: () => Promise<T>) {
  const started = Date.now();
  const result = await work();
  return { result, ms: Date.now() - started };
}

describe('a stalled PostgreSQL', () => {
  let issuer: TestIssuer;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let proxy: Awaited<ReturnType<typeof stallingProxy>>;
  let app: WalletApp;
  let operator: string;
  beforeAll(async () => {
    issuer = await startTestIssuer();
    database = await createPostgresDatabase(migrations);
    proxy = await stallingProxy(new URL(POSTGRES_ADMIN_URL));
    const url = new URL(database.url);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    app = await buildApp(
      parseEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        OIDC_ISSUER: issuer.issuer,
        SEED_DEMO: 'false',
        WALLET_DATA_DIR: 'memory',
        DATABASE_URL: url.toString(),
        EXPIRY_SWEEP_INTERVAL_S: '0',
        DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '500',
      }),
    );
    operator = await issuer.sign({ sub: 'kado-operator', scope: WALLET_OPERATOR_SCOPE });
  });
  afterAll(async () => {
    proxy.resume();
    await app.close();
    await proxy.close();
    await database.drop();
    await issuer.close();
  });

  const grant = () =>
    app.inject({
      method: 'POST',
      url: '/v1/operator/grants',
      headers: { authorization: `Bearer ${operator}` },
      payload: { subject: 'stall-test', points: 10, validityDays: 30, reason: 'campaign' },
    });

  it('gives every session the statement and idle-in-transaction timeouts', async () => {
    expect(await app.db.query('SHOW statement_timeout')).toEqual([{ statement_timeout: '1s' }]);
    expect(await app.db.query('SHOW idle_in_transaction_session_timeout')).toEqual([
      { idle_in_transaction_session_timeout: '500ms' },
    ]);
    // A transaction left idle is ended by the server, and the caller hears of it.
    await expect(
      app.db.transaction(async (tx) => {
        await tx.query('SELECT 1');
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await tx.query('SELECT 1');
      }),
    ).rejects.toThrow(/unavailable/);
  });

  it('answers 503 within 2 s, says so on /readyz, and recovers', async () => {
    expect((await app.inject({ url: '/v1/markets' })).statusCode).toBe(200);
    expect((await grant()).statusCode).toBe(201);

    proxy.stall();
    const read = await timed(() => app.inject({ url: '/v1/markets' }));
    expect(read.result.statusCode).toBe(503);
    expect(read.result.json()).toMatchObject({ error: { code: 'UPSTREAM_UNAVAILABLE' } });
    expect(read.ms).toBeLessThan(QUICK_MS);

    const write = await timed(grant);
    expect(write.result.statusCode).toBe(503);
    expect(write.ms).toBeLessThan(QUICK_MS);

    const ready = await timed(() => app.inject({ url: '/readyz' }));
    expect(ready.result.statusCode).toBe(503);
    expect(ready.result.json()).toEqual({ status: 'unavailable', checks: { database: false } });
    expect(ready.ms).toBeLessThan(QUICK_MS);
    const deps = await app.inject({ url: '/healthz/deps' });
    expect(deps.statusCode).toBe(200);
    expect(deps.json()).toEqual({ status: 'degraded', checks: { database: false, issuer: true } });
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);

    proxy.resume();
    const deadline = Date.now() + 10_000;
    let recovered = 0;
    while (Date.now() < deadline) {
      recovered = (await app.inject({ url: '/v1/markets' })).statusCode;
      if (recovered === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(recovered).toBe(200);
    expect((await grant()).statusCode).toBe(201);
  });
});
