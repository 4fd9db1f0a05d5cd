/**
 * Every endpoint the OpenAPI document lists, fed malformed input part by part: each answer is a
 * 400 VALIDATION_FAILED naming the bad field, and none is a 500. The mutations are derived from
 * the document, which is generated from the schemas that validate, so a new endpoint is covered
 * the day it is added.
 */
import { randomUUID } from 'node:crypto';

import { TEST_DATABASE_KINDS } from '@kado/db/testing';
import { WALLET_CONTACT_SCOPE, WALLET_OPERATOR_SCOPE, WALLET_USER_SCOPE } from '@kado/shared';
import { DEADLINE_CHECK_INTERVAL_MS, HEADERS_DEADLINE_MS } from '@kado/shared/http-limits';
import { envelopeOf, rawRequest, requestWhileClosing } from '@kado/shared/testing/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { FieldProblem } from '../../plugins/errors.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { startTestIssuer, type TestIssuer } from '../../test/issuer.js';

interface JsonSchema {
  type?: string | string[];
  enum?: string[];
  format?: string;
  pattern?: string;
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  schema: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
}

interface Endpoint {
  readonly method: string;
  readonly path: string;
  readonly operation: Operation;
}

interface Mutation {
  readonly name: string;
  readonly endpoint: Endpoint;
  readonly url: string;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  /** Where the bad field was sent and its path, as the error details name it. */
  readonly location: string;
  readonly field: string;
}

/** A megabyte of text: within the body limit, far beyond any field's. */
const HUGE = 'x'.repeat(1_000_000);

/**
 * Characters PostgreSQL cannot store or no field means. A lone surrogate cannot be percent-encoded
 * in a URL (it is not UTF-8), so it is only sent in JSON bodies, where `\ud800` is a valid escape.
 */
const BAD_CHARACTERS = [
  { name: 'NUL', value: 'a\u0000b', inUrl: true },
  { name: 'a control character', value: 'a\u001bb', inUrl: true },
  { name: 'a lone surrogate', value: 'a\ud800b', inUrl: false },
] as const;

/** Every string field of a body schema with its path, nested objects included. */
function stringFields(schema: JsonSchema, path: string[] = []): string[][] {
  return Object.entries(schema.properties ?? {}).flatMap(([field, property]) => {
    const types = [property.type, ...(property.anyOf ?? []).map((s) => s.type)].flat();
    const here = [...path, field];
    return [
      ...(types.includes('string') ? [here] : []),
      ...(types.includes('object') ? stringFields(property, here) : []),
    ];
  });
}

/** `{ a: { b: value } }` for the path `['a', 'b']`. */
function bodyWith(path: string[], value: unknown): unknown {
  return path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);
}

/** A value of the wrong type whatever the field expects. */
function wrongTypeFor(schema: JsonSchema): unknown {
  const types = [schema.type, ...(schema.anyOf ?? []).map((s) => s.type)].flat();
  return types.includes('object') ? 12_345 : { not: ['this'] };
}

/** A well-formed path parameter, so that only the part under test is wrong. */
function validPathValue(schema: JsonSchema): string {
  if (schema.format === 'uuid') return randomUUID();
  if (schema.enum?.[0] !== undefined) return schema.enum[0];
  const samples = ['kopi-lane-10-sg', 'A'.repeat(43)];
  const pattern = schema.pattern ? new RegExp(schema.pattern) : null;
  const sample = samples.find((value) => !pattern || pattern.test(value));
  if (!sample) throw new Error(`no sample path value matches ${schema.pattern}`);
  return sample;
}

function urlOf(endpoint: Endpoint, overrides: Record<string, string> = {}, query = ''): string {
  let url = endpoint.path;
  for (const param of endpoint.operation.parameters ?? []) {
    if (param.in !== 'path') continue;
    const value = overrides[param.name] ?? validPathValue(param.schema);
    url = url.replace(`{${param.name}}`, encodeURIComponent(value));
  }
  return query ? `${url}?${query}` : url;
}

function mutationsOf(endpoint: Endpoint): Mutation[] {
  const params = endpoint.operation.parameters ?? [];
  const bodySchema = endpoint.operation.requestBody?.content['application/json'].schema;
  const mutations: Mutation[] = [];
  const add = (mutation: Omit<Mutation, 'endpoint'>) => mutations.push({ ...mutation, endpoint });

  for (const param of params.filter((p) => p.in === 'path')) {
    add({
      name: `path ${param.name} malformed`,
      url: urlOf(endpoint, { [param.name]: 'not a valid id!' }),
      location: 'params',
      field: param.name,
    });
    for (const bad of BAD_CHARACTERS.filter((b) => b.inUrl)) {
      add({
        name: `path ${param.name} with ${bad.name}`,
        url: urlOf(endpoint, { [param.name]: `${validPathValue(param.schema)}${bad.value}` }),
        location: 'params',
        field: param.name,
      });
    }
  }
  // Params are validated before the body, and the body before the query: a query mutation
  // is only seen on an endpoint without a required body.
  if (!bodySchema) {
    add({
      name: 'unknown query parameter',
      url: urlOf(endpoint, {}, 'zzUnknown=1'),
      location: 'querystring',
      field: 'zzUnknown',
    });
    for (const param of params.filter((p) => p.in === 'query')) {
      add({
        name: `query ${param.name} huge`,
        url: urlOf(endpoint, {}, `${param.name}=${HUGE}`),
        location: 'querystring',
        field: param.name,
      });
      for (const bad of BAD_CHARACTERS.filter((b) => b.inUrl)) {
        add({
          name: `query ${param.name} with ${bad.name}`,
          url: urlOf(endpoint, {}, `${param.name}=${encodeURIComponent(bad.value)}`),
          location: 'querystring',
          field: param.name,
        });
      }
      if (param.name === 'cursor') {
        // Well-formed characters, but no cursor the wallet ever handed out.
        add({
          name: 'query cursor forged',
          url: urlOf(endpoint, {}, 'cursor=Zm9yZ2Vk'),
          location: 'querystring',
          field: 'cursor',
        });
      }
    }
  }
  if (bodySchema) {
    add({
      name: 'body of the wrong type',
      url: urlOf(endpoint),
      body: [1, 2],
      location: 'body',
      field: '',
    });
    add({
      name: 'unknown body field',
      url: urlOf(endpoint),
      body: { zzUnknown: 1 },
      location: 'body',
      field: 'zzUnknown',
    });
    for (const [field, schema] of Object.entries(bodySchema.properties ?? {})) {
      const types = [schema.type, ...(schema.anyOf ?? []).map((s) => s.type)].flat();
      add({
        name: `body ${field} of the wrong type`,
        url: urlOf(endpoint),
        body: { [field]: wrongTypeFor(schema) },
        location: 'body',
        field,
      });
      if (types.includes('integer')) {
        add({
          name: `body ${field} fractional`,
          url: urlOf(endpoint),
          body: { [field]: 1.5 },
          location: 'body',
          field,
        });
        if ((schema.minimum ?? -1) >= 0) {
          add({
            name: `body ${field} negative`,
            url: urlOf(endpoint),
            body: { [field]: -1 },
            location: 'body',
            field,
          });
        }
      }
    }
    for (const path of stringFields(bodySchema)) {
      const field = path.join('.');
      for (const [name, value] of [
        ['huge', HUGE],
        ...BAD_CHARACTERS.map((bad) => [`with ${bad.name}`, bad.value]),
      ]) {
        add({
          name: `body ${field} ${name}`,
          url: urlOf(endpoint),
          body: bodyWith(path, value),
          location: 'body',
          field,
        });
      }
    }
  }
  for (const param of params.filter((p) => p.in === 'header')) {
    add({
      name: `header ${param.name} malformed`,
      url: urlOf(endpoint),
      headers: { [param.name]: 'has spaces and é' },
      ...(bodySchema ? { body: { zzUnknown: 1 } } : {}),
      // With a body, the body's problems are reported first; the header must not turn it into a 500.
      location: bodySchema ? 'body' : 'headers',
      field: bodySchema ? 'zzUnknown' : param.name,
    });
  }
  return mutations;
}

describe.each(TEST_DATABASE_KINDS)('malformed input to every endpoint on %s', (database) => {
  let issuer: TestIssuer;
  let wallet: TestApp;
  let token: string;
  let endpoints: Endpoint[];
  beforeAll(async () => {
    issuer = await startTestIssuer();
    wallet = await buildTestApp({ issuer: issuer.issuer, database });
    token = await issuer.sign({
      sub: 'malformed-input',
      scope: `${WALLET_USER_SCOPE} ${WALLET_OPERATOR_SCOPE} ${WALLET_CONTACT_SCOPE}`,
    });
    const document = await wallet.app.inject({ url: '/v1/openapi.json' });
    const paths = document.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
    // The health probes take no input: load balancers may add what they like to their URLs.
    const probes = new Set(['/healthz', '/healthz/deps', '/readyz']);
    endpoints = Object.entries(paths)
      .filter(([path]) => !probes.has(path))
      .flatMap(([path, operations]) =>
        Object.entries(operations).map(([method, operation]) => ({
          method: method.toUpperCase(),
          path,
          operation,
        })),
      );
  });
  afterAll(async () => {
    await wallet.close();
    await issuer.close();
  });

  it('covers every endpoint of the document', () => {
    expect(endpoints.length).toBeGreaterThan(40);
    expect(endpoints.flatMap(mutationsOf).length).toBeGreaterThan(150);
    const untouched = endpoints
      .filter((endpoint) => mutationsOf(endpoint).length === 0)
      .map((e) => `${e.method} ${e.path}`);
    expect(untouched).toEqual([]);
  });

  it('answers each malformed request 400 VALIDATION_FAILED naming the field, never 500', async () => {
    const failures: string[] = [];
    for (const mutation of endpoints.flatMap(mutationsOf)) {
      const { endpoint } = mutation;
      const withBody = mutation.body !== undefined;
      const response = await wallet.app.inject({
        method: endpoint.method as 'GET',
        url: mutation.url,
        headers: {
          authorization: `Bearer ${token}`,
          ...(withBody ? { 'content-type': 'application/json' } : {}),
          ...mutation.headers,
        },
        ...(withBody ? { payload: JSON.stringify(mutation.body) } : {}),
      });
      const label = `${endpoint.method} ${endpoint.path}: ${mutation.name}`;
      if (response.statusCode !== 400) {
        failures.push(`${label} → ${response.statusCode} ${response.body.slice(0, 200)}`);
        continue;
      }
      const { error } = response.json<{
        error: { code: string; details?: FieldProblem[] };
      }>();
      const named = (error.details ?? []).some(
        (problem) =>
          problem.in === mutation.location &&
          (mutation.field === '' ||
            problem.path === mutation.field ||
            problem.path.startsWith(`${mutation.field}.`)),
      );
      if (error.code !== 'VALIDATION_FAILED' || !named) {
        failures.push(`${label} → ${error.code} ${JSON.stringify(error.details)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('malformed requests before any route reads them', () => {
  let issuer: TestIssuer;
  let wallet: TestApp;
  let token: string;
  let port: number;
  beforeAll(async () => {
    issuer = await startTestIssuer();
    wallet = await buildTestApp({
      issuer: issuer.issuer,
      database: 'postgres',
      requestDeadlineMs: 3_000,
    });
    token = await issuer.sign({ sub: 'malformed-framing', scope: WALLET_USER_SCOPE });
    await wallet.app.listen({ host: '127.0.0.1', port: 0 });
    const address = wallet.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    port = address.port;
  });
  afterAll(async () => {
    await wallet.close();
    await issuer.close();
  });

  /** The id the BFF would send, which the wallet's log lines and envelopes carry. */
  const requestId = () => `malformed-${randomUUID().slice(0, 8)}`;

  it('answers bad percent-encoding with 400 VALIDATION_FAILED for the same request id', async () => {
    const id = requestId();
    const response = await wallet.app.inject({
      url: '/v1/gifts/%E0%A4%A',
      headers: { 'x-request-id': id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(envelopeOf(response.body)).toMatchObject({ code: 'VALIDATION_FAILED', requestId: id });
  });

  it('answers a 101-character path parameter with 404 NOT_FOUND', async () => {
    const id = requestId();
    const response = await wallet.app.inject({
      url: `/v1/gifts/${'a'.repeat(101)}`,
      headers: { 'x-request-id': id },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(envelopeOf(response.body)).toMatchObject({ code: 'NOT_FOUND', requestId: id });
  });

  it('answers TRACE with 405 and Allow, and a method nothing serves with 501', async () => {
    const trace = await wallet.app.inject({ method: 'TRACE', url: '/v1/gifts' });
    expect(trace.statusCode).toBe(405);
    expect(trace.headers.allow).toBe('GET, HEAD');
    expect(trace.headers['cache-control']).toBe('no-store');
    expect(envelopeOf(trace.body).code).toBe('METHOD_NOT_ALLOWED');
    const propfind = await wallet.app.inject({ method: 'PROPFIND', url: '/v1/nowhere' });
    expect(propfind.statusCode).toBe(501);
    expect(envelopeOf(propfind.body).code).toBe('NOT_IMPLEMENTED');
    const wrong = await wallet.app.inject({ method: 'DELETE', url: '/v1/gifts' });
    expect(wrong.statusCode).toBe(405);
    expect(envelopeOf(wrong.body).code).toBe('METHOD_NOT_ALLOWED');
  });

  it('answers a body over the limit with 413 PAYLOAD_TOO_LARGE, and bad JSON with 400', async () => {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const large = await wallet.app.inject({
      method: 'POST',
      url: '/v1/me/phone/otp',
      headers,
      payload: JSON.stringify({ phone: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(large.statusCode).toBe(413);
    expect(large.headers['cache-control']).toBe('no-store');
    expect(envelopeOf(large.body).code).toBe('PAYLOAD_TOO_LARGE');
    const broken = await wallet.app.inject({
      method: 'POST',
      url: '/v1/me/phone/otp',
      headers,
      payload: '{"phone": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(envelopeOf(broken.body).code).toBe('VALIDATION_FAILED');
  });

  it('answers 20 kB of headers with 431 HEADERS_TOO_LARGE and closes the connection', async () => {
    const answer = await rawRequest(
      port,
      `GET /v1/gifts HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.headers['cache-control']).toBe('no-store');
    const error = envelopeOf(answer.body);
    expect(error.code).toBe('HEADERS_TOO_LARGE');
    expect(error.requestId).toBeTruthy();
  });

  it('answers a method unknown to the server with 501 NOT_IMPLEMENTED', async () => {
    const answer = await rawRequest(port, 'BREW /v1/gifts HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(answer.status).toBe(501);
    expect(envelopeOf(answer.body).code).toBe('NOT_IMPLEMENTED');
  });

  it('answers a trickled body with 408 for that request, and closes', async () => {
    const id = requestId();
    const answer = await rawRequest(
      port,
      `POST /v1/me/phone/otp HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
        `X-Request-Id: ${id}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`,
      { everyMs: 1_000, byte: '{' },
    );
    expect(answer.status).toBe(408);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.connection).toBe('close');
    expect(envelopeOf(answer.body)).toMatchObject({ code: 'REQUEST_TIMEOUT', requestId: id });
  }, 60_000);

  it('answers a request that arrives while it closes with a 503 envelope', async () => {
    const closing = await buildTestApp({ issuer: issuer.issuer, database: 'postgres' });
    await closing.app.listen({ host: '127.0.0.1', port: 0 });
    const address = closing.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const answer = await requestWhileClosing(closing.app, address.port, '/v1/markets');
    await closing.close();
    expect(answer.statusLine).toBe('HTTP/1.1 503 Service Unavailable');
    expect(answer.head).toContain('cache-control: no-store');
    expect(envelopeOf(answer.body)).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
  });

  it('keeps production deadlines a slow phone meets and a trickling client cannot outlast', async () => {
    const production = await buildTestApp({ issuer: issuer.issuer, database: 'postgres' });
    try {
      const server = production.app.server;
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
