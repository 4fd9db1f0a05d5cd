/**
 * What the IdP answers to requests malformed before any route reads them (PRODUCT.md §7, §12): the
 * product's error envelope for whatever Fastify and Node refuse, oidc-provider's own OAuth errors
 * untouched, and deadlines a trickling client cannot outlast.
 */
import { randomBytes } from 'node:crypto';

import { DEADLINE_CHECK_INTERVAL_MS, HEADERS_DEADLINE_MS } from '@kado/shared/http-limits';
import { envelopeOf, rawRequest, requestWhileClosing } from '@kado/shared/testing/http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from './app.js';
import { parseEnv } from './env.js';

const env = () =>
  parseEnv({
    NODE_ENV: 'test',
    IDP_ISSUER: 'http://127.0.0.1:9',
    BFF_BASE_URLS: 'http://localhost:3000',
    BFF_CLIENT_ID: 'kado-bff',
    BFF_CLIENT_SECRET: randomBytes(32).toString('base64url'),
    OPERATOR_CLIENT_ID: 'kado-operator',
    OPERATOR_CLIENT_SECRET: randomBytes(32).toString('base64url'),
    IDP_DATA_DIR: 'memory',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
  });

describe('IdP malformed requests', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await buildApp(env(), { requestDeadlineMs: 3_000 });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    port = address.port;
  });
  afterAll(() => app.close());

  it('answers bad percent-encoding with a 400 envelope', async () => {
    const response = await app.inject({ url: '/interaction/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    const error = envelopeOf(response.body);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.requestId).toBeTruthy();
  });

  it.each([
    ['DELETE', `/accounts/${'a'.repeat(101)}`],
    ['GET', `/interaction/${'a'.repeat(101)}`],
    ['GET', '/no/such/page'],
  ] as const)(
    'answers %s of a path nothing serves (%s) with a 404 envelope',
    async (method, url) => {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
      const error = envelopeOf(response.body);
      expect(error.code).toBe('NOT_FOUND');
      expect(error.requestId).toBeTruthy();
    },
  );

  it('answers TRACE and PROPFIND with 405 and Allow, before the provider sees them', async () => {
    for (const method of ['TRACE', 'PROPFIND'] as const) {
      const response = await app.inject({ method, url: '/token' });
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow).toContain('POST');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(envelopeOf(response.body).code).toBe('METHOD_NOT_ALLOWED');
    }
  });

  it('leaves the provider’s own OAuth errors as they are', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=authorization_code',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const body = response.json<{ error: unknown; error_description?: unknown }>();
    expect(typeof body.error).toBe('string');
  });

  it('answers a body over the limit with a 413 envelope', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/password/forgot',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${'a'.repeat(20_000)}`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(envelopeOf(response.body).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 20 kB of headers with a 431 envelope and closes the connection', async () => {
    const answer = await rawRequest(
      port,
      `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.headers['cache-control']).toBe('no-store');
    const error = envelopeOf(answer.body);
    expect(error.code).toBe('HEADERS_TOO_LARGE');
    expect(error.requestId).toBeTruthy();
  });

  it('answers a method unknown to the server with a 501 envelope', async () => {
    const answer = await rawRequest(port, 'BREW /token HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(answer.status).toBe(501);
    expect(envelopeOf(answer.body).code).toBe('NOT_IMPLEMENTED');
  });

  it.each(['/token', '/password/forgot'])(
    'answers a body trickled to %s with a 408 envelope, and closes',
    async (path) => {
      const answer = await rawRequest(
        port,
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\n` +
          'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\n',
        { everyMs: 1_000, byte: 'a' },
      );
      expect(answer.status).toBe(408);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers.connection).toBe('close');
      const error = envelopeOf(answer.body);
      expect(error.code).toBe('REQUEST_TIMEOUT');
      expect(error.requestId).toBeTruthy();
    },
    60_000,
  );

  it('answers a request that arrives while it closes with a 503 envelope', async () => {
    const closing = await buildApp(env());
    await closing.listen({ host: '127.0.0.1', port: 0 });
    const address = closing.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const answer = await requestWhileClosing(
      closing,
      address.port,
      '/.well-known/openid-configuration',
    );
    expect(answer.statusLine).toBe('HTTP/1.1 503 Service Unavailable');
    expect(answer.head).toContain('cache-control: no-store');
    expect(envelopeOf(answer.body)).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
  });

  it('keeps production deadlines a slow phone meets and a trickling client cannot outlast', async () => {
    const production = await buildApp(env());
    try {
      const server = production.server;
      expect(server.requestTimeout).toBeGreaterThan(10_000);
      expect(server.requestTimeout + DEADLINE_CHECK_INTERVAL_MS).toBeLessThanOrEqual(30_000);
      expect(server.headersTimeout + DEADLINE_CHECK_INTERVAL_MS).toBeLessThanOrEqual(
        HEADERS_DEADLINE_MS,
      );
      expect(server.headersTimeout).toBeLessThanOrEqual(server.requestTimeout);
    } finally {
      await production.close();
    }
  });
});
