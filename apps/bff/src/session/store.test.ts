import { randomUUID } from 'node:crypto';

import { afterEach, describe, expect, it } from 'vitest';

import { MemoryStore, RedisStore, type KeyValueStore } from './store.js';

const REDIS_URL = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379/2';

const stores: Record<string, () => KeyValueStore> = {
  memory: () => new MemoryStore(),
  redis: () => new RedisStore(REDIS_URL, `kado:test:${randomUUID()}:`),
};

describe.each(Object.keys(stores))('%s store', (kind) => {
  let store: KeyValueStore;
  afterEach(async () => {
    await store.close();
  });
  const open = () => (store = (stores[kind] as () => KeyValueStore)());

  it('keeps values until their ttl', async () => {
    open();
    await store.set('a', { n: 1 }, 60_000);
    await store.set('b', 'short', 30);
    expect(await store.get('a')).toEqual({ n: 1 });
    await new Promise((r) => setTimeout(r, 60));
    expect(await store.get('b')).toBeNull();
  });

  it('reads several values in one call, null for each missing one', async () => {
    open();
    await store.set('a', { n: 1 }, 60_000);
    await store.set('c', 3, 60_000);
    expect(await store.getMany('a', 'b', 'c')).toEqual([{ n: 1 }, null, 3]);
  });

  it('gives a key a new time to live without rewriting it', async () => {
    open();
    await store.set('s', { n: 1 }, 40);
    await store.expire('s', 60_000);
    await store.expire('missing', 60_000);
    await new Promise((r) => setTimeout(r, 60));
    expect(await store.get('s')).toEqual({ n: 1 });
    expect(await store.get('missing')).toBeNull();
  });

  it('hands a taken value out once', async () => {
    open();
    await store.set('tx', { state: 's' }, 60_000);
    const [first, second] = await Promise.all([store.take('tx'), store.take('tx')]);
    expect([first, second].filter(Boolean)).toEqual([{ state: 's' }]);
  });

  it('sets a value only when absent', async () => {
    open();
    expect(await store.setIfAbsent('jti', 1, 60_000)).toBe(true);
    expect(await store.setIfAbsent('jti', 1, 60_000)).toBe(false);
  });

  it('replaces a value only while it exists', async () => {
    open();
    expect(await store.setIfPresent('gone', 1, 60_000)).toBe(false);
    expect(await store.get('gone')).toBeNull();
    await store.set('here', 1, 60_000);
    expect(await store.setIfPresent('here', 2, 60_000)).toBe(true);
    expect(await store.get('here')).toBe(2);
  });

  it('counts hits in a window', async () => {
    open();
    expect(await store.increment('rate', 60_000)).toBe(1);
    expect(await store.increment('rate', 60_000)).toBe(2);
  });

  it('grants a lock to one holder at a time', async () => {
    open();
    const release = await store.lock('lock', 60_000);
    expect(release).not.toBeNull();
    expect(await store.lock('lock', 60_000)).toBeNull();
    await release?.();
    expect(await store.lock('lock', 60_000)).not.toBeNull();
  });

  it('keeps set members', async () => {
    open();
    await store.addToSet('s', 'x', 60_000);
    await store.addToSet('s', 'y', 60_000);
    await store.addToSet('s', 'x', 60_000);
    expect((await store.setMembers('s')).sort()).toEqual(['x', 'y']);
    expect(await store.ping()).toBe(true);
  });

  it('removes set members, and the set with its last one', async () => {
    open();
    await store.addToSet('s', 'x', 60_000);
    await store.addToSet('s', 'y', 60_000);
    await store.removeFromSet('s', 'x', 'absent');
    expect(await store.setMembers('s')).toEqual(['y']);
    await store.removeFromSet('s', 'y');
    expect(await store.setMembers('s')).toEqual([]);
    await store.removeFromSet('missing', 'x');
  });
});

describe('redis store while Redis is unreachable', () => {
  it('fails fast instead of hanging', async () => {
    const store = new RedisStore('redis://127.0.0.1:1');
    const started = Date.now();
    await expect(store.get('x')).rejects.toThrow();
    expect(await store.ping()).toBe(false);
    expect(Date.now() - started).toBeLessThan(5000);
    await store.close();
  });
});
