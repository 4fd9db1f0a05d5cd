import { DEMO_ACCOUNT } from '@kado/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/app.js';
import { startTestIssuer, type TestIssuer } from '../../../test/issuer.js';

describe('GET /v1/points', () => {
  let issuer: TestIssuer;
  let wallet: TestApp;
  beforeAll(async () => {
    issuer = await startTestIssuer();
    wallet = await buildTestApp({ issuer: issuer.issuer, seedDemo: true });
  });
  afterAll(async () => {
    await wallet.close();
    await issuer.close();
  });

  const points = async (sub: string) =>
    wallet.app.inject({
      url: '/v1/points',
      headers: { authorization: `Bearer ${await issuer.sign({ sub })}` },
    });

  it("shows the demo account's 15,500 points, 5,000 of them expiring in 20 days", async () => {
    const response = await points(DEMO_ACCOUNT.subject);
    expect(response.statusCode).toBe(200);
    const balance = response.json<{ nextExpiry: { expiresAt: string } }>();
    expect(balance).toMatchObject({ balance: 15_500, expiringSoon: 5_000 });
    expect(balance.nextExpiry).toMatchObject({ points: 5_000 });
    const days = (Date.parse(balance.nextExpiry.expiresAt) - Date.now()) / (24 * 60 * 60_000);
    expect(days).toBeGreaterThan(19.9);
    expect(days).toBeLessThanOrEqual(20);
  });

  it('shows nothing for someone new', async () => {
    expect((await points('newcomer')).json()).toMatchObject({
      balance: 0,
      expiringSoon: 0,
      nextExpiry: null,
    });
  });
});
