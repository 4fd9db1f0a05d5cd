/**
 * No cross-origin reads of the IdP (PRODUCT.md §7): a browser only navigates to it, and the BFF and
 * the wallet call /token, discovery and /jwks server to server, so no origin, registered or not, is
 * granted CORS anywhere.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { startTestIdp, type TestIdp } from './testing.js';

const BFF = 'http://localhost:3000';
let idp: TestIdp;
beforeAll(async () => {
  idp = await startTestIdp({ bffBaseUrls: [BFF] });
});
afterAll(() => idp.close());

const corsHeaders = (response: Response) =>
  [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));

describe.each(['https://evil.example', BFF])('requests from %s', (origin) => {
  test.each(['/.well-known/openid-configuration', '/jwks'])(
    'read %s without any CORS grant',
    async (path) => {
      const response = await fetch(new URL(path, idp.issuer), { headers: { origin } });
      expect(response.status).toBe(200);
      expect(corsHeaders(response)).toEqual([]);
    },
  );

  test.each(['/token', '/token/revocation', '/.well-known/openid-configuration', '/jwks'])(
    'get no preflight grant for %s',
    async (path) => {
      const response = await fetch(new URL(path, idp.issuer), {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      expect(response.status).toBeLessThan(500);
      expect(corsHeaders(response)).toEqual([]);
    },
  );

  test('cannot use the token endpoint from a browser', async () => {
    const response = await fetch(new URL('/token', idp.issuer), {
      method: 'POST',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(corsHeaders(response)).toEqual([]);
  });
});
