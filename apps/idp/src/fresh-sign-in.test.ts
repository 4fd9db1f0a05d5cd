/**
 * Fresh sign-in for sensitive actions (contract with the BFF): every ID token the BFF gets says
 * when the password was last typed (auth_time), and an authorization with max_age asks for the
 * password again once the sign-in is older, then returns to the BFF with a new auth_time.
 */
import { DEMO_ACCOUNT } from '@kado/shared';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';

import {
  CookieJar,
  codeFrom,
  exchangeCode,
  signInWithPassword,
  startAuthorization,
  startTestIdp,
  submitInteraction,
  type Authorization,
  type TestIdp,
} from './testing.js';

const BFF = 'http://localhost:3000';
const redirectUri = `${BFF}/bff/callback`;
let idp: TestIdp;
beforeAll(async () => {
  idp = await startTestIdp({ bffBaseUrls: [BFF] });
});
afterAll(() => idp.close());
afterEach(() => {
  vi.useRealTimers();
});

const client = () => ({
  issuer: idp.issuer,
  clientId: idp.bffClient.id,
  clientSecret: idp.bffClient.secret,
  redirectUri,
});

async function idTokenFor(authorization: Authorization, code: string) {
  const tokens = await exchangeCode(client(), authorization, code);
  return decodeJwt(tokens.id_token);
}

describe('auth_time and max_age', () => {
  test('every ID token of the BFF carries auth_time, without asking for it', async () => {
    const tokens = await signInWithPassword({
      ...client(),
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
    });
    const { auth_time: authTime } = decodeJwt(tokens.id_token);
    expect(typeof authTime).toBe('number');
    expect(Math.abs(Number(authTime) - Date.now() / 1000)).toBeLessThan(120);
  });

  test('max_age=600 passes a recent sign-in, and asks for the password again once it is older', async () => {
    const jar = new CookieJar();
    await signInWithPassword({
      ...client(),
      jar,
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
    });

    // Within ten minutes: straight back to the BFF, the same auth_time.
    const recent = await startAuthorization({ ...client(), jar, maxAge: 600 });
    expect(recent.url.startsWith(redirectUri)).toBe(true);
    const code = new URL(recent.url).searchParams.get('code') ?? '';
    const firstAuthTime = Number((await idTokenFor(recent, code)).auth_time);

    // Eleven minutes later (the provider's clock moved): the sign-in page, the e-mail filled in.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 60_000);
    const stale = await startAuthorization({ ...client(), jar, maxAge: 600 });
    expect(stale.url).toMatch(/\/interaction\/[^/]+\/login$/);
    const page = await stale.response.text();
    expect(page).toContain(`value="${DEMO_ACCOUNT.email}"`);

    const submitted = await submitInteraction(stale, 'login', {
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
    });
    expect(submitted.status).toBe(303);
    const fresh = await idTokenFor(stale, await codeFrom(stale, submitted, redirectUri));
    expect(fresh.sub).toBe(DEMO_ACCOUNT.subject);
    expect(Number(fresh.auth_time)).toBeGreaterThanOrEqual(firstAuthTime + 600);
    expect(Math.abs(Number(fresh.auth_time) - Date.now() / 1000)).toBeLessThan(120);
  });
});
