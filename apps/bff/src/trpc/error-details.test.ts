import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';

import { API_HEADERS, isolatedApp, walletAnswering } from '../../test/support.js';

let app: FastifyInstance | undefined;
let wallet: Awaited<ReturnType<typeof walletAnswering>> | undefined;
afterEach(async () => {
  await app?.close();
  await wallet?.close();
  app = undefined;
  wallet = undefined;
});

async function failingGifts(status: number, error: Record<string, unknown>) {
  wallet = await walletAnswering(status, { error: { requestId: 'r1', ...error } });
  app = await isolatedApp({ WALLET_URL: wallet.url });
  const response = await app.inject({ url: '/trpc/catalog.gifts', headers: API_HEADERS });
  const body = JSON.parse(response.body) as {
    error: { message: string; data: { productCode: string; details?: unknown } };
  };
  return { status: response.statusCode, error: body.error };
}

describe('product error details reach the browser, whitelisted', () => {
  it('carries the stock left of OUT_OF_STOCK and nothing else it held', async () => {
    const { status, error } = await failingGifts(409, {
      code: 'OUT_OF_STOCK',
      message: 'Not enough vouchers of this gift are left',
      details: { giftId: 'g-1', available: 2, sql: 'SELECT secret' },
    });
    expect(status).toBe(409);
    expect(error.data.productCode).toBe('OUT_OF_STOCK');
    expect(error.data.details).toEqual({ available: 2 });
  });

  it('works out the points missing for INSUFFICIENT_POINTS', async () => {
    const { error } = await failingGifts(409, {
      code: 'INSUFFICIENT_POINTS',
      message: 'Not enough points',
      details: { balance: 300, points: 1000 },
    });
    expect(error.data.details).toEqual({ balance: 300, points: 1000, missing: 700 });
  });

  it('carries the wait of RATE_LIMITED and the field names of a validation failure', async () => {
    expect(
      (
        await failingGifts(429, {
          code: 'RATE_LIMITED',
          message: 'Too many codes requested; try again later',
          details: { retryAfterSeconds: 42 },
        })
      ).error.data.details,
    ).toEqual({ retryAfterSeconds: 42 });
    await app?.close();
    await wallet?.close();
    expect(
      (
        await failingGifts(400, {
          code: 'VALIDATION_FAILED',
          message: 'The request is not valid',
          details: [{ in: 'body', path: 'phone', message: 'must be E.164' }],
        })
      ).error.data.details,
    ).toEqual({ fields: ['phone'] });
  });

  it('names the invalid input fields of a procedure in details', async () => {
    app = await isolatedApp();
    const input = encodeURIComponent(JSON.stringify({ limit: 0 }));
    const response = await app.inject({
      url: `/trpc/catalog.gifts?input=${input}`,
      headers: API_HEADERS,
    });
    const body = JSON.parse(response.body) as { error: { data: { details?: unknown } } };
    expect(body.error.data.details).toEqual({ fields: ['limit'] });
  });

  it('never carries details with a server error', async () => {
    const { status, error } = await failingGifts(500, {
      code: 'INTERNAL',
      message: 'boom',
      details: { stack: 'at db.ts:1' },
    });
    expect(status).toBe(503);
    expect(error.data.productCode).toBe('UPSTREAM_UNAVAILABLE');
    expect(error.data.details).toBeUndefined();
    expect(JSON.stringify(error)).not.toContain('db.ts');
  });
});
