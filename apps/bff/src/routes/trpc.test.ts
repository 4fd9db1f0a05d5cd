import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';

import { API_HEADERS, isolatedApp } from '../../test/support.js';

let app: FastifyInstance;
afterEach(async () => {
  await app.close();
});

describe('the /trpc route', () => {
  it('sends a whole answer with its length, not as a chunked stream', async () => {
    app = await isolatedApp();
    const response = await app.inject({ url: '/trpc/session.me', headers: API_HEADERS });
    expect(response.statusCode).toBe(200);
    expect(response.headers['transfer-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(response.body));
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers.vary).toBe('trpc-accept, accept');
  });

  it('answers a batch of queries, each in its place', async () => {
    app = await isolatedApp();
    const input = encodeURIComponent(JSON.stringify({ 1: { limit: 0 } }));
    const response = await app.inject({
      url: `/trpc/session.me,catalog.gifts?batch=1&input=${input}`,
      headers: API_HEADERS,
    });
    const [me, gifts] = response.json<[{ result: unknown }, { error: { data: unknown } }]>();
    expect(me).toEqual({ result: { data: { signedIn: false, locale: 'en' } } });
    expect(gifts.error.data).toMatchObject({ productCode: 'VALIDATION_FAILED', httpStatus: 400 });
  });

  it('runs a batched mutation posted as JSON', async () => {
    app = await isolatedApp();
    const response = await app.inject({
      method: 'POST',
      url: '/trpc/locale.set?batch=1',
      headers: API_HEADERS,
      payload: { 0: { locale: 'th' } },
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/^KADO_LANG=th;/);
  });

  it('answers a body that is not JSON with a validation error, not a 500', async () => {
    app = await isolatedApp();
    const response = await app.inject({
      method: 'POST',
      url: '/trpc/locale.set',
      headers: { ...API_HEADERS, 'content-type': 'application/json' },
      payload: '{"locale":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { data: { productCode: 'VALIDATION_FAILED' } },
    });
  });

  it('refuses a query sent as a POST, and an unknown procedure', async () => {
    app = await isolatedApp();
    const posted = await app.inject({
      method: 'POST',
      url: '/trpc/session.me',
      headers: API_HEADERS,
      payload: {},
    });
    expect(posted.statusCode).toBe(405);
    const unknown = await app.inject({ url: '/trpc/nothing.here', headers: API_HEADERS });
    expect(unknown.statusCode).toBe(404);
  });
});
