import { DEADLINE_CHECK_INTERVAL_MS, HEADERS_DEADLINE_MS } from '@kado/shared/http-limits';
import { envelopeOf, rawRequest, requestWhileClosing } from '@kado/shared/testing/http';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';

import { API_HEADERS, isolatedApp } from '../test/support.js';

let app: FastifyInstance;
afterEach(async () => {
  await app.close();
});

const trpcError = (body: string) =>
  (JSON.parse(body) as { error: { json?: unknown; data?: unknown } }).error as {
    message: string;
    data: { productCode: string; httpStatus: number; fields?: { path: string }[] };
  };

describe('CSRF rules on the API', () => {
  it('refuses a query without the x-kado-csrf header', async () => {
    app = await isolatedApp();
    const response = await app.inject({ url: '/trpc/session.me' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'CSRF_REJECTED' } });
  });

  it('answers a query that carries the header', async () => {
    app = await isolatedApp();
    const response = await app.inject({ url: '/trpc/session.me', headers: { 'x-kado-csrf': '1' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { data: { signedIn: false, locale: 'en' } } });
  });

  it('refuses a mutation that is not JSON with 415', async () => {
    app = await isolatedApp();
    const response = await app.inject({
      method: 'POST',
      url: '/trpc/locale.set',
      headers: { ...API_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'locale=th',
    });
    expect(response.statusCode).toBe(415);
  });

  const { origin: _origin, ...withoutOrigin } = API_HEADERS;

  it.each([
    { ...API_HEADERS, origin: 'https://evil.example' },
    { ...API_HEADERS, origin: 'http://localhost:3000.evil.example' },
    { ...API_HEADERS, origin: 'null' },
    { ...withoutOrigin, 'sec-fetch-site': 'cross-site' },
    withoutOrigin,
  ])('refuses a mutation from another origin (%j)', async (headers) => {
    app = await isolatedApp();
    const response = await app.inject({
      method: 'POST',
      url: '/trpc/locale.set',
      headers,
      payload: { locale: 'th' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts a same-origin mutation, by Origin or by Sec-Fetch-Site', async () => {
    app = await isolatedApp();
    for (const headers of [API_HEADERS, { ...withoutOrigin, 'sec-fetch-site': 'same-origin' }]) {
      const response = await app.inject({
        method: 'POST',
        url: '/trpc/locale.set',
        headers,
        payload: { locale: 'th' },
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('sends no CORS headers to a foreign preflight', async () => {
    app = await isolatedApp();
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/trpc/locale.set',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('procedures', () => {
  it('answers 401 JSON, not a redirect, when a signed-in procedure is called signed out', async () => {
    app = await isolatedApp();
    const response = await app.inject({ url: '/trpc/points.balance', headers: API_HEADERS });
    expect(response.statusCode).toBe(401);
    expect(trpcError(response.body).data.productCode).toBe('UNAUTHENTICATED');
  });

  it('names the invalid field', async () => {
    app = await isolatedApp();
    const input = encodeURIComponent(JSON.stringify({ limit: 0 }));
    const response = await app.inject({
      url: `/trpc/catalog.gifts?input=${input}`,
      headers: API_HEADERS,
    });
    expect(response.statusCode).toBe(400);
    const error = trpcError(response.body);
    expect(error.data.productCode).toBe('VALIDATION_FAILED');
    expect(error.data.fields?.map((f) => f.path)).toEqual(['limit']);
  });

  it('answers 503 UPSTREAM_UNAVAILABLE quickly when the wallet is down', async () => {
    app = await isolatedApp();
    const started = Date.now();
    const response = await app.inject({ url: '/trpc/catalog.gifts', headers: API_HEADERS });
    expect(response.statusCode).toBe(503);
    expect(trpcError(response.body).data.productCode).toBe('UPSTREAM_UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('stores the language choice in KADO_LANG with the attributes of §3', async () => {
    app = await isolatedApp();
    const response = await app.inject({
      method: 'POST',
      url: '/trpc/locale.set',
      headers: API_HEADERS,
      payload: { locale: 'kr' },
    });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^KADO_LANG=kr; Max-Age=31536000; Path=\/; SameSite=Lax$/);
  });

  it('rejects a locale that is not one of the ten', async () => {
    app = await isolatedApp();
    const response = await app.inject({
      method: 'POST',
      url: '/trpc/locale.set',
      headers: API_HEADERS,
      payload: { locale: 'fr' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('security headers', () => {
  it('puts the headers of §7 on every response', async () => {
    app = await isolatedApp();
    for (const url of ['/', '/healthz', '/trpc/session.me', '/favicon.svg', '/nope']) {
      const response = await app.inject({ url, headers: { 'x-kado-csrf': '1' } });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['permissions-policy']).toContain('camera=()');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends HSTS for at least a year when served over https', async () => {
    app = await isolatedApp({ PUBLIC_URL: 'https://kado.example' });
    const response = await app.inject({ url: '/healthz' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=(\d+)/);
    const maxAge = Number(
      /max-age=(\d+)/.exec(String(response.headers['strict-transport-security']))?.[1],
    );
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
  });

  it('gives each page a fresh nonce that its CSP and its scripts share', async () => {
    app = await isolatedApp();
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const response = await app.inject({ url: '/' });
      const csp = String(response.headers['content-security-policy']);
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeDefined();
      expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("form-action 'self' http://127.0.0.1:9");
      expect(response.body).toContain(`nonce="${nonce}"`);
      expect(response.body).not.toContain('__CSP_NONCE__');
      expect(response.headers['cache-control']).toBe('no-store');
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('marks API answers no-store', async () => {
    app = await isolatedApp();
    const response = await app.inject({ url: '/trpc/session.me', headers: { 'x-kado-csrf': '1' } });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('pages', () => {
  it('sends a signed-out visitor of /top to sign-in with a real 302', async () => {
    app = await isolatedApp();
    const response = await app.inject({ url: '/top?tab=x' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/auth/login?redirect=%2Ftop%3Ftab%3Dx');
  });

  it('answers 404 for an unknown path with the SPA and its error state', async () => {
    app = await isolatedApp();
    const response = await app.inject({ url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    const config = /<script type="application\/json" id="kado-config">(.*?)<\/script>/.exec(
      response.body,
    )?.[1];
    expect(JSON.parse(config ?? 'null')).toMatchObject({
      initialError: { status: 404, message: 'This page could not be found' },
    });
  });

  it('answers 404 for a blocked page', async () => {
    app = await isolatedApp({ BLOCKED_PAGES: 'faq, brand' });
    expect((await app.inject({ url: '/faq' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/brand' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/category' })).statusCode).toBe(200);
  });

  it('resolves a nested duplicate with the canonical route guards', async () => {
    app = await isolatedApp();
    const contact = await app.inject({ url: '/contact-us/contact-us?x=1' });
    expect(contact.statusCode).toBe(302);
    expect(contact.headers.location).toBe('/contact-us?x=1');
    const account = await app.inject({ url: '/account-info/account-info' });
    expect(account.headers.location).toBe('/auth/login?redirect=%2Faccount-info');
  });

  it('answers a missing asset with a plain 404, not the SPA', async () => {
    app = await isolatedApp();
    const response = await app.inject({ url: '/assets/missing.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/plain');
  });

  it('escapes the inlined config so a path cannot close the script', async () => {
    app = await isolatedApp();
    const response = await app.inject({ url: '/</script><script>alert(1)</script>' });
    expect(response.body).not.toContain('<script>alert(1)');
  });
});

describe('language', () => {
  it('detects the locale from Accept-Language when no cookie exists, and stores it', async () => {
    app = await isolatedApp();
    const response = await app.inject({
      url: '/',
      headers: { 'accept-language': 'zh-CN, th;q=0.8' },
    });
    expect(response.body).toContain('<html lang="th-TH"');
    expect(String(response.headers['set-cookie'])).toContain('KADO_LANG=th');
  });

  it('uses the cookie and skips detection when it exists', async () => {
    app = await isolatedApp();
    const response = await app.inject({
      url: '/',
      headers: { 'accept-language': 'th', cookie: 'KADO_LANG=kr' },
    });
    expect(response.body).toContain('<html lang="ko-KR"');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('falls back to English', async () => {
    app = await isolatedApp();
    const response = await app.inject({ url: '/', headers: { 'accept-language': 'ja, fr' } });
    expect(response.body).toContain('<html lang="en-SG"');
  });
});

describe('sign-in endpoints', () => {
  it('ends in the sign-in page with a reason when the IdP is unreachable, never a 500', async () => {
    app = await isolatedApp();
    const response = await app.inject({ url: '/bff/login?redirect=/top' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/auth/login?error=idp_unavailable');
  });

  it('limits sign-in starts per client address', async () => {
    app = await isolatedApp();
    const answers = [];
    for (let i = 0; i < 31; i++)
      answers.push((await app.inject({ url: '/bff/login' })).headers.location);
    expect(answers.slice(0, 30)).not.toContain('/auth/login?error=rate_limited');
    expect(answers[30]).toBe('/auth/login?error=rate_limited');
  });

  it('refuses a callback without a login transaction', async () => {
    app = await isolatedApp();
    const response = await app.inject({ url: '/bff/callback?code=abc&state=def' });
    expect(response.headers.location).toBe('/auth/login?error=expired');
  });

  it('turns an IdP error into a clean page', async () => {
    app = await isolatedApp();
    const denied = await app.inject({ url: '/bff/callback?error=access_denied&state=x' });
    expect(denied.headers.location).toBe('/auth/login?error=access_denied');
    const odd = await app.inject({ url: '/bff/callback?error=%3Cscript%3E' });
    expect(odd.headers.location).toBe('/auth/login?error=login_failed');
  });

  it('signs out a visitor without a session harmlessly', async () => {
    app = await isolatedApp();
    const response = await app.inject({
      method: 'POST',
      url: '/bff/logout',
      headers: API_HEADERS,
      payload: {},
    });
    expect(response.json()).toEqual({ redirectTo: '/' });
  });

  it('refuses a sign-out without the CSRF header', async () => {
    app = await isolatedApp();
    const response = await app.inject({ method: 'POST', url: '/bff/logout', payload: {} });
    expect(response.statusCode).toBe(403);
  });

  it('rejects a malformed back-channel logout request', async () => {
    app = await isolatedApp();
    const response = await app.inject({
      method: 'POST',
      url: '/bff/backchannel-logout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'logout_token=not-a-jwt',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('health', () => {
  it('is alive, and not ready while the wallet is down', async () => {
    app = await isolatedApp();
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'not ready',
      checks: { wallet: false, sessionStore: true },
    });
    const deps = await app.inject({ url: '/healthz/deps' });
    expect(deps.statusCode).toBe(200);
    expect(deps.json()).toEqual({
      status: 'degraded',
      checks: { idp: false, wallet: false, sessionStore: true },
    });
  });
});

describe('malformed requests', () => {
  /** Log lines of the app under test, to match a refusal's requestId with its log line. */
  const logIds = (lines: string[]) =>
    lines.map((line) => (JSON.parse(line) as { reqId?: string }).reqId).filter(Boolean);

  async function listening(options: { requestDeadlineMs?: number } = {}) {
    const lines: string[] = [];
    app = await isolatedApp(
      { LOG_LEVEL: 'info' },
      { ...options, logStream: { write: (line) => lines.push(line) } },
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    return { port: address.port, lines };
  }

  it('answers bad percent-encoding with a 400 envelope whose requestId is in the log', async () => {
    const lines: string[] = [];
    app = await isolatedApp({ LOG_LEVEL: 'info' }, { logStream: { write: (l) => lines.push(l) } });
    const response = await app.inject({ url: '/trpc/%E0%A4%A', headers: API_HEADERS });
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    const error = envelopeOf(response.body);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.requestId).toBeTruthy();
    expect(logIds(lines)).toContain(error.requestId);
  });

  it('answers a 101-character path parameter with a 404 envelope', async () => {
    app = await isolatedApp();
    const response = await app.inject({ url: `/trpc/${'a'.repeat(101)}`, headers: API_HEADERS });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    const error = envelopeOf(response.body);
    expect(error.code).toBe('NOT_FOUND');
    expect(error.requestId).toBeTruthy();
  });

  it('answers TRACE with 405 and Allow, before tRPC or the CSRF check see it', async () => {
    app = await isolatedApp();
    for (const method of ['TRACE', 'PROPFIND'] as const) {
      const response = await app.inject({ method, url: '/trpc/session.me' });
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow).toContain('GET');
      expect(response.headers.allow).not.toContain(method);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(envelopeOf(response.body).code).toBe('METHOD_NOT_ALLOWED');
    }
  });

  it('answers a method at a path that serves only others with 405 and Allow', async () => {
    app = await isolatedApp();
    const response = await app.inject({ method: 'DELETE', url: '/healthz' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(envelopeOf(response.body)).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
  });

  it('answers a body over the limit with a 413 envelope, and bad JSON with a 400 one', async () => {
    app = await isolatedApp();
    const large = await app.inject({
      method: 'POST',
      url: '/bff/logout',
      headers: API_HEADERS,
      payload: JSON.stringify({ padding: 'x'.repeat(200 * 1024) }),
    });
    expect(large.statusCode).toBe(413);
    expect(large.headers['cache-control']).toBe('no-store');
    expect(envelopeOf(large.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(envelopeOf(large.body).requestId).toBeTruthy();
    const broken = await app.inject({
      method: 'POST',
      url: '/bff/logout',
      headers: API_HEADERS,
      payload: '{"not json',
    });
    expect(broken.statusCode).toBe(400);
    expect(envelopeOf(broken.body)).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('answers 20 kB of headers with a 431 envelope and closes the connection', async () => {
    const { port, lines } = await listening();
    const answer = await rawRequest(
      port,
      `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.headers['cache-control']).toBe('no-store');
    const error = envelopeOf(answer.body);
    expect(error.code).toBe('HEADERS_TOO_LARGE');
    expect(logIds(lines)).toContain(error.requestId);
  });

  it('answers a method unknown to the server with a 501 envelope', async () => {
    const { port } = await listening();
    const answer = await rawRequest(port, 'BREW /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(answer.status).toBe(501);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(envelopeOf(answer.body)).toMatchObject({ code: 'NOT_IMPLEMENTED' });
  });

  it('answers a trickled body with a 408 envelope for that request, and closes', async () => {
    const { port, lines } = await listening({ requestDeadlineMs: 3_000 });
    const answer = await rawRequest(
      port,
      'POST /trpc/locale.set HTTP/1.1\r\nHost: localhost\r\nx-kado-csrf: 1\r\n' +
        'Origin: http://localhost:3000\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n',
      { everyMs: 1_000, byte: '{' },
    );
    expect(answer.status).toBe(408);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.connection).toBe('close');
    const error = envelopeOf(answer.body);
    expect(error.code).toBe('REQUEST_TIMEOUT');
    // The id of the request that was arriving, as its "incoming request" log line has it.
    const incoming = lines
      .map((line) => JSON.parse(line) as { reqId?: string; msg?: string })
      .find((line) => line.msg === 'incoming request');
    expect(incoming?.reqId).toBe(error.requestId);
  }, 60_000);

  it('answers a request that arrives while it closes with a 503 envelope', async () => {
    const { port } = await listening();
    const answer = await requestWhileClosing(app, port, '/healthz');
    expect(answer.statusLine).toBe('HTTP/1.1 503 Service Unavailable');
    expect(answer.head).toContain('cache-control: no-store');
    expect(envelopeOf(answer.body)).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
  });

  it('keeps production deadlines a slow phone meets and a trickling client cannot outlast', async () => {
    app = await isolatedApp();
    const server = app.server;
    // Node refuses a request at the first check after its timeout.
    expect(server.requestTimeout).toBeGreaterThan(10_000);
    expect(server.requestTimeout + DEADLINE_CHECK_INTERVAL_MS).toBeLessThanOrEqual(30_000);
    expect(server.headersTimeout).toBeGreaterThanOrEqual(10_000 - DEADLINE_CHECK_INTERVAL_MS);
    expect(server.headersTimeout + DEADLINE_CHECK_INTERVAL_MS).toBeLessThanOrEqual(
      HEADERS_DEADLINE_MS,
    );
    expect(server.headersTimeout).toBeLessThanOrEqual(server.requestTimeout);
  });
});
