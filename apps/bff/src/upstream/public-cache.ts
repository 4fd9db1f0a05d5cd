/**
 * Public catalog answers, kept a few seconds. A gift list is the same for every visitor in a market
 * and locale, yet each page view asked the wallet again; now one wallet call serves every identical
 * read for CATALOG_CACHE_TTL_MS, so an operator's change shows within that time. Only answers to
 * requests that carry no access token come here (WalletClient enforces it): nothing personal can
 * be kept or served to someone else. Bounded: the oldest entry goes when a new one would exceed it.
 */
export const CATALOG_CACHE_TTL_MS = 3_000;
export const CATALOG_CACHE_MAX_ENTRIES = 1_000;

interface Entry {
  readonly expiresAt: number;
  readonly value: Promise<unknown>;
}

export class PublicCache {
  readonly #entries = new Map<string, Entry>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}) {
    this.#ttlMs = options.ttlMs ?? CATALOG_CACHE_TTL_MS;
    this.#maxEntries = options.maxEntries ?? CATALOG_CACHE_MAX_ENTRIES;
    this.#now = options.now ?? Date.now;
  }

  get size() {
    return this.#entries.size;
  }

  /**
   * The kept answer for `key`, else `load()`'s, kept from now on. Concurrent misses share one load;
   * a failed load is not kept, so the next read asks again.
   */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.#now();
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > now) return entry.value as Promise<T>;
    if (entry) this.#entries.delete(key);
    const value = load();
    const fresh = { expiresAt: now + this.#ttlMs, value };
    this.#entries.set(key, fresh);
    value.catch(() => {
      if (this.#entries.get(key) === fresh) this.#entries.delete(key);
    });
    // Maps iterate in insertion order: the first key is the oldest entry.
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
    return value;
  }

  clear() {
    this.#entries.clear();
  }
}
