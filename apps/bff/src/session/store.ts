/**
 * The BFF's server-side state (sessions, login transactions, logout-token replay marks, rate-limit
 * counters) behind one small interface: in memory for the embedded default, Redis in production so
 * replicas share it and a restart signs nobody out.
 */
import { randomUUID } from 'node:crypto';

import { Redis } from 'ioredis';

export interface KeyValueStore {
  get<T>(key: string): Promise<T | null>;
  /** Several values in one round trip (one MGET), each null when absent. */
  getMany(...keys: string[]): Promise<unknown[]>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  /** Reads and deletes in one step: what makes a value single-use. */
  take<T>(key: string): Promise<T | null>;
  delete(...keys: string[]): Promise<void>;
  /** Gives an existing key a new time to live (a no-op for a missing key). */
  expire(key: string, ttlMs: number): Promise<void>;
  /** Sets a value only when the key is absent; false when it existed (replay detection). */
  setIfAbsent(key: string, value: unknown, ttlMs: number): Promise<boolean>;
  /** Replaces a value only when the key exists; false when it was gone (nothing is written). */
  setIfPresent(key: string, value: unknown, ttlMs: number): Promise<boolean>;
  addToSet(key: string, member: string, ttlMs: number): Promise<void>;
  removeFromSet(key: string, ...members: string[]): Promise<void>;
  setMembers(key: string): Promise<string[]>;
  /** Counts hits in a fixed window that starts with the first hit. */
  increment(key: string, windowMs: number): Promise<number>;
  /** A lock held for at most ttlMs; null when another holder has it. */
  lock(key: string, ttlMs: number): Promise<(() => Promise<void>) | null>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

interface Entry {
  value: unknown;
  expiresAt: number;
}

export class MemoryStore implements KeyValueStore {
  readonly #entries = new Map<string, Entry>();
  readonly #sweeper = setInterval(() => {
    this.#sweep();
  }, 60_000).unref();

  #live(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  #sweep() {
    const now = Date.now();
    for (const [key, entry] of this.#entries) if (entry.expiresAt <= now) this.#entries.delete(key);
  }

  get<T>(key: string) {
    // Values are cloned in and out so callers never share mutable state with the store.
    const entry = this.#live(key);
    return Promise.resolve(entry ? (structuredClone(entry.value) as T) : null);
  }

  getMany(...keys: string[]) {
    return Promise.all(keys.map((key) => this.get<unknown>(key)));
  }

  set(key: string, value: unknown, ttlMs: number) {
    this.#entries.set(key, { value: structuredClone(value), expiresAt: Date.now() + ttlMs });
    return Promise.resolve();
  }

  take<T>(key: string) {
    // Read and delete in the same tick: two concurrent takes cannot both see the value.
    const entry = this.#live(key);
    this.#entries.delete(key);
    return Promise.resolve(entry ? (entry.value as T) : null);
  }

  delete(...keys: string[]) {
    for (const key of keys) this.#entries.delete(key);
    return Promise.resolve();
  }

  expire(key: string, ttlMs: number) {
    const entry = this.#live(key);
    if (entry) entry.expiresAt = Date.now() + ttlMs;
    return Promise.resolve();
  }

  async setIfAbsent(key: string, value: unknown, ttlMs: number) {
    if (this.#live(key)) return false;
    await this.set(key, value, ttlMs);
    return true;
  }

  async setIfPresent(key: string, value: unknown, ttlMs: number) {
    if (!this.#live(key)) return false;
    await this.set(key, value, ttlMs);
    return true;
  }

  addToSet(key: string, member: string, ttlMs: number) {
    const current = this.#live(key)?.value as string[] | undefined;
    const members = new Set(current ?? []);
    members.add(member);
    this.#entries.set(key, { value: [...members], expiresAt: Date.now() + ttlMs });
    return Promise.resolve();
  }

  removeFromSet(key: string, ...members: string[]) {
    const entry = this.#live(key);
    if (!entry) return Promise.resolve();
    const kept = (entry.value as string[]).filter((member) => !members.includes(member));
    // Like Redis, a set whose last member goes is gone.
    if (kept.length === 0) this.#entries.delete(key);
    else entry.value = kept;
    return Promise.resolve();
  }

  setMembers(key: string) {
    return Promise.resolve([...((this.#live(key)?.value as string[] | undefined) ?? [])]);
  }

  increment(key: string, windowMs: number) {
    const entry = this.#live(key);
    const count = ((entry?.value as number | undefined) ?? 0) + 1;
    this.#entries.set(key, { value: count, expiresAt: entry?.expiresAt ?? Date.now() + windowMs });
    return Promise.resolve(count);
  }

  async lock(key: string, ttlMs: number) {
    const token = randomUUID();
    if (!(await this.setIfAbsent(key, token, ttlMs))) return null;
    return async () => {
      if (this.#live(key)?.value === token) await this.delete(key);
    };
  }

  ping() {
    return Promise.resolve(true);
  }

  close() {
    clearInterval(this.#sweeper);
    this.#entries.clear();
    return Promise.resolve();
  }
}

const RELEASE_LOCK = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;

export class RedisStore implements KeyValueStore {
  readonly #redis: Redis;
  readonly #prefix: string;

  constructor(url: string, prefix = 'kado:bff:') {
    // While Redis is down, commands fail within a few seconds (a clear error, not a hang) and the
    // client keeps reconnecting in the background. Not one second: the timer also runs while this
    // process is busy, and a busy machine must not turn a healthy Redis into a session outage.
    this.#redis = new Redis(url, {
      maxRetriesPerRequest: 1,
      commandTimeout: 5000,
      connectTimeout: 5000,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    });
    this.#redis.on('error', () => undefined);
    this.#prefix = prefix;
  }

  #key(key: string) {
    return this.#prefix + key;
  }

  async get<T>(key: string) {
    const raw = await this.#redis.get(this.#key(key));
    return raw === null ? null : (JSON.parse(raw) as T);
  }

  async getMany(...keys: string[]) {
    if (keys.length === 0) return [];
    const raws = await this.#redis.mget(keys.map((k) => this.#key(k)));
    return raws.map((raw) => (raw === null ? null : (JSON.parse(raw) as unknown)));
  }

  async set(key: string, value: unknown, ttlMs: number) {
    await this.#redis.set(
      this.#key(key),
      JSON.stringify(value),
      'PX',
      Math.max(1, Math.ceil(ttlMs)),
    );
  }

  async take<T>(key: string) {
    const raw = await this.#redis.getdel(this.#key(key));
    return raw === null ? null : (JSON.parse(raw) as T);
  }

  async delete(...keys: string[]) {
    if (keys.length > 0) await this.#redis.del(...keys.map((k) => this.#key(k)));
  }

  async expire(key: string, ttlMs: number) {
    await this.#redis.pexpire(this.#key(key), Math.max(1, Math.ceil(ttlMs)));
  }

  async setIfAbsent(key: string, value: unknown, ttlMs: number) {
    const ok = await this.#redis.set(
      this.#key(key),
      JSON.stringify(value),
      'PX',
      Math.max(1, Math.ceil(ttlMs)),
      'NX',
    );
    return ok === 'OK';
  }

  async setIfPresent(key: string, value: unknown, ttlMs: number) {
    const ok = await this.#redis.set(
      this.#key(key),
      JSON.stringify(value),
      'PX',
      Math.max(1, Math.ceil(ttlMs)),
      'XX',
    );
    return ok === 'OK';
  }

  async addToSet(key: string, member: string, ttlMs: number) {
    await this.#redis
      .multi()
      .sadd(this.#key(key), member)
      .pexpire(this.#key(key), Math.ceil(ttlMs))
      .exec();
  }

  async removeFromSet(key: string, ...members: string[]) {
    if (members.length > 0) await this.#redis.srem(this.#key(key), ...members);
  }

  async setMembers(key: string) {
    return this.#redis.smembers(this.#key(key));
  }

  async increment(key: string, windowMs: number) {
    const results = await this.#redis
      .multi()
      .incr(this.#key(key))
      .pexpire(this.#key(key), Math.ceil(windowMs), 'NX')
      .exec();
    return Number(results?.[0]?.[1] ?? 0);
  }

  async lock(key: string, ttlMs: number) {
    const token = randomUUID();
    if (!(await this.setIfAbsent(key, token, ttlMs))) return null;
    return async () => {
      await this.#redis.eval(RELEASE_LOCK, 1, this.#key(key), JSON.stringify(token));
    };
  }

  async ping() {
    try {
      return (await this.#redis.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async close() {
    await this.#redis.quit().catch(() => {
      this.#redis.disconnect();
    });
  }
}

export function createStore(redisUrl: string | undefined): KeyValueStore {
  return redisUrl ? new RedisStore(redisUrl) : new MemoryStore();
}
