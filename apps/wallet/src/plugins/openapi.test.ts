import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../test/app.js';
import { unreachableIssuer } from '../test/issuer.js';

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string }[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  security?: Record<string, string[]>[];
}

describe('GET /v1/openapi.json', () => {
  let wallet: TestApp;
  let paths: Record<string, Record<string, Operation>>;
  let document: {
    servers?: { url: string }[];
    tags?: { name: string; description?: string }[];
    info: { contact?: unknown; license?: unknown };
  };
  beforeAll(async () => {
    wallet = await buildTestApp({ issuer: await unreachableIssuer(), database: 'postgres' });
    const response = await wallet.app.inject({ url: '/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    paths = response.json<{ paths: typeof paths }>().paths;
    document = response.json();
  });

  it('describes every operation well enough to generate a typed client from it', () => {
    const operations = Object.entries(paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({
        at: `${method} ${path}`,
        operation,
      })),
    );
    const tags = new Set(document.tags?.map((tag) => tag.name));
    const problems = operations.flatMap(({ at, operation }) => [
      ...(operation.operationId ? [] : [`${at}: no operationId`]),
      ...(operation.summary ? [] : [`${at}: no summary`]),
      ...(operation.description ? [] : [`${at}: no description`]),
      ...(Array.isArray(operation.security) ? [] : [`${at}: no security (public: [])`]),
      ...(operation.tags ?? []).filter((tag) => !tags.has(tag)).map((t) => `${at}: tag ${t}`),
    ]);
    expect(problems).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.servers?.length).toBeGreaterThan(0);
    expect(document.info.contact).toBeDefined();
    expect(document.info.license).toBeDefined();
  });
  afterAll(() => wallet.close());

  it('lists every route, each with its success and error schemas', () => {
    expect(Object.keys(paths).sort()).toEqual([
      '/healthz',
      '/healthz/deps',
      '/readyz',
      '/v1/boxes',
      '/v1/brands',
      '/v1/categories',
      '/v1/contact/guest-tickets',
      '/v1/contact/methods',
      '/v1/contact/tickets',
      '/v1/dev/sms-outbox',
      '/v1/exchanges',
      '/v1/exchanges/{id}',
      '/v1/gift-cards/{id}',
      '/v1/gifts',
      '/v1/gifts/popular',
      '/v1/gifts/{id}',
      '/v1/images/brands/{id}.svg',
      '/v1/images/gifts/{id}.svg',
      '/v1/markets',
      '/v1/me',
      '/v1/me/phone/otp',
      '/v1/me/phone/verify',
      '/v1/merges',
      '/v1/notifications',
      '/v1/notifications/read',
      '/v1/notifications/unread-count',
      '/v1/operator/boxes',
      '/v1/operator/catalog/brands/{id}',
      '/v1/operator/catalog/categories/{id}',
      '/v1/operator/catalog/gifts/{id}',
      '/v1/operator/catalog/gifts/{id}/stock',
      '/v1/operator/grants',
      '/v1/operator/markets/{market}/contact-methods/{kind}',
      '/v1/operator/refunds',
      '/v1/operator/reports/outstanding-points',
      '/v1/operator/tickets/{id}',
      '/v1/points',
      '/v1/points/charges',
      '/v1/points/charges/code',
      '/v1/points/expirations',
      '/v1/points/ledger',
      '/v1/points/ledger.csv',
      '/v1/points/lots',
      '/v1/received-gifts/claim',
      '/v1/received-gifts/decline',
      '/v1/received-gifts/open',
      '/v1/sent-gifts',
      '/v1/sent-gifts/{id}/cancel',
      '/v1/sessions/revocations',
      '/v1/shared-vouchers/{token}',
      '/v1/vouchers',
      '/v1/vouchers/{id}',
      '/v1/vouchers/{id}/shares',
      '/v1/vouchers/{id}/shares/{shareId}',
      '/v1/vouchers/{id}/undo-use',
      '/v1/vouchers/{id}/use',
    ]);
    for (const [path, operations] of Object.entries(paths)) {
      const { responses } = operations.get ??
        operations.post ??
        operations.put ??
        operations.delete ?? { responses: {} };
      if (responses['204']) continue;
      const success = (responses['200'] ?? responses['201'])?.content ?? {};
      expect(Object.values(success)[0]?.schema, path).toBeDefined();
      expect(responses['4XX']?.content?.['application/json']?.schema, path).toEqual({
        $ref: '#/components/schemas/ErrorEnvelope',
      });
    }
  });

  it('documents the query, the path parameters and the scope each route needs', () => {
    expect(paths['/v1/gifts']?.get?.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual([
      'query:locale',
      'query:market',
      'query:cursor',
      'query:limit',
      'query:q',
      'query:brand',
      'query:category',
      'query:minPoints',
      'query:maxPoints',
      'query:sort',
    ]);
    expect(paths['/v1/images/gifts/{id}.svg']?.get?.parameters).toMatchObject([
      { in: 'path', name: 'id' },
    ]);
    expect(paths['/v1/me']?.get?.security).toEqual([{ bearerAuth: ['wallet'] }]);
    expect(paths['/v1/points']?.get?.security).toEqual([{ bearerAuth: ['wallet'] }]);
    expect(paths['/v1/gifts']?.get?.security).toEqual([]);
    // A share link opens its voucher without sign-in: the token in the path is the permission.
    expect(paths['/v1/shared-vouchers/{token}']?.get?.security).toEqual([]);
    // A gift's preview card is read by a chat app's crawler, which has no token.
    expect(paths['/v1/gift-cards/{id}']?.get?.security).toEqual([]);
    expect(paths['/v1/exchanges']?.post?.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual([
      'query:locale',
      'header:idempotency-key',
    ]);
    expect(paths['/v1/vouchers/{id}/shares']?.post?.security).toEqual([{ bearerAuth: ['wallet'] }]);
    expect(paths['/v1/sessions/revocations']?.post?.security).toEqual([{ bearerAuth: ['wallet'] }]);
    // A gift link opens and declines without sign-in; claiming and the sender's routes need one.
    expect(paths['/v1/received-gifts/open']?.post?.security).toEqual([]);
    expect(paths['/v1/received-gifts/decline']?.post?.security).toEqual([]);
    expect(paths['/v1/received-gifts/claim']?.post?.security).toEqual([{ bearerAuth: ['wallet'] }]);
    expect(paths['/v1/sent-gifts']?.post?.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual([
      'query:locale',
      'header:idempotency-key',
    ]);
  });
});
