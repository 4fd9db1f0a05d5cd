import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { issue, verifiedAccount } from '../../../domain/boxes/testing.js';
import { ledgerSums, lotsOf } from '../../../domain/ledger/testing.js';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { startTestIssuer, type TestIssuer } from '../../../test/issuer.js';

// Races need real concurrent connections: PostgreSQL only (PGlite runs one transaction at a time).
describe('gift box races on postgres', () => {
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

  const post = async (subject: string, url: string, payload: object, key?: string) =>
    wallet.app.inject({
      method: 'POST',
      url,
      payload,
      headers: {
        authorization: `Bearer ${await issuer.sign({ sub: subject })}`,
        ...(key ? { 'idempotency-key': key } : {}),
      },
    });
  const codeOf = (response: { json: () => unknown }) =>
    (response.json() as { error?: { code: string } }).error?.code ?? 'ok';

  it('lets exactly one of two accounts charging one code at once win', async () => {
    const [a, b] = [await verifiedAccount(wallet.app.db), await verifiedAccount(wallet.app.db)];
    const boxes = await issue(wallet.app.db, { count: 5 });
    for (const box of boxes) {
      const answers = await Promise.all(
        [a, b].map((account) =>
          post(account.subject, '/v1/points/charges/code', { code: box.code }),
        ),
      );
      expect(answers.map(codeOf).sort()).toEqual(['CODE_ALREADY_USED', 'ok']);
    }
    const lots = [...(await lotsOf(wallet.app.db, a.id)), ...(await lotsOf(wallet.app.db, b.id))];
    expect(lots).toHaveLength(5);
  });

  it('lets exactly one of two merges sharing a box win, and the loser merges nothing', async () => {
    const account = await verifiedAccount(wallet.app.db);
    const [first, shared, last] = await issue(wallet.app.db, {
      recipientPhone: account.phone,
      count: 3,
    });
    const answers = await Promise.all([
      post(account.subject, '/v1/merges', { boxIds: [first!.id, shared!.id] }),
      post(account.subject, '/v1/merges', { boxIds: [shared!.id, last!.id] }),
    ]);
    expect(answers.map(codeOf).sort()).toEqual(['BOX_UNAVAILABLE', 'ok']);
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expect(loser.json()).toMatchObject({ error: { details: { boxIds: [shared!.id] } } });
    expect(await lotsOf(wallet.app.db, account.id)).toHaveLength(2);
    expect(await ledgerSums(wallet.app.db, account.id)).toEqual({ entries: 200, remainders: 200 });
  });

  it('gives 50 concurrent charges with one Idempotency-Key one effect and 50 equal answers', async () => {
    const account = await verifiedAccount(wallet.app.db);
    const [box] = await issue(wallet.app.db, { points: 250 });
    const key = `burst-${randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        post(account.subject, '/v1/points/charges/code', { code: box!.code }, key),
      ),
    );
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([201]));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(
      answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true'),
    ).toHaveLength(49);
    expect(await lotsOf(wallet.app.db, account.id)).toHaveLength(1);
    expect(await ledgerSums(wallet.app.db, account.id)).toEqual({ entries: 250, remainders: 250 });
  });
});
