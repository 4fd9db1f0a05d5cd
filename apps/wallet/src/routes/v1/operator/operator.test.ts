import { TEST_DATABASE_KINDS } from '@kado/db/testing';
import { WALLET_OPERATOR_SCOPE } from '@kado/shared';
import type { Grant, Refund } from '@kado/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { debit } from '../../../domain/ledger/ledger.js';
import { DAY_MS, ledgerSums } from '../../../domain/ledger/testing.js';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { startTestIssuer, type TestIssuer } from '../../../test/issuer.js';

describe.each(TEST_DATABASE_KINDS)('operator grants and refunds on %s', (database) => {
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

  const post = (url: string, payload: object, bearer = operator) =>
    wallet.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { authorization: `Bearer ${bearer}` },
    });
  const balanceOf = async (sub: string) =>
    (
      await wallet.app.inject({
        url: '/v1/points',
        headers: { authorization: `Bearer ${await issuer.sign({ sub })}` },
      })
    ).json<{ balance: number }>().balance;

  it('grants points to a subject never seen before, creating its account', async () => {
    const response = await post('/v1/operator/grants', {
      subject: 'grant-newcomer',
      points: 1_200,
      validityDays: 90,
      reason: 'welcome_bonus',
    });
    expect(response.statusCode).toBe(201);
    const grant = response.json<Grant>();
    expect(grant).toMatchObject({ points: 1_200, balanceAfter: 1_200 });
    const days = (Date.parse(grant.expiresAt) - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);
    expect(await balanceOf('grant-newcomer')).toBe(1_200);
    const again = await post('/v1/operator/grants', {
      subject: 'grant-newcomer',
      points: 800,
      expiresAt: '2099-12-31T23:59:59+08:00',
      reason: 'campaign',
    });
    expect(again.json()).toMatchObject({
      accountId: grant.accountId,
      expiresAt: '2099-12-31T15:59:59.000Z',
      balanceAfter: 2_000,
    });
  });

  it('refuses a subject with NUL as 400 naming it, not a database error', async () => {
    const response = await post('/v1/operator/grants', {
      subject: 'a\u0000b',
      points: 100,
      validityDays: 30,
      reason: 'welcome_bonus',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: [{ in: 'body', path: 'subject' }] },
    });
  });

  it('refuses a grant that would take the balance past 10,000,000', async () => {
    const grant = (points: number) =>
      post('/v1/operator/grants', { subject: 'grant-rich', points, validityDays: 1, reason: 'x' });
    expect((await grant(10_000_000)).statusCode).toBe(201);
    const refused = await grant(1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'BALANCE_LIMIT_EXCEEDED' } });
  });

  it.each([
    [{ points: 10, validityDays: 1, reason: 'x' }, 'subject'],
    [{ subject: 's', points: 0, validityDays: 1, reason: 'x' }, 'points'],
    [{ subject: 's', points: 1.5, validityDays: 1, reason: 'x' }, 'points'],
    [{ subject: 's', points: 10_000_001, validityDays: 1, reason: 'x' }, 'points'],
    [{ subject: 's', points: 10, reason: 'x' }, 'expiresAt'],
    [
      { subject: 's', points: 10, validityDays: 1, expiresAt: '2099-01-01T00:00:00Z', reason: 'x' },
      'expiresAt',
    ],
    [{ subject: 's', points: 10, expiresAt: '2001-01-01T00:00:00Z', reason: 'x' }, 'expiresAt'],
    [{ subject: 's', points: 10, expiresAt: 'tomorrow', reason: 'x' }, 'expiresAt'],
    [{ subject: 's', points: 10, validityDays: 0, reason: 'x' }, 'validityDays'],
    [{ subject: 's', points: 10, validityDays: 1, reason: 'Free text, please' }, 'reason'],
    [{ subject: 's', points: 10, validityDays: 1, reason: 'x', market: 'SG' }, 'market'],
  ])('answers the grant %j with 400 naming %s', async (payload, field) => {
    const response = await post('/v1/operator/grants', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: [expect.objectContaining({ path: field })] },
    });
    const [accounts] = await wallet.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM accounts WHERE subject = 's'`,
    );
    expect(accounts?.n).toBe(0);
  });

  it('refunds an exchange once, back into its lot', async () => {
    const grant = (
      await post('/v1/operator/grants', {
        subject: 'refund-user',
        points: 500,
        validityDays: 30,
        reason: 'campaign',
      })
    ).json<Grant>();
    const exchange = await wallet.app.db.transaction((tx) =>
      debit(tx, { accountId: grant.accountId, points: 320, kind: 'exchange', reason: 'gift' }),
    );
    const response = await post('/v1/operator/refunds', {
      ledgerEntryId: exchange.ledgerEntryId,
      reason: 'supplier_failed',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Refund>()).toMatchObject({
      refundOf: exchange.ledgerEntryId,
      accountId: grant.accountId,
      points: 320,
      balanceAfter: 500,
    });
    expect(await ledgerSums(wallet.app.db, grant.accountId)).toEqual({
      entries: 500,
      remainders: 500,
    });

    const again = await post('/v1/operator/refunds', {
      ledgerEntryId: exchange.ledgerEntryId,
      reason: 'supplier_failed',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'ALREADY_REFUNDED' } });

    const notAnExchange = await post('/v1/operator/refunds', {
      ledgerEntryId: grant.ledgerEntryId,
      reason: 'oops',
    });
    expect(notAnExchange.statusCode).toBe(409);
    expect(notAnExchange.json()).toMatchObject({ error: { code: 'NOT_REFUNDABLE' } });
  });

  it('answers a refund of an unknown entry with 404, and a malformed one with 400', async () => {
    const unknown = await post('/v1/operator/refunds', {
      ledgerEntryId: '00000000-0000-4000-8000-000000000000',
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await post('/v1/operator/refunds', { ledgerEntryId: '42', reason: 'x' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      error: { details: [expect.objectContaining({ path: 'ledgerEntryId' })] },
    });
  });

  it('needs a token with the wallet:operate scope', async () => {
    const payload = { subject: 'someone', points: 10, validityDays: 1, reason: 'x' };
    expect(
      (await wallet.app.inject({ method: 'POST', url: '/v1/operator/grants', payload })).statusCode,
    ).toBe(401);
    const user = await issuer.sign({ sub: 'someone' });
    const forbidden = await post('/v1/operator/grants', payload, user);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.headers['www-authenticate']).toContain('wallet:operate');
    expect(
      (await post('/v1/operator/refunds', { ledgerEntryId: '42', reason: 'x' }, user)).statusCode,
    ).toBe(403);
  });

  it('documents the ledger routes and their scopes in the OpenAPI document', async () => {
    const { paths } = (await wallet.app.inject({ url: '/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, { security?: unknown }>>;
    }>();
    for (const path of [
      '/v1/points/lots',
      '/v1/points/charges',
      '/v1/points/expirations',
      '/v1/points/ledger',
      '/v1/points/ledger.csv',
    ]) {
      expect(paths[path]?.get?.security, path).toEqual([{ bearerAuth: ['wallet'] }]);
    }
    for (const path of ['/v1/operator/grants', '/v1/operator/refunds']) {
      expect(paths[path]?.post?.security, path).toEqual([{ bearerAuth: ['wallet:operate'] }]);
    }
  });
});
