/**
 * Abuse limits at the IdP (security review finding 4): failed sign-ins and sign-ups are counted per
 * client address and per e-mail, across accounts, so one address cannot try passwords against every
 * account or create accounts without end. Counters are shared through Redis in production.
 */
import { randomUUID } from 'node:crypto';

import { DEMO_ACCOUNT } from '@kado/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  RedisRateCounter,
  SIGN_IN_FAILURES_PER_ADDRESS,
  SIGN_IN_FAILURES_PER_EMAIL,
  SIGN_UPS_PER_ADDRESS,
} from './rate-limits.js';
import { startAuthorization, startTestIdp, submitInteraction, type TestIdp } from './testing.js';

const BFF = 'http://localhost:3000';
const redirectUri = `${BFF}/bff/callback`;

describe('IdP limits per client address and per e-mail', () => {
  let idp: TestIdp;
  beforeEach(async () => {
    idp = await startTestIdp({ bffBaseUrls: [BFF] });
  });
  afterEach(() => idp.close());

  const attempt = async (action: 'login' | 'signup', fields: Record<string, string>) => {
    const authorization = await startAuthorization({
      issuer: idp.issuer,
      clientId: idp.bffClient.id,
      redirectUri,
      ...(action === 'signup' ? { prompt: 'create' } : {}),
    });
    const response = await submitInteraction(authorization, action, fields);
    await response.body?.cancel();
    return response.status;
  };

  it('answers 429 once one address has failed to sign in to many accounts', async () => {
    const statuses = [];
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ADDRESS + 5; i++) {
      statuses.push(
        await attempt('login', { email: `victim-${i}@kado.test`, password: 'not the password' }),
      );
    }
    expect(statuses.slice(0, SIGN_IN_FAILURES_PER_ADDRESS)).toEqual(
      Array(SIGN_IN_FAILURES_PER_ADDRESS).fill(401),
    );
    expect(statuses.slice(SIGN_IN_FAILURES_PER_ADDRESS)).toEqual(Array(5).fill(429));
    // Even the right password waits: the address is paused, not the guess.
    expect(
      await attempt('login', { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }),
    ).toBe(429);
  });

  it('answers 429 once one e-mail has failed too often', async () => {
    const email = `target-${randomUUID()}@kado.test`;
    const statuses = [];
    for (let i = 0; i < SIGN_IN_FAILURES_PER_EMAIL + 1; i++) {
      statuses.push(await attempt('login', { email, password: `guess number ${i}` }));
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, SIGN_IN_FAILURES_PER_EMAIL)).not.toContain(429);
  });

  it('limits sign-ups from one address', async () => {
    const statuses = [];
    for (let i = 0; i < SIGN_UPS_PER_ADDRESS + 2; i++) {
      statuses.push(
        await attempt('signup', {
          name: 'Bulk Maker',
          email: `bulk-${i}-${randomUUID()}@kado.test`,
          password: 'correct horse battery staple',
        }),
      );
    }
    expect(statuses.slice(0, SIGN_UPS_PER_ADDRESS)).not.toContain(429);
    expect(statuses.slice(SIGN_UPS_PER_ADDRESS)).toEqual([429, 429]);
  });
});

describe('rate counters in Redis', () => {
  const url = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379/2';
  const prefix = `kado:test:${randomUUID()}:`;
  let a: RedisRateCounter;
  let b: RedisRateCounter;
  beforeAll(() => {
    a = new RedisRateCounter(url, prefix);
    b = new RedisRateCounter(url, prefix);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('counts hits from every IdP process together, in a window that ends', async () => {
    expect(await a.hit('k', 300)).toBe(1);
    expect(await b.hit('k', 300)).toBe(2);
    expect(await a.count('k')).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await b.count('k')).toBe(0);
  });
});
