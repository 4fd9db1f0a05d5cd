import { describe, expect, it, vi } from 'vitest';

import { SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS } from '@kado/shared';

import { SessionManager, type SessionData } from './sessions.js';
import { MemoryStore } from './store.js';

const DAY = 24 * 60 * 60_000;

function sessionData(): Omit<SessionData, 'createdAt' | 'lastSeenAt'> {
  return {
    subject: 'sub-1',
    idpSessionId: 'sid-1',
    user: { name: 'A', email: null },
    phoneVerified: false,
    market: null,
    locale: 'en',
    tokens: { accessToken: 'at', refreshToken: 'rt', idToken: 'it', issuedAt: 0, expiresAt: 1 },
    refreshBackoff: null,
  };
}

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
    expect(await sessions.destroyMatching({ sid: 'sid-1' })).toBe(2);
    expect(await sessions.load(a.id)).toBeNull();
    expect(await sessions.load(b.id)).toBeNull();
    expect(await sessions.load(other.id)).not.toBeNull();
  });
});
