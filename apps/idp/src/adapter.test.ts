import { TEST_DATABASE_KINDS, openTestDatabase, type TestDatabase } from '@kado/db/testing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { DatabaseAdapter, purgeExpired } from './adapter.js';
import { migrations } from './db/migrations/index.js';

describe.each(TEST_DATABASE_KINDS)('oidc-provider adapter on %s', (kind) => {
  let database: TestDatabase;
  let now = Date.parse('2026-03-01T00:00:00Z');
  const clock = { now: () => now };
  const adapter = (model: string) => new DatabaseAdapter(database.db, model, clock);

  beforeAll(async () => {
    database = await openTestDatabase(kind, migrations);
  });
  afterAll(() => database.dispose());

  test('stores, finds, replaces and destroys a payload per model', async () => {
    const sessions = adapter('Session');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'acc', kind: 'Session' }, 60);
    expect(await sessions.find('s1')).toEqual({ uid: 'u1', accountId: 'acc', kind: 'Session' });
    expect(await adapter('Grant').find('s1')).toBeUndefined();

    await sessions.upsert('s1', { uid: 'u2', accountId: 'acc', kind: 'Session' }, 60);
    expect(await sessions.findByUid('u2')).toMatchObject({ uid: 'u2' });
    expect(await sessions.findByUid('u1')).toBeUndefined();

    await sessions.destroy('s1');
    expect(await sessions.find('s1')).toBeUndefined();
  });

  test('finds device codes by user code', async () => {
    const codes = adapter('DeviceCode');
    await codes.upsert('d1', { userCode: 'ABCD-EFGH', grantId: 'g0' }, 60);
    expect(await codes.findByUserCode('ABCD-EFGH')).toMatchObject({ userCode: 'ABCD-EFGH' });
  });

  test('reads an expired payload as absent and purges it', async () => {
    const interactions = adapter('Interaction');
    await interactions.upsert('i1', { uid: 'i1' }, 10);
    now += 9_000;
    expect(await interactions.find('i1')).toBeDefined();
    now += 1_000;
    expect(await interactions.find('i1')).toBeUndefined();

    await purgeExpired(database.db, now);
    const rows = await database.db.query(
      "SELECT 1 FROM idp_oidc_payloads WHERE model = 'Interaction' AND id = 'i1'",
    );
    expect(rows).toHaveLength(0);
  });

  test('keeps a payload without expiry', async () => {
    const clients = adapter('Client');
    await clients.upsert('c1', { client_id: 'c1' });
    now += 365 * 24 * 60 * 60_000;
    expect(await clients.find('c1')).toEqual({ client_id: 'c1' });
  });

  test('marks a payload consumed once, with the time of consumption', async () => {
    const codes = adapter('AuthorizationCode');
    await codes.upsert('code1', { grantId: 'g1' }, 60);
    expect((await codes.find('code1'))?.consumed).toBeUndefined();

    await codes.consume('code1');
    const consumedAt = Math.floor(now / 1000);
    now += 5_000;
    await codes.consume('code1');
    expect(await codes.find('code1')).toEqual({ grantId: 'g1', consumed: consumedAt });

    // Saving it again does not make it usable again.
    await codes.upsert('code1', { grantId: 'g1' }, 60);
    expect((await codes.find('code1'))?.consumed).toBe(consumedAt);
  });

  test('revokes every artefact of a grant and nothing else', async () => {
    await adapter('AuthorizationCode').upsert('c-g2', { grantId: 'g2' }, 60);
    await adapter('RefreshToken').upsert('rt-g2', { grantId: 'g2' }, 60);
    await adapter('AccessToken').upsert('at-g2', { grantId: 'g2' }, 60);
    await adapter('RefreshToken').upsert('rt-g3', { grantId: 'g3' }, 60);

    await adapter('RefreshToken').revokeByGrantId('g2');

    expect(await adapter('AuthorizationCode').find('c-g2')).toBeUndefined();
    expect(await adapter('RefreshToken').find('rt-g2')).toBeUndefined();
    expect(await adapter('AccessToken').find('at-g2')).toBeUndefined();
    expect(await adapter('RefreshToken').find('rt-g3')).toEqual({ grantId: 'g3' });
  });
});
