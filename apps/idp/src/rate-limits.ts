/**
 * Counters for the IdP's abuse limits (sign-in failures and sign-ups per client address and per
 * e-mail): in memory for the embedded default, in Redis in production so that every IdP process
 * counts together. Fixed windows that start with the first hit.
 */
import { createHash } from 'node:crypto';

import { Redis } from 'ioredis';

export interface RateCounter {
  /** Adds one hit and answers the hits in the current window, this one included. */
  hit(key: string, windowMs: number): Promise<number>;
  /** The hits in the current window, without adding one. */
  count(key: string): Promise<number>;
  close(): Promise<void>;
}

export class MemoryRateCounter implements RateCounter {
  readonly #windows = new Map<string, { hits: number; endsAt: number }>();
  readonly #now: () => number;
  readonly #sweeper = setInterval(() => {
    const now = this.#now();
    for (const [key, window] of this.#windows) if (window.endsAt <= now) this.#windows.delete(key);
  }, 60_000).unref();

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  #live(key: string) {
    const window = this.#windows.get(key);
    return window && window.endsAt > this.#now() ? window : undefined;
  }

  hit(key: string, windowMs: number) {
    const window = this.#live(key) ?? { hits: 0, endsAt: this.#now() + windowMs };
    window.hits += 1;
    this.#windows.set(key, window);
    return Promise.resolve(window.hits);
  }

  count(key: string) {
    return Promise.resolve(this.#live(key)?.hits ?? 0);
  }

  close() {
    clearInterval(this.#sweeper);
    return Promise.resolve();
  }
}

export class RedisRateCounter implements RateCounter {
  readonly #redis: Redis;
  readonly #prefix: string;

  constructor(url: string, prefix = 'kado:idp:rate:') {
    this.#redis = new Redis(url, {
      maxRetriesPerRequest: 1,
      commandTimeout: 1000,
      connectTimeout: 1000,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    });
    this.#redis.on('error', () => undefined);
    this.#prefix = prefix;
  }

  async hit(key: string, windowMs: number) {
    const results = await this.#redis
      .multi()
      .incr(this.#prefix + key)
      .pexpire(this.#prefix + key, Math.ceil(windowMs), 'NX')
      .exec();
    return Number(results?.[0]?.[1] ?? 0);
  }

  async count(key: string) {
    return Number((await this.#redis.get(this.#prefix + key)) ?? 0);
  }

  async close() {
    await this.#redis.quit().catch(() => {
      this.#redis.disconnect();
    });
  }
}

export function createRateCounter(redisUrl: string | undefined): RateCounter {
  return redisUrl ? new RedisRateCounter(redisUrl) : new MemoryRateCounter();
}

const MINUTE = 60_000;

/** Failed sign-ins from one client address, across accounts, before every sign-in from it waits. */
export const SIGN_IN_FAILURES_PER_ADDRESS = 20;
/** Failed sign-ins naming one e-mail (known or not); accounts also lock after 5 in a row. */
export const SIGN_IN_FAILURES_PER_EMAIL = 10;
export const SIGN_IN_WINDOW_MS = 15 * MINUTE;
/** Sign-up attempts from one client address, and naming one e-mail, per hour. */
export const SIGN_UPS_PER_ADDRESS = 10;
export const SIGN_UPS_PER_EMAIL = 5;
export const SIGN_UP_WINDOW_MS = 60 * MINUTE;
/** Password-reset requests from one client address, and naming one e-mail, per hour. */
export const RESETS_PER_ADDRESS = 20;
export const RESETS_PER_EMAIL = 5;

/** E-mails are counted by digest: the counters hold no personal data. */
const emailKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

/** The limits of PRODUCT.md §1 ("limits per client address") on the IdP's account forms. */
export class AccountAbuseLimits {
  readonly #counter: RateCounter;

  constructor(counter: RateCounter) {
    this.#counter = counter;
  }

  /** True when this address or e-mail has failed too often: refuse before checking the password. */
  async signInBlocked(address: string, email: string): Promise<boolean> {
    const [byAddress, byEmail] = await Promise.all([
      this.#counter.count(`sign-in-fail:ip:${address}`),
      this.#counter.count(`sign-in-fail:email:${emailKey(email)}`),
    ]);
    return byAddress >= SIGN_IN_FAILURES_PER_ADDRESS || byEmail >= SIGN_IN_FAILURES_PER_EMAIL;
  }

  async signInFailed(address: string, email: string): Promise<void> {
    await Promise.all([
      this.#counter.hit(`sign-in-fail:ip:${address}`, SIGN_IN_WINDOW_MS),
      this.#counter.hit(`sign-in-fail:email:${emailKey(email)}`, SIGN_IN_WINDOW_MS),
    ]);
  }

  /** Counts a sign-up attempt; false when the address or the e-mail is over its limit. */
  async signUpAllowed(address: string, email: string): Promise<boolean> {
    const [byAddress, byEmail] = await Promise.all([
      this.#counter.hit(`sign-up:ip:${address}`, SIGN_UP_WINDOW_MS),
      this.#counter.hit(`sign-up:email:${emailKey(email)}`, SIGN_UP_WINDOW_MS),
    ]);
    return byAddress <= SIGN_UPS_PER_ADDRESS && byEmail <= SIGN_UPS_PER_EMAIL;
  }

  /** Counts a password-reset request; false when the address or the e-mail is over its limit. */
  async recoveryAllowed(address: string, email: string): Promise<boolean> {
    const [byAddress, byEmail] = await Promise.all([
      this.#counter.hit(`reset:ip:${address}`, SIGN_UP_WINDOW_MS),
      this.#counter.hit(`reset:email:${emailKey(email)}`, SIGN_UP_WINDOW_MS),
    ]);
    return byAddress <= RESETS_PER_ADDRESS && byEmail <= RESETS_PER_EMAIL;
  }
}
