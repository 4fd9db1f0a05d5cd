import { TEST_DATABASE_KINDS } from '@kado/db/testing';
import { WALLET_OPERATOR_SCOPE } from '@kado/shared';
import type { OutstandingPointsReport } from '@kado/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { debit } from '../../../domain/ledger/ledger.js';
import { DAY_MS } from '../../../domain/ledger/testing.js';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { startTestIssuer, type TestIssuer } from '../../../test/issuer.js';

describe.each(TEST_DATABASE_KINDS)('the outstanding-points report on %s', (database) => {
  let issuer: TestIssuer;
  let wallet: TestApp;
  let operator: string;
  beforeAll(async () => {
    issuer = await startTestIssuer();
    wallet = await buildTestApp({ issuer: issuer.issuer, database });
    operator = await issuer.sign({ sub: 'kado-operator', scope: WALLET_OPERATOR_SCOPE });
  });
  afterAll(async () => {
    await wallet.close();
    await issuer.close();
  });

  const report = async () => {
    const response = await wallet.app.inject({
      url: '/v1/operator/reports/outstanding-points',
      headers: { authorization: `Bearer ${operator}` },
    });
    expect(response.statusCode).toBe(200);
    return response.json<OutstandingPointsReport>();
  };

  /** An account in `market` holding lots of [points, days to expiry]. */
  async function account(subject: string, market: string | null, lots: [number, number][]) {
    const [row] = await wallet.app.db.query<{ id: string }>(
      'INSERT INTO accounts (subject, market) VALUES ($1, $2) RETURNING id',
      [subject, market],
    );
    const now = Date.now();
    for (const [points, days] of lots) {
      await wallet.app.db.query(
        `INSERT INTO point_lots (account_id, amount, remaining, source, expires_at)
         VALUES ($1, $2, $2, 'grant', $3)`,
        [row!.id, points, new Date(now + days * DAY_MS).toISOString()],
      );
      await wallet.app.db.query(
        `INSERT INTO ledger_entries (account_id, kind, points, balance_before, balance_after, reason)
         SELECT $1, 'grant', $2::int, coalesce(sum(points), 0), coalesce(sum(points), 0) + $2::int, 'test'
         FROM ledger_entries WHERE account_id = $1`,
        [row!.id, points],
      );
    }
    return row!.id;
  }

  it('lists every market with zeros when nobody holds points', async () => {
    const { markets, total } = await report();
    expect(markets.map((row) => row.market)).toEqual([
      'MY',
      'VN',
      'ID',
      'SG',
      'PH',
      'TH',
      'HK',
      'TW',
      'IN',
      'KR',
      null,
    ]);
    expect(total).toEqual({ accountsWithPoints: 0, outstanding: 0, expiringWithin30Days: 0 });
  });

  it('sums live lots per market, and those expiring within 30 days', async () => {
    await account('report-sg-1', 'SG', [
      [1_000, 10],
      [2_000, 200],
    ]);
    const spender = await account('report-sg-2', 'SG', [[500, 29]]);
    await account('report-sg-expired', 'SG', [[700, -1]]);
    await account('report-my', 'MY', [[300, 31]]);
    await account('report-none', null, [[50, 5]]);
    await wallet.app.db.transaction((tx) =>
      debit(tx, { accountId: spender, points: 200, kind: 'exchange', reason: 'gift' }),
    );
    const { markets, total } = await report();
    const row = (market: string | null) => markets.find((r) => r.market === market);
    expect(row('SG')).toEqual({
      market: 'SG',
      accountsWithPoints: 2,
      outstanding: 3_300,
      expiringWithin30Days: 1_300,
    });
    expect(row('MY')).toEqual({
      market: 'MY',
      accountsWithPoints: 1,
      outstanding: 300,
      expiringWithin30Days: 0,
    });
    expect(row(null)).toMatchObject({ accountsWithPoints: 1, outstanding: 50 });
    expect(row('KR')).toMatchObject({ accountsWithPoints: 0, outstanding: 0 });
    expect(total).toEqual({
      accountsWithPoints: 4,
      outstanding: 3_650,
      expiringWithin30Days: 1_350,
    });
  });

  it('needs the operator scope and takes no parameters', async () => {
    const user = await issuer.sign({ sub: 'report-user' });
    const forbidden = await wallet.app.inject({
      url: '/v1/operator/reports/outstanding-points',
      headers: { authorization: `Bearer ${user}` },
    });
    expect(forbidden.statusCode).toBe(403);
    const malformed = await wallet.app.inject({
      url: '/v1/operator/reports/outstanding-points?market=SG',
      headers: { authorization: `Bearer ${operator}` },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: [expect.objectContaining({ path: 'market' })] },
    });
    const { paths } = (await wallet.app.inject({ url: '/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, { security?: unknown }>>;
    }>();
    expect(paths['/v1/operator/reports/outstanding-points']?.get?.security).toEqual([
      { bearerAuth: ['wallet:operate'] },
    ]);
  });
});
