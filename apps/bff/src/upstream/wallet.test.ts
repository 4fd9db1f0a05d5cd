import { createServer, type Server } from 'node:http';

import { KadoError } from '@kado/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { WalletClient } from './wallet.js';

/** A wallet that answers each path with a fixed status and body. */
const ANSWERS: Record<string, { status: number; body: unknown }> = {
  '/v1/envelope-400': {
    status: 400,
    body: {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'The request is not valid',
        details: [{ in: 'querystring', path: 'q', message: 'must not contain NUL' }],
        requestId: 'r1',
      },
    },
  },
  '/v1/envelope-409': {
    status: 409,
    body: { error: { code: 'OUT_OF_STOCK', message: 'Sold out', requestId: 'r2' } },
  },
  '/v1/unknown-code-400': {
    status: 400,
    body: { error: { code: 'SOMETHING_NEW', message: 'New rule', requestId: 'r3' } },
  },
  '/v1/plain-404': { status: 404, body: 'not json' },
  '/v1/outage-500': {
    status: 500,
    body: { error: { code: 'INTERNAL', message: 'Internal error', requestId: 'r4' } },
  },
};

let server: Server;
let client: WalletClient;
beforeAll(async () => {
  server = createServer((req, res) => {
    const answer = ANSWERS[new URL(req.url ?? '/', 'http://x').pathname];
    res.writeHead(answer?.status ?? 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer?.body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('no address');
  client = new WalletClient(`http://127.0.0.1:${address.port}`, 1000);
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
    }),
);

async function refusal(path: string): Promise<KadoError> {
  const error: unknown = await client.request(z.unknown(), path).catch((e: unknown) => e);
  if (!(error instanceof KadoError)) throw new Error(`expected a KadoError, got ${String(error)}`);
  return error;
}

describe('the wallet client passes refusals on', () => {
  it('keeps a wallet 4xx as that error, with its details', async () => {
    const invalid = await refusal('/envelope-400');
    expect([invalid.code, invalid.status]).toEqual(['VALIDATION_FAILED', 400]);
    expect(invalid.details).toEqual([
      { in: 'querystring', path: 'q', message: 'must not contain NUL' },
    ]);
    expect((await refusal('/envelope-409')).code).toBe('OUT_OF_STOCK');
  });

  it('keeps a 4xx it cannot read as a client error, not an outage', async () => {
    expect((await refusal('/unknown-code-400')).status).toBe(400);
    expect((await refusal('/plain-404')).code).toBe('NOT_FOUND');
  });

  it('reports a wallet 5xx as the wallet being unavailable', async () => {
    expect((await refusal('/outage-500')).code).toBe('UPSTREAM_UNAVAILABLE');
  });
});
