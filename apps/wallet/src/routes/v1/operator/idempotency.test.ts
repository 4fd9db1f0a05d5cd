/**
 * Operator calls that move value take an Idempotency-Key, as charge, merge and exchange do: a retry
 * after an unknown outcome (a timeout, a crash) answers as the first call did and moves nothing
 * twice; the same key with another request is 409 IDEMPOTENCY_CONFLICT.
 */
import { TEST_DATABASE_KINDS } from '@kado/db/testing';
import { WALLET_OPERATOR_SCOPE } from '@kado/shared';
import type { Grant } from '@kado/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { debit } from '../../../domain/ledger/ledger.js';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { startTestIssuer, type TestIssuer } from '../../../test/issuer.js';

describe.each(TEST_DATABASE_KINDS)('idempotent operator calls on %s', (database) => {
  let issuer: TestIssuer;
  let wallet: TestApp;
  let operator: string;
  beforeAll(async () => {
    issuer = await startTestIssuer();
    wallet = await buildTestApp({ issuer: issuer.issuer, database });
    operator = await issuer.sign({ sub: 'kado-operator', scope: WALLET_OPERATOR_SCOPE });
    await wallet.app.db.query(
      `INSERT INTO categories (id, names) VALUES ('food', '{"en":"Food"}')`,
    );
    await wallet.app.db.query(
      `INSERT INTO brands (id, name, color) VALUES ('kopi-lane', 'Kopi Lane', '#a1b2c3')`,
    );
    await wallet.app.db.query(
      `INSERT INTO gifts (id, brand_id, category_id, market, names, points, image_path, curated_rank)
       VALUES ('kopi-1', 'kopi-lane', 'food', 'SG', '{"en":"Kopi"}', 500, 'gifts/kopi-1.svg', 1)`,
    );
  });
  afterAll(async () => {
    await wallet.close();
    await issuer.close();
  });

  const send = (url: string, payload: object, key?: string, bearer = operator) =>
    wallet.app.inject({
      method: 'POST',
      url,
      payload,
      headers: {
        authorization: `Bearer ${bearer}`,
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
    });
  const count = async (sql: string, params: unknown[] = []) =>
    (await wallet.app.db.query<{ n: number }>(sql, params))[0]?.n;

  it('grants once per key: the retry gets the first answer and the balance moves once', async () => {
    const grant = { subject: 'idem-grant', points: 700, validityDays: 30, reason: 'campaign' };
    const first = await send('/v1/operator/grants', grant, 'grant-1');
    const retry = await send('/v1/operator/grants', grant, 'grant-1');
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(
      await count(
        `SELECT count(*)::int AS n FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
         WHERE a.subject = 'idem-grant'`,
      ),
    ).toBe(1);

    const conflict = await send('/v1/operator/grants', { ...grant, points: 701 }, 'grant-1');
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ error: { code: 'IDEMPOTENCY_CONFLICT' } });
    // Without a key every call acts, as before.
    expect((await send('/v1/operator/grants', grant)).json<Grant>().balanceAfter).toBe(1_400);
  });

  it('issues boxes once per key, with the same codes on the retry', async () => {
    const issue = { market: 'SG', points: 300, count: 3 };
    const first = await send('/v1/operator/boxes', issue, 'boxes-1');
    const retry = await send('/v1/operator/boxes', issue, 'boxes-1');
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await count(`SELECT count(*)::int AS n FROM gift_boxes`)).toBe(3);
  });

  it('loads stock once per key, and keys of one gift do not replay for another', async () => {
    const first = await send('/v1/operator/catalog/gifts/kopi-1/stock', { add: 50 }, 'stock-1');
    const retry = await send('/v1/operator/catalog/gifts/kopi-1/stock', { add: 50 }, 'stock-1');
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual({ id: 'kopi-1', stock: 50 });
    expect(await count(`SELECT stock AS n FROM gift_stock WHERE gift_id = 'kopi-1'`)).toBe(50);
    const other = await send('/v1/operator/catalog/gifts/kopi-2/stock', { add: 50 }, 'stock-1');
    expect(other.statusCode).toBe(409);
  });

  it('refunds once per key: the retry answers 201 again rather than ALREADY_REFUNDED', async () => {
    const grant = (
      await send('/v1/operator/grants', {
        subject: 'idem-refund',
        points: 500,
        validityDays: 30,
        reason: 'campaign',
      })
    ).json<Grant>();
    const exchange = await wallet.app.db.transaction((tx) =>
      debit(tx, { accountId: grant.accountId, points: 200, kind: 'exchange', reason: 'gift' }),
    );
    const refund = { ledgerEntryId: exchange.ledgerEntryId, reason: 'supplier_failed' };
    const first = await send('/v1/operator/refunds', refund, 'refund-1');
    const retry = await send('/v1/operator/refunds', refund, 'refund-1');
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.json()).toEqual(first.json());
    expect((await send('/v1/operator/refunds', refund, 'refund-2')).statusCode).toBe(409);
  });

  it('keeps keys per operator client, and a refused call leaves its key free', async () => {
    const other = await issuer.sign({ sub: 'other-operator', scope: WALLET_OPERATOR_SCOPE });
    const grant = { subject: 'idem-clients', points: 10, validityDays: 30, reason: 'campaign' };
    expect((await send('/v1/operator/grants', grant, 'shared-key')).statusCode).toBe(201);
    const byOther = await send('/v1/operator/grants', grant, 'shared-key', other);
    expect(byOther.statusCode).toBe(201);
    expect(byOther.headers['idempotent-replayed']).toBeUndefined();

    const tooMuch = { ...grant, subject: 'idem-refused', points: 10_000_000 };
    await send('/v1/operator/grants', tooMuch);
    expect((await send('/v1/operator/grants', tooMuch, 'refused-key')).statusCode).toBe(409);
    const corrected = { ...grant, subject: 'idem-corrected' };
    expect((await send('/v1/operator/grants', corrected, 'refused-key')).statusCode).toBe(201);
  });

  it('documents the Idempotency-Key header on each of them', async () => {
    const { paths } = (await wallet.app.inject({ url: '/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    }>();
    for (const path of [
      '/v1/operator/grants',
      '/v1/operator/boxes',
      '/v1/operator/refunds',
      '/v1/operator/catalog/gifts/{id}/stock',
    ]) {
      expect(paths[path]?.post?.parameters, path).toContainEqual(
        expect.objectContaining({ name: 'idempotency-key', in: 'header' }),
      );
    }
  });
});
