/** Readiness says what it names: the issuer's key set is asked for real, briefly, and cached. */
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

  it('notices a stopped issuer within a few seconds, quickly, while /healthz stays 200', async () => {
    const before = await wallet.app.inject({ url: '/readyz' });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ status: 'ready', checks: { database: true, issuer: true } });

    await issuer.close();
    // Probes within the cache window share the last answer, so a busy balancer loads nothing.
    expect((await wallet.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    await pause(READINESS_CACHE_MS + 100);
    const started = Date.now();
    const after = await wallet.app.inject({ url: '/readyz' });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(after.statusCode).toBe(503);
    expect(after.json()).toEqual({
      status: 'unavailable',
      checks: { database: true, issuer: false },
    });
    expect((await wallet.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
