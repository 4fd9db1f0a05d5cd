/**
 * Helpers for exchange and voucher tests over HTTP: the operator sets up a gift with its stock
 * and grants points, the user exchanges. Each test makes its own gift, so tests share nothing.
 */
import { randomUUID } from 'node:crypto';

import type { TestDatabaseKind } from '@kado/db/testing';
import { WALLET_OPERATOR_SCOPE } from '@kado/shared';
import { SAMPLE_GIFT_TEXTS } from '@kado/shared/testing';
import { afterAll, beforeAll } from 'vitest';
import type { ExchangeResult, GiftUpsertRequest } from '@kado/shared/schemas';

import { buildTestApp, type TestApp } from '../../../test/app.js';
import { startTestIssuer, type TestIssuer } from '../../../test/issuer.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A gift of the demo catalog's brand and category: the test app must be built with seedDemo. */
export const TEST_GIFT: GiftUpsertRequest = {
  brandId: 'kopi-lane',
  categoryId: 'food-drink',
  market: 'SG',
  points: 100,
  validityDays: 30,
  curatedRank: 500,
  ...SAMPLE_GIFT_TEXTS,
  names: { ...SAMPLE_GIFT_TEXTS.names, en: 'Test Voucher' },
  terms: { ...SAMPLE_GIFT_TEXTS.terms, en: 'Test terms.' },
};

export const errorCode = (response: { json: () => unknown }) =>
  (response.json() as { error?: { code?: string } }).error?.code;

/**
 * Inside a describe: a wallet with the demo catalog (its brand and category are the ones the
 * tests' gifts use) and a token issuer, started before its tests and closed after them.
 */
export function useExchangeWallet(database: TestDatabaseKind) {
  let started: { issuer: TestIssuer; wallet: TestApp } | undefined;
  beforeAll(async () => {
    const issuer = await startTestIssuer();
    started = {
      issuer,
      wallet: await buildTestApp({ issuer: issuer.issuer, database, seedDemo: true }),
    };
  });
  afterAll(async () => {
    await started?.wallet.close();
    await started?.issuer.close();
  });
  const running = () => {
    if (!started) throw new Error('the test wallet has not started');
    return started;
  };
  const wallet = () => running().wallet;
  const issuer = () => running().issuer;
  return { wallet, issuer, db: () => wallet().app.db, ...exchangeClient(wallet, issuer) };
}

function exchangeClient(wallet: () => TestApp, issuer: () => TestIssuer) {
  const inject = async (
    method: Method,
    url: string,
    bearer: string | null,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    wallet().app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...headers },
    });

  /** A user's request; `subject` null sends none. */
  const call = async (
    method: Method,
    url: string,
    subject: string | null,
    payload?: unknown,
    headers?: Record<string, string>,
  ) =>
    inject(
      method,
      url,
      subject === null ? null : await issuer().sign({ sub: subject }),
      payload,
      headers,
    );

  const operator = async (method: Method, url: string, payload?: unknown) =>
    inject(
      method,
      url,
      await issuer().sign({ sub: 'kado-operator', scope: WALLET_OPERATOR_SCOPE }),
      payload,
    );

  /** Creates a gift with `stock` vouchers loaded and returns its id. */
  const createGift = async (
    gift: Partial<GiftUpsertRequest> = {},
    stock = 100,
  ): Promise<string> => {
    const id = `test-${randomUUID().slice(0, 8)}`;
    const put = await operator('PUT', `/v1/operator/catalog/gifts/${id}`, {
      ...TEST_GIFT,
      ...gift,
    });
    if (put.statusCode !== 201) throw new Error(`creating gift ${id}: ${put.body}`);
    if (stock > 0) {
      const loaded = await operator('POST', `/v1/operator/catalog/gifts/${id}/stock`, {
        add: stock,
      });
      if (loaded.statusCode !== 200) throw new Error(`loading stock of ${id}: ${loaded.body}`);
    }
    return id;
  };

  /** Grants `points` to `subject`, expiring in `days`; returns the grant's lot id. */
  const grant = async (subject: string, points: number, days = 90): Promise<string> => {
    const response = await operator('POST', '/v1/operator/grants', {
      subject,
      points,
      validityDays: days,
      reason: 'test_grant',
    });
    if (response.statusCode !== 201) throw new Error(`granting points: ${response.body}`);
    return response.json<{ lotId: string }>().lotId;
  };

  const exchange = (subject: string, payload: unknown, headers?: Record<string, string>) =>
    call('POST', '/v1/exchanges', subject, payload, headers);

  /** An exchange that must succeed. */
  const exchanged = async (subject: string, giftId: string, quantity = 1) => {
    const response = await exchange(subject, { giftId, quantity });
    if (response.statusCode !== 201) throw new Error(`exchanging ${giftId}: ${response.body}`);
    return response.json<ExchangeResult>();
  };

  const stockOf = async (giftId: string) => {
    const [gift] = await wallet().app.db.query<{ stock: number }>(
      'SELECT stock FROM gift_stock WHERE gift_id = $1',
      [giftId],
    );
    return gift?.stock;
  };

  return { call, operator, createGift, grant, exchange, exchanged, stockOf };
}
