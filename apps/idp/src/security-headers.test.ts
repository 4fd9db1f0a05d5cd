/**
 * Every IdP answer carries the same security headers (security review finding 10): pages, the 303s
 * of /interaction/<uid>, the provider's own endpoints, JSON, 401s and 404s alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CookieJar, browse, startTestIdp, type TestIdp } from './testing.js';

const BFF = 'http://localhost:3000';
const redirectUri = `${BFF}/bff/callback`;

describe('IdP security headers', () => {
  let idp: TestIdp;
  beforeAll(async () => {
    idp = await startTestIdp({ bffBaseUrls: [BFF] });
  });
  afterAll(() => idp.close());

  function expectSecurityHeaders(response: Response, what: string) {
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp, what).toContain("default-src 'none'");
    expect(csp, what).toContain("frame-ancestors 'none'");
    expect(csp, what).toContain("base-uri 'none'");
    expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
    expect(response.headers.get('referrer-policy'), what).toBe('no-referrer');
    expect(response.headers.get('x-frame-options'), what).toBe('DENY');
    expect(response.headers.get('cross-origin-opener-policy'), what).toBe('same-origin');
  }

  it('on the whole sign-in journey, the 303 from /interaction/<uid> included', async () => {
    const jar = new CookieJar();
    const authorize = new URL('/auth', idp.issuer);
    authorize.search = new URLSearchParams({
      client_id: idp.bffClient.id,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    }).toString();
    let url = authorize.href;
    const seen: string[] = [];
    for (let hop = 0; hop < 5; hop++) {
      const response = await browse(jar, url);
      expectSecurityHeaders(response, `${response.status} ${url}`);
      seen.push(`${response.status} ${new URL(url).pathname}`);
      const location = response.headers.get('location');
      await response.body?.cancel();
      if (!location) break;
      url = new URL(location, url).href;
    }
    expect(seen.some((entry) => /^303 \/interaction\/[^/]+$/.test(entry))).toBe(true);
    expect(seen.at(-1)).toMatch(/^200 \/interaction\/[^/]+\/login$/);
  });

  it.each([
    ['GET', '/healthz'],
    ['GET', '/readyz'],
    ['GET', '/.well-known/openid-configuration'],
    ['GET', '/jwks'],
    ['GET', '/no/such/page'],
    ['GET', '/assets/missing.css'],
    ['POST', '/token'],
    ['DELETE', '/accounts/someone'],
    ['DELETE', '/sessions/some-sid'],
    ['GET', '/password/forgot'],
    ['GET', '/password/reset?token=nope'],
    ['GET', '/dev/email-outbox?to=a@kado.test'],
    ['GET', '/interaction/unknown'],
  ])('on %s %s', async (method, path) => {
    const response = await fetch(new URL(path, idp.issuer), { method, redirect: 'manual' });
    expectSecurityHeaders(response, `${response.status} ${method} ${path}`);
    await response.body?.cancel();
  });
});
