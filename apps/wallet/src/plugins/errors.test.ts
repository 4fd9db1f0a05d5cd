import { KadoError } from '@kado/shared';
import { errorEnvelopeSchema } from '@kado/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { buildTestApp, type TestApp } from '../test/app.js';
import { startTestIssuer, unreachableIssuer, type TestIssuer } from '../test/issuer.js';
import type { FieldProblem } from './errors.js';

/** Anything of a regular expression or of zod's own English. */
const INTERNALS = /\/\^|\$\/|\[0-9|\[a-z|\{\d|\\d|pattern|Invalid|expected [a-z]+,|received/;
const NOW = '2026-03-31T09:30:00Z';

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
    wallet.app.post(
      '/test/things/:id',
      {
        schema: {
          params: z.object({ id: z.uuid() }),
          body: z
            .object({
              name: z.string().min(2),
              tag: z.string().regex(/^[a-z]+$/),
              code: z.string().regex(/^[0-9]{6}$/, 'must be 6 digits'),
              size: z.enum(['small', 'large']),
              count: z.number().int().max(5),
              when: z.iso.datetime(),
            })
            .strict()
            .refine(() => false, { message: 'must not be sent on a Sunday', path: ['when'] }),
        },
      },
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

  it('answers a malformed id in words, with no pattern', async () => {
    const response = await wallet.app.inject({
      method: 'POST',
      url: '/test/things/x',
      payload: { name: 'ok', tag: 'ok', code: '123456', size: 'small', count: 1, when: NOW },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(INTERNALS);
    expect(response.json<{ error: { details: FieldProblem[] } }>().error.details).toEqual([
      {
        in: 'params',
        path: 'id',
        message:
          'must be an ID of 36 characters: digits and the letters a to f in five groups of 8, 4, 4, 4 and 12, joined by hyphens, such as 3f2c9a10-5b7e-4d21-9c3a-1e2f3a4b5c6d',
      },
    ]);
  });

  it('says what is wrong with each body field in words, keeping the words a schema gives', async () => {
    const response = await wallet.app.inject({
      method: 'POST',
      url: '/test/things/3f2c9a10-5b7e-4d21-9c3a-1e2f3a4b5c6d',
      payload: { tag: 'A1', code: '12ab', size: 'huge', count: 9, when: 'noon', extra: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(INTERNALS);
    const details = response.json<{ error: { details: FieldProblem[] } }>().error.details;
    expect(Object.fromEntries(details.map((problem) => [problem.path, problem.message]))).toEqual({
      name: 'is missing',
      tag: 'is not in the expected form',
      code: 'must be 6 digits',
      size: 'must be small or large',
      count: 'must be 5 or less',
      when: 'must be a date and time in UTC, such as 2026-03-31T09:30:00Z',
      extra: 'is not a known field',
    });
    const wrongType = await wallet.app.inject({
      method: 'POST',
      url: '/test/things/3f2c9a10-5b7e-4d21-9c3a-1e2f3a4b5c6d',
      payload: { name: 'x', tag: 'ok', code: '123456', size: 'small', count: 'two', when: NOW },
    });
    expect(wrongType.json<{ error: { details: FieldProblem[] } }>().error.details).toEqual([
      { in: 'body', path: 'name', message: 'must be at least 2 characters long' },
      { in: 'body', path: 'count', message: 'must be a number' },
    ]);
    const refined = await wallet.app.inject({
      method: 'POST',
      url: '/test/things/3f2c9a10-5b7e-4d21-9c3a-1e2f3a4b5c6d',
      payload: { name: 'ok', tag: 'ok', code: '123456', size: 'small', count: 1, when: NOW },
    });
    expect(refined.json<{ error: { details: FieldProblem[] } }>().error.details).toEqual([
      { in: 'body', path: 'when', message: 'must not be sent on a Sunday' },
    ]);
  });

  it("names a real route's malformed gift id without its pattern", async () => {
    const response = await wallet.app.inject({ url: '/v1/gifts/Bad%20Id' });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(INTERNALS);
    expect(response.json<{ error: { details: FieldProblem[] } }>().error.details).toEqual([
      { in: 'params', path: 'id', message: 'must be a gift id' },
    ]);
  });
});

describe("a real route's malformed voucher id", () => {
  let issuer: TestIssuer;
  let wallet: TestApp;
  beforeAll(async () => {
    issuer = await startTestIssuer();
    wallet = await buildTestApp({ issuer: issuer.issuer, database: 'postgres' });
  });
  afterAll(async () => {
    await wallet.close();
    await issuer.close();
  });

  it('is answered in words, with no pattern', async () => {
    const response = await wallet.app.inject({
      url: '/v1/vouchers/x',
      headers: { authorization: `Bearer ${await issuer.sign()}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(INTERNALS);
    const { error } = errorEnvelopeSchema.parse(response.json());
    expect(error.code).toBe('VALIDATION_FAILED');
    const details = error.details as FieldProblem[];
    expect(details.map((problem) => `${problem.in}:${problem.path}`)).toEqual(['params:id']);
    expect(details[0]?.message).toMatch(
      /^must be an ID of 36 characters: digits and the letters a to f/,
    );
  });
});
