import { TEST_DATABASE_KINDS } from '@kado/db/testing';
import { meSchema } from '@kado/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/app.js';
import { startTestIssuer, type TestIssuer } from '../../../test/issuer.js';

describe.each(TEST_DATABASE_KINDS)('PATCH and DELETE /v1/me on %s', (database) => {
  let issuer: TestIssuer;
  let wallet: TestApp;
  beforeAll(async () => {
    issuer = await startTestIssuer();
    wallet = await buildTestApp({ issuer: issuer.issuer, database });
  });
  afterAll(async () => {
    await wallet.close();
    await issuer.close();
  });

  const request = async (
    method: 'GET' | 'PATCH' | 'DELETE',
    sub: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    wallet.app.inject({
      method,
      url: '/v1/me',
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      headers: {
        authorization: `Bearer ${await issuer.sign({ sub, name: 'Mei Tan' })}`,
        ...headers,
      },
    });

  it('changes the display name (trimmed) and the language, each alone or both', async () => {
    const renamed = await request('PATCH', 'profile-edit', { displayName: '  Aiko Lim ' });
    expect(renamed.statusCode).toBe(200);
    expect(meSchema.parse(renamed.json())).toMatchObject({ displayName: 'Aiko Lim', locale: null });

    const relocated = await request('PATCH', 'profile-edit', { locale: 'kr' });
    expect(relocated.json()).toMatchObject({ displayName: 'Aiko Lim', locale: 'kr' });

    const both = await request('PATCH', 'profile-edit', { displayName: '陳美玲', locale: 'hk' });
    expect(both.json()).toMatchObject({ displayName: '陳美玲', locale: 'hk' });
    expect((await request('GET', 'profile-edit')).json()).toEqual(both.json());
  });

  it.each([
    ['no field at all', {}, ''],
    ['an empty name', { displayName: '' }, 'displayName'],
    ['a name of spaces only', { displayName: '   ' }, 'displayName'],
    ['a name of 81 characters', { displayName: 'x'.repeat(81) }, 'displayName'],
    ['a name with a control character', { displayName: 'Mei\u0000Tan' }, 'displayName'],
    ['a locale outside the ten', { locale: 'zh' }, 'locale'],
    ['a field it does not know', { displayName: 'Mei', phone: '+6591234567' }, 'phone'],
  ])('refuses %s with 400 naming the field', async (_what, payload, path) => {
    const response = await request('PATCH', 'profile-bad', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: [{ in: 'body', path }] },
    });
  });

  it('accepts a name of exactly 80 characters', async () => {
    const response = await request('PATCH', 'profile-long', { displayName: 'x'.repeat(80) });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['no body', undefined],
    ['another word', { confirm: 'delete' }],
    ['a boolean', { confirm: true }],
    ['an extra field', { confirm: 'DELETE', also: 'this' }],
  ])('refuses to delete with %s, naming the field', async (_what, payload) => {
    await request('GET', 'profile-keep');
    const response = await request('DELETE', 'profile-keep', payload);
    expect(response.statusCode).toBe(400);
    const { error } = response.json<{ error: { code: string; details: { path: string }[] } }>();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(['confirm', 'also']).toContain(error.details[0]?.path);
    expect(
      await wallet.app.db.query(`SELECT 1 FROM accounts WHERE subject = 'profile-keep'`),
    ).toHaveLength(1);
  });

  it('deletes the account and what it owns, then starts afresh on the next visit', async () => {
    const before = meSchema.parse((await request('GET', 'profile-gone')).json());
    await wallet.app.db.query(
      `INSERT INTO point_lots (account_id, amount, remaining, source, expires_at)
       VALUES ($1, 100, 100, 'grant', now() + interval '1 day')`,
      [before.id],
    );
    const deleted = await request('DELETE', 'profile-gone', { confirm: 'DELETE' });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(
      await wallet.app.db.query(`SELECT 1 FROM point_lots WHERE account_id = $1`, [before.id]),
    ).toEqual([]);
    const after = meSchema.parse((await request('GET', 'profile-gone')).json());
    expect(after.id).not.toBe(before.id);
  });
});
