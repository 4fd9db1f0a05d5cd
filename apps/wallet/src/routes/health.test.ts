/**
 * Readiness says whether this process can serve its own traffic (its database); the token issuer,
 * shared by every replica, is reported apart on /healthz/deps and never makes the wallet not ready.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { READINESS_CACHE_MS } from '@kado/shared/readiness';
import { buildTestApp, type TestApp } from '../test/app.js';
import { startTestIssuer, type TestIssuer } from '../test/issuer.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('wallet readiness', () => {
  let issuer: TestIssuer;
  let wallet: TestApp;
  beforeAll(async () => {
    issuer = await startTestIssuer();
    wallet = await buildTestApp({ issuer: issuer.issuer, database: 'pglite' });
  });
  afterAll(async () => {
    await wallet.close();
  });

  it('stays ready when the issuer stops, and /healthz/deps says the issuer is down', async () => {
    const before = await wallet.app.inject({ url: '/readyz' });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ status: 'ready', checks: { database: true } });
    const depsBefore = await wallet.app.inject({ url: '/healthz/deps' });
    expect(depsBefore.statusCode).toBe(200);
    expect(depsBefore.json()).toEqual({
      status: 'ok',
      checks: { database: true, issuer: true },
    });

    await issuer.close();
    // Past the cache window, so both probes ask again.
    await pause(READINESS_CACHE_MS + 100);
    const after = await wallet.app.inject({ url: '/readyz' });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ status: 'ready', checks: { database: true } });
    const deps = await wallet.app.inject({ url: '/healthz/deps' });
    expect(deps.statusCode).toBe(200);
    expect(deps.json()).toEqual({
      status: 'degraded',
      checks: { database: true, issuer: false },
    });
    expect((await wallet.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
