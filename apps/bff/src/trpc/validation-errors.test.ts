/**
 * Every way a refused input reaches the browser through tRPC speaks words in the request's
 * language: the BFF's own input checks, a body that is not JSON, and a field the wallet refused.
 */
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

interface Refusal {
  error: {
    message: string;
    data: {
      productCode: string;
      details?: { fields?: string[] };
      fields?: { path: string; message: string }[];
    };
  };
}

/** Anything of a regular expression or of zod's and the wallet's English. */
const INTERNALS =
  /\/\^|\$\/|\[0-9|\[a-z|\{\d|\\d|pattern|Invalid|expected string|The request is not valid|Unexpected token|JSON/;

const query = (path: string, input: unknown, locale: string) => ({
  url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
  headers: { ...API_HEADERS, cookie: `KADO_LANG=${locale}` },
});

describe('validation errors through tRPC', () => {
  it('name a malformed gift id in the language of the cookie', async () => {
    app = await isolatedApp();
    const response = await app.inject(query('catalog.gift', { id: 'Not a gift!' }, 'vi'));
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(INTERNALS);
    const { error } = response.json<Refusal>();
    expect(error.message).toBe(
      '“id” phải là mã quà tặng: tối đa 64 chữ cái thường, chữ số, dấu gạch ngang hoặc dấu gạch dưới.',
    );
    expect(error.data.fields).toEqual([{ path: 'id', message: error.message }]);
  });

  it('follow Accept-Language without a cookie, and name an unknown field', async () => {
    app = await isolatedApp();
    const response = await app.inject({
      url: `/trpc/catalog.gifts?input=${encodeURIComponent(JSON.stringify({ limit: 0, x: 1 }))}`,
      headers: { ...API_HEADERS, 'accept-language': 'zh-TW' },
    });
    expect(response.body).not.toMatch(INTERNALS);
    const { error } = response.json<Refusal>();
    expect(error.message).toBe('「limit」必須大於或等於 1。這項要求不接受「x」欄位。');
    expect(error.data.details).toEqual({ fields: ['limit', 'x'] });
  });

  it('say a body that is not JSON could not be read, in words', async () => {
    app = await isolatedApp();
    const response = await app.inject({
      method: 'POST',
      url: '/trpc/contact.createGuestTicket',
      headers: { ...API_HEADERS, cookie: 'KADO_LANG=id' },
      payload: '{"topic":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(INTERNALS);
    expect(response.json<Refusal>().error.message).toBe(
      'Permintaan tidak dapat dibaca. Silakan muat ulang halaman lalu coba lagi.',
    );
  });

  it("name the fields the wallet refused, without the wallet's English or its pattern", async () => {
    wallet = await walletAnswering(400, {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'The request is not valid',
        requestId: 'r1',
        details: [
          {
            in: 'querystring',
            path: 'brand',
            message: 'Invalid string: must match pattern /^[a-z]+$/',
          },
        ],
      },
    });
    app = await isolatedApp({ WALLET_URL: wallet.url });
    const response = await app.inject(query('catalog.gifts', {}, 'kr'));
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(INTERNALS);
    const { error } = response.json<Refusal>();
    expect(error.data.productCode).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('‘brand’ 항목이 올바르지 않습니다.');
    expect(error.data.fields).toEqual([{ path: 'brand', message: error.message }]);
    expect(error.data.details).toEqual({ fields: ['brand'] });
  });
});

describe("the BFF's other routes", () => {
  it('never answer a malformed query or body with zod issues or patterns', async () => {
    app = await isolatedApp();
    const login = await app.inject({
      url: `/bff/login?redirect=${encodeURIComponent('//evil\u0000')}&max_age=soon`,
    });
    expect(login.statusCode).toBeLessThan(500);
    expect(`${String(login.headers.location)} ${login.body}`).not.toMatch(INTERNALS);
    const logout = await app.inject({
      method: 'POST',
      url: '/bff/backchannel-logout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'logout_token=',
    });
    expect(logout.statusCode).toBe(400);
    expect(logout.body).not.toMatch(INTERNALS);
    expect(logout.body).not.toContain('too_small');
    const ledger = await app.inject({
      url: '/bff/api/points/ledger.csv?from=%00',
      headers: API_HEADERS,
    });
    expect(ledger.statusCode).toBe(401);
    expect(ledger.body).not.toMatch(INTERNALS);
  });
});
