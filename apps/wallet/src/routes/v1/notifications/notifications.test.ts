import { TEST_DATABASE_KINDS } from '@kado/db/testing';
import type { MarkRead, NotificationPage } from '@kado/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ensureAccount } from '../../../domain/accounts/accounts.js';
import { credit } from '../../../domain/ledger/ledger.js';
import {
  notifyBoxReceived,
  notifyExpiringPoints,
} from '../../../domain/notifications/notifications.js';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { startTestIssuer, type TestIssuer } from '../../../test/issuer.js';

const DAY_MS = 24 * 60 * 60_000;

describe.each(TEST_DATABASE_KINDS)('the notifications API on %s', (database) => {
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

  /** A user with `count` box notifications, the oldest first; returns their token. */
  async function userWith(sub: string, count: number) {
    const account = await ensureAccount(wallet.app.db, { subject: sub, name: null, email: null });
    for (let index = 0; index < count; index += 1) {
      await wallet.app.db.transaction((tx) =>
        notifyBoxReceived(tx, {
          accountId: account.id,
          boxId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
          points: 100 + index,
          expiresAt: new Date(Date.now() + 90 * DAY_MS),
        }),
      );
    }
    return issuer.sign({ sub });
  }

  const request = (token: string, url: string, payload?: object) =>
    wallet.app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      ...(payload ? { payload } : {}),
      headers: { authorization: `Bearer ${token}` },
    });

  it('pages through my notifications newest first', async () => {
    const token = await userWith('notified-pager', 5);
    const first = await request(token, '/v1/notifications?limit=3');
    expect(first.statusCode).toBe(200);
    const page1 = first.json<NotificationPage>();
    expect(page1.items.map((n) => n.kind === 'box_received' && n.params.points)).toEqual([
      104, 103, 102,
    ]);
    expect(page1.items[0]).toMatchObject({ readAt: null });
    expect(page1.nextCursor).not.toBeNull();
    const page2 = (
      await request(token, `/v1/notifications?limit=3&cursor=${page1.nextCursor}`)
    ).json<NotificationPage>();
    expect(page2.items.map((n) => n.kind === 'box_received' && n.params.points)).toEqual([
      101, 100,
    ]);
    expect(page2.nextCursor).toBeNull();
  });

  it('serves the expiring-points notices the producer wrote', async () => {
    const token = await userWith('notified-expiring', 0);
    const account = await ensureAccount(wallet.app.db, {
      subject: 'notified-expiring',
      name: null,
      email: null,
    });
    const expiresAt = new Date(Date.now() + 6 * DAY_MS);
    const { lotId } = await wallet.app.db.transaction((tx) =>
      credit(tx, {
        accountId: account.id,
        points: 750,
        expiresAt,
        source: 'grant',
        reason: 'test_grant',
      }),
    );
    await notifyExpiringPoints(wallet.app.db);
    const response = await request(token, '/v1/notifications');
    expect(response.statusCode).toBe(200);
    const { items } = response.json<NotificationPage>();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'points_expiring',
      params: { lotId, points: 750, expiresAt: expiresAt.toISOString(), daysBefore: 7 },
      readAt: null,
    });
  });

  it('counts unread ones and marks some or all of them read, only ever mine', async () => {
    const mine = await userWith('notified-reader', 4);
    const theirs = await userWith('notified-other', 2);
    const unread = async (token: string) =>
      (await request(token, '/v1/notifications/unread-count')).json<{ unread: number }>().unread;
    expect(await unread(mine)).toBe(4);

    const { items } = (await request(mine, '/v1/notifications')).json<NotificationPage>();
    const [other] = (await request(theirs, '/v1/notifications')).json<NotificationPage>().items;
    const marked = await request(mine, '/v1/notifications/read', {
      ids: [items[0]!.id, items[1]!.id, other!.id],
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json<MarkRead>()).toEqual({ marked: 2, unread: 2 });
    expect(await unread(theirs)).toBe(2);
    const after = (await request(mine, '/v1/notifications')).json<NotificationPage>().items;
    expect(after[0]!.readAt).not.toBeNull();
    expect(after[2]!.readAt).toBeNull();

    expect((await request(mine, '/v1/notifications/read', { all: true })).json<MarkRead>()).toEqual(
      { marked: 2, unread: 0 },
    );
    expect((await request(mine, '/v1/notifications/read', { all: true })).json<MarkRead>()).toEqual(
      { marked: 0, unread: 0 },
    );
    expect(await unread(theirs)).toBe(2);
  });

  it.each([
    ['/v1/notifications/read', {}, 'ids'],
    ['/v1/notifications/read', { ids: [] }, 'ids'],
    ['/v1/notifications/read', { ids: ['not-a-uuid'] }, 'ids.0'],
    ['/v1/notifications/read', { all: false }, 'all'],
    ['/v1/notifications/read', { all: true, ids: ['00000000-0000-4000-8000-000000000000'] }, 'ids'],
    ['/v1/notifications/read', { all: true, everything: true }, 'everything'],
    [
      '/v1/notifications/read',
      { ids: Array.from({ length: 101 }, () => '00000000-0000-4000-8000-000000000000') },
      'ids',
    ],
    ['/v1/notifications?cursor=abc', undefined, 'cursor'],
    ['/v1/notifications?limit=0', undefined, 'limit'],
    ['/v1/notifications?unread=1', undefined, 'unread'],
    ['/v1/notifications/unread-count?x=1', undefined, 'x'],
  ])('answers %s %j with 400 naming %s', async (url, payload, field) => {
    const response = await request(await issuer.sign({ sub: 'notified-malformed' }), url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: [expect.objectContaining({ path: field })] },
    });
  });

  it('needs a user token', async () => {
    expect((await wallet.app.inject({ url: '/v1/notifications' })).statusCode).toBe(401);
    const operator = await issuer.sign({ sub: 'kado-operator', scope: 'wallet:operate' });
    expect((await request(operator, '/v1/notifications/unread-count')).statusCode).toBe(403);
  });

  it('documents the routes with the wallet scope', async () => {
    const { paths } = (await wallet.app.inject({ url: '/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, { security?: unknown }>>;
    }>();
    expect(paths['/v1/notifications']?.get?.security).toEqual([{ bearerAuth: ['wallet'] }]);
    expect(paths['/v1/notifications/unread-count']?.get?.security).toEqual([
      { bearerAuth: ['wallet'] },
    ]);
    expect(paths['/v1/notifications/read']?.post?.security).toEqual([{ bearerAuth: ['wallet'] }]);
  });
});
