import { KadoError } from '@kado/shared';
import { errorEnvelopeSchema } from '@kado/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { buildTestApp, type TestApp } from '../test/app.js';
import { unreachableIssuer } from '../test/issuer.js';
import type { FieldProblem } from './errors.js';

describe('error envelope', () => {
  let wallet: TestApp;
  beforeAll(async () => {
    wallet = await buildTestApp({ issuer: await unreachableIssuer(), database: 'postgres' });
    // Routes that exist only here, to fail in each way a real route can.
    wallet.app.get('/test/crash', () => {
      throw new Error('connection to db-primary.internal:5432 failed for user wallet');
    });
    wallet.app.get('/test/conflict', () => {
      throw new KadoError('INSUFFICIENT_POINTS', 'Not enough points', { missing: 250 });
    });
    wallet.app.post(
      '/test/echo',
      { schema: { body: z.object({ points: z.number().int().positive() }).strict() } },
      (request) => request.body,
    );
  });
  afterAll(() => wallet.close());

  it('answers an unknown route with 404 NOT_FOUND in the envelope', async () => {
    const response = await wallet.app.inject({ url: '/v1/nowhere' });
    expect(response.statusCode).toBe(404);
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body.error.code).toBe('NOT_FOUND');
    expect(body.error.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("carries the caller's request id, when it is a plain token, for correlation", async () => {
    const traced = await wallet.app.inject({
      url: '/v1/nowhere',
      headers: { 'x-request-id': 'bff-7f3a9c21' },
    });
    expect(traced.json()).toMatchObject({ error: { requestId: 'bff-7f3a9c21' } });
    const hostile = await wallet.app.inject({
      url: '/v1/nowhere',
      headers: { 'x-request-id': 'x\nforged log line' },
    });
    expect(hostile.json<{ error: { requestId: string } }>().error.requestId).not.toContain(
      'forged',
    );
  });

  it('hides everything about a server error but its request id', async () => {
    const response = await wallet.app.inject({ url: '/test/crash' });
    expect(response.statusCode).toBe(500);
    const { error } = errorEnvelopeSchema.parse(response.json());
    expect(error).toEqual({
      code: 'INTERNAL',
      message: 'Internal error',
      requestId: error.requestId,
    });
    expect(response.body).not.toContain('db-primary');
  });

  it('answers a product error with its own status, message and details', async () => {
    const response = await wallet.app.inject({ url: '/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: {
        code: 'INSUFFICIENT_POINTS',
        message: 'Not enough points',
        details: { missing: 250 },
      },
    });
  });

  it('names each bad body field, and treats broken JSON and other media types as client errors', async () => {
    const invalid = await wallet.app.inject({
      method: 'POST',
      url: '/test/echo',
      payload: { points: -1, bonus: true },
    });
    expect(invalid.statusCode).toBe(400);
    const details = invalid.json<{ error: { details: FieldProblem[] } }>().error.details;
    expect(details.map((problem) => `${problem.in}:${problem.path}`)).toEqual([
      'body:points',
      'body:bonus',
    ]);
    expect(details[1]?.message).toBe('is not a known field');

    const broken = await wallet.app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"points":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });

    const xml = await wallet.app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<points>1</points>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('marks API answers private', async () => {
    const response = await wallet.app.inject({ url: '/healthz' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
