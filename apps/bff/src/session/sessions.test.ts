import { createHash } from 'node:crypto';

import { describe, expect, it, vi } from 'vitest';

import { SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS } from '@kado/shared';

import { SessionManager, sessionUser, type NewSessionData } from './sessions.js';
import { MemoryStore } from './store.js';

const DAY = 24 * 60 * 60_000;

function sessionData(): NewSessionData {
  return {
    subject: 'sub-1',
    idpSessionId: 'sid-1',
    phoneVerified: false,
    market: null,
    locale: 'en',
    tokens: { accessToken: 'at', refreshToken: 'rt', idToken: 'it', issuedAt: 0, expiresAt: 1 },
    refreshBackoff: null,
  };
}

const recordKey = (id: string) => `session:${createHash('sha256').update(id).digest('base64url')}`;
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** The shape of an ID token (its signature is checked when it is received, not when it is read). */
const idToken = (claims: object) =>
  `${encode({ alg: 'RS256' })}.${encode({ sub: 'sub-1', ...claims })}.${'s'.repeat(43)}`;

function manager() {
  let now = 1_000_000;
  const store = new MemoryStore();
  const sessions = new SessionManager(store, () => now);
  return { sessions, store, advance: (ms: number) => (now += ms) };
}

describe('sessions', () => {
  it('issues 256-bit opaque ids, a new one every time', async () => {
    const { sessions } = manager();
    const a = await sessions.create(sessionData());
    const b = await sessions.create(sessionData());
    expect(a.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a.id, 'base64url')).toHaveLength(32);
    expect(a.id).not.toBe(b.id);
  });

  it('never adopts an id it did not issue', async () => {
    const { sessions } = manager();
    expect(await sessions.load('A'.repeat(43))).toBeNull();
    expect(await sessions.load('../../etc')).toBeNull();
    expect(await sessions.load(undefined)).toBeNull();
  });

  it('ends after 7 idle days, and slides while used', async () => {
    const { sessions, advance } = manager();
    const session = await sessions.create(sessionData());
    advance(SESSION_IDLE_TIMEOUT_MS - DAY);
    const loaded = await sessions.load(session.id);
    expect(loaded).not.toBeNull();
    if (loaded) await sessions.save(loaded);
    advance(SESSION_IDLE_TIMEOUT_MS - DAY);
    expect(await sessions.load(session.id)).not.toBeNull();
    advance(SESSION_IDLE_TIMEOUT_MS + 1);
    expect(await sessions.load(session.id)).toBeNull();
  });

  it('slides the idle timeout with use alone, with no save', async () => {
    const { sessions, advance } = manager();
    const session = await sessions.create(sessionData());
    for (let day = 0; day < 12; day++) {
      advance(DAY);
      expect(await sessions.load(session.id), `day ${day + 1}`).not.toBeNull();
    }
    advance(SESSION_IDLE_TIMEOUT_MS + 1);
    expect(await sessions.load(session.id)).toBeNull();
  });

  it('touches the store at most once a minute, never rewriting the record', async () => {
    const { sessions, store, advance } = manager();
    const session = await sessions.create(sessionData());
    const set = vi.spyOn(store, 'set');
    const expire = vi.spyOn(store, 'expire');
    for (let i = 0; i < 10; i++) {
      advance(5_000);
      await sessions.load(session.id);
    }
    expect(set).not.toHaveBeenCalled();
    expect(expire).not.toHaveBeenCalled();
    advance(15_000);
    await sessions.load(session.id);
    await sessions.load(session.id);
    expect(expire).toHaveBeenCalledTimes(1);
    expect(set).toHaveBeenCalledTimes(1);
    expect(set.mock.calls[0]?.[0]).toMatch(/^session-seen:/);
  });

  it('ends after 30 days however active', async () => {
    const { sessions, advance } = manager();
    const session = await sessions.create(sessionData());
    for (let elapsed = 0; elapsed < SESSION_ABSOLUTE_TIMEOUT_MS - DAY; elapsed += 5 * DAY) {
      const loaded = await sessions.load(session.id);
      expect(loaded).not.toBeNull();
      if (loaded) await sessions.save(loaded);
      advance(5 * DAY);
    }
    advance(DAY);
    expect(await sessions.load(session.id)).toBeNull();
  });

  it('destroys every session of an IdP session at back-channel logout', async () => {
    const { sessions } = manager();
    const a = await sessions.create(sessionData());
    const b = await sessions.create(sessionData());
    const other = await sessions.create({ ...sessionData(), idpSessionId: 'sid-2', subject: 's2' });
    expect(await sessions.destroyMatching({ sid: 'sid-1' })).toHaveLength(2);
    expect(await sessions.load(a.id)).toBeNull();
    expect(await sessions.load(b.id)).toBeNull();
    expect(await sessions.load(other.id)).not.toBeNull();
  });

  it('hands back what back-channel logout ended, for revocation upstream', async () => {
    const { sessions } = manager();
    await sessions.create(sessionData());
    const ended = await sessions.destroyMatching({ sub: 'sub-1' });
    expect(ended).toEqual([
      {
        tokens: expect.objectContaining({ accessToken: 'at', refreshToken: 'rt' }) as unknown,
        subject: 'sub-1',
        idpSessionId: 'sid-1',
        locale: 'en',
      },
    ]);
    expect(await sessions.destroyMatching({ sub: 'sub-1' })).toEqual([]);
  });

  it('refuses a record whose tokens are in clear, and removes it', async () => {
    const { sessions, store } = manager();
    const session = await sessions.create(sessionData());
    const stored = await store.get<Record<string, unknown>>(recordKey(session.id));
    // What a record written before tokens were sealed holds.
    await store.set(recordKey(session.id), { ...stored, tokens: sessionData().tokens }, 60_000);
    expect(await sessions.load(session.id)).toBeNull();
    expect(await store.get(recordKey(session.id))).toBeNull();
    expect(await sessions.list('sub-1')).toEqual([]);
  });

  it('keeps no name or e-mail in the record: they are read from the sealed ID token', async () => {
    const { sessions, store } = manager();
    const token = idToken({ name: 'Somchai Jaidee', email: 'somchai@kado.example' });
    const session = await sessions.create({
      ...sessionData(),
      tokens: { ...sessionData().tokens, idToken: token },
    });
    const raw = JSON.stringify(await store.get(recordKey(session.id)));
    expect(raw).not.toContain('Somchai');
    expect(raw).not.toContain('somchai@');
    const loaded = await sessions.load(session.id);
    expect(loaded && sessionUser(loaded.data)).toEqual({
      name: 'Somchai Jaidee',
      email: 'somchai@kado.example',
    });
    expect(sessionUser(sessionData())).toEqual({ name: null, email: null });
  });

  it('drops the name and e-mail an older record held, at its next save', async () => {
    const { sessions, store } = manager();
    const session = await sessions.create(sessionData());
    const stored = await store.get<Record<string, unknown>>(recordKey(session.id));
    const user = { name: 'Somchai Jaidee', email: 'somchai@kado.example' };
    await store.set(recordKey(session.id), { ...stored, user }, 60_000);
    const loaded = await sessions.load(session.id);
    expect(loaded?.data).not.toHaveProperty('user');
    if (loaded) await sessions.save(loaded);
    expect(JSON.stringify(await store.get(recordKey(session.id)))).not.toContain('Somchai');
  });

  it('never brings an ended session back when a save (a token refresh) lands after the end', async () => {
    const { sessions } = manager();
    const session = await sessions.create(sessionData());
    const loaded = await sessions.load(session.id);
    await sessions.destroy(session.id);
    if (loaded) expect(await sessions.save(loaded)).toBe(false);
    expect(await sessions.load(session.id)).toBeNull();
  });

  it('lists a subject’s sessions by opaque handle, last seen first, with device and place', async () => {
    const { sessions, advance } = manager();
    const phone = await sessions.create({
      ...sessionData(),
      device: { browser: 'Safari 17', os: 'iOS 17', type: 'mobile' },
      place: { kind: 'network', network: '203.0.113.0/24' },
    });
    advance(120_000);
    const laptop = await sessions.create(sessionData());
    await sessions.create({ ...sessionData(), subject: 'someone-else' });
    const list = await sessions.list('sub-1');
    expect(list.map((entry) => entry.handle)).toEqual([
      sessions.handleOf(laptop.id),
      sessions.handleOf(phone.id),
    ]);
    expect(list[1]).toMatchObject({
      device: { browser: 'Safari 17', os: 'iOS 17', type: 'mobile' },
      place: { kind: 'network', network: '203.0.113.0/24' },
    });
    expect(list[0]).toMatchObject({
      device: { browser: null, os: null, type: null },
      place: { kind: 'unknown' },
    });
    for (const { handle } of list) {
      expect(handle).toMatch(/^[A-Za-z0-9_-]{22}$/);
      for (const secret of [phone.id, laptop.id, recordKey(phone.id), recordKey(laptop.id)]) {
        expect(secret).not.toContain(handle);
      }
    }
  });

  it('ends a session by handle only for its own subject', async () => {
    const { sessions } = manager();
    const mine = await sessions.create(sessionData());
    const theirs = await sessions.create({ ...sessionData(), subject: 'someone-else' });
    expect(await sessions.endByHandle('sub-1', sessions.handleOf(theirs.id))).toBeNull();
    expect(await sessions.load(theirs.id)).not.toBeNull();
    const ended = await sessions.endByHandle('sub-1', sessions.handleOf(mine.id));
    expect(ended?.tokens?.refreshToken).toBe('rt');
    expect(await sessions.load(mine.id)).toBeNull();
    expect(await sessions.endByHandle('sub-1', sessions.handleOf(mine.id))).toBeNull();
  });

  it('ends every other session of a subject, keeping this one', async () => {
    const { sessions } = manager();
    const here = await sessions.create(sessionData());
    const a = await sessions.create(sessionData());
    const b = await sessions.create(sessionData());
    const theirs = await sessions.create({ ...sessionData(), subject: 'someone-else' });
    expect(await sessions.endOthers('sub-1', here.id)).toHaveLength(2);
    expect(await sessions.load(a.id)).toBeNull();
    expect(await sessions.load(b.id)).toBeNull();
    expect(await sessions.load(here.id)).not.toBeNull();
    expect(await sessions.load(theirs.id)).not.toBeNull();
    expect((await sessions.list('sub-1')).map((entry) => entry.handle)).toEqual([
      sessions.handleOf(here.id),
    ]);
  });

  it('keeps the subject index tidy: an ended session leaves it', async () => {
    const { sessions, store } = manager();
    const a = await sessions.create(sessionData());
    const b = await sessions.create(sessionData());
    await sessions.destroy(a.id);
    const digest = (id: string) => createHash('sha256').update(id).digest('base64url');
    expect(await store.setMembers('session-by-sub:sub-1')).toEqual([digest(b.id)]);
    expect(await store.setMembers('session-by-sid:sid-1')).toEqual([digest(b.id)]);
  });
});
