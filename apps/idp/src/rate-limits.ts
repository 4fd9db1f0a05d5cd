/**
 * The IdP's abuse limits (PRODUCT.md §7): attempts are slowed down, never refused outright, so no
 * stranger can lock a person out. Each limit is a gate with a few free attempts, then a delay that
 * grows with every further one (1 s, 2 s, 4 s … capped at a minute) or, for the account-wide daily
 * ceilings, a fixed wait per attempt. While a gate waits, an attempt is answered 429 without
 * checking anything (a guesser spends time, not guesses).
 *
 * Counters live in a RateCounter: in memory for the embedded default, in Redis in production so
 * that every IdP process counts together. Windows are fixed and start with the first hit.
 */
import { createHash } from 'node:crypto';

import { Redis } from 'ioredis';

export interface RateCounter {
  /** Adds one hit and answers the hits in the current window, this one included. */
  hit(key: string, windowMs: number): Promise<number>;
  /** The hits in the current window, without adding one. */
  count(key: string): Promise<number>;
  /** Takes one hit back (an attempt that turned out not to count); nothing when the window ended. */
  unhit(key: string): Promise<void>;
  /**
   * Starts a wait of `ms` under `key` unless one is running: 0 when this call started it, else the
   * milliseconds left of the running one. Atomic, so of concurrent callers exactly one starts it.
   */
  hold(key: string, ms: number): Promise<number>;
  /** Forgets these keys (counts and waits). */
  clear(...keys: string[]): Promise<void>;
  close(): Promise<void>;
}

export class MemoryRateCounter implements RateCounter {
  readonly #entries = new Map<string, { hits: number; endsAt: number }>();
  readonly #now: () => number;
  readonly #sweeper = setInterval(() => {
    const now = this.#now();
    for (const [key, entry] of this.#entries) if (entry.endsAt <= now) this.#entries.delete(key);
  }, 60_000).unref();

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  #live(key: string) {
    const entry = this.#entries.get(key);
    return entry && entry.endsAt > this.#now() ? entry : undefined;
  }

  hit(key: string, windowMs: number) {
    const entry = this.#live(key) ?? { hits: 0, endsAt: this.#now() + windowMs };
    entry.hits += 1;
    this.#entries.set(key, entry);
    return Promise.resolve(entry.hits);
  }

  count(key: string) {
    return Promise.resolve(this.#live(key)?.hits ?? 0);
  }

  unhit(key: string) {
    const entry = this.#live(key);
    if (entry && entry.hits > 0) entry.hits -= 1;
    return Promise.resolve();
  }

  hold(key: string, ms: number) {
    const running = this.#live(key);
    if (running) return Promise.resolve(Math.max(1, running.endsAt - this.#now()));
    this.#entries.set(key, { hits: 1, endsAt: this.#now() + ms });
    return Promise.resolve(0);
  }

  clear(...keys: string[]) {
    for (const key of keys) this.#entries.delete(key);
    return Promise.resolve();
  }

  close() {
    clearInterval(this.#sweeper);
    return Promise.resolve();
  }
}

/** DECR only while the window lives: a late take-back must not leave a key without expiry. */
const UNHIT_SCRIPT = `if redis.call('pttl', KEYS[1]) > 0 and tonumber(redis.call('get', KEYS[1]) or '0') > 0 then
  return redis.call('decr', KEYS[1])
end
return 0`;

/** SET NX PX, else the time left: one round trip, so two processes never both start a wait. */
const HOLD_SCRIPT = `if redis.call('set', KEYS[1], '1', 'PX', ARGV[1], 'NX') then return 0 end
local left = redis.call('pttl', KEYS[1])
if left > 0 then return left end
redis.call('set', KEYS[1], '1', 'PX', ARGV[1])
return 0`;

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

  async unhit(key: string) {
    await this.#redis.eval(UNHIT_SCRIPT, 1, this.#prefix + key);
  }

  async hold(key: string, ms: number) {
    return Number(await this.#redis.eval(HOLD_SCRIPT, 1, this.#prefix + key, Math.ceil(ms)));
  }

  async clear(...keys: string[]) {
    if (keys.length > 0) await this.#redis.del(...keys.map((key) => this.#prefix + key));
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

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How one gate slows attempts: `free` attempts in a window go through at once; from then on each
 * attempt starts a wait before the next one, `firstDelayMs` doubling up to `maxDelayMs` (equal for
 * a fixed wait).
 */
export interface GatePolicy {
  readonly free: number;
  readonly windowMs: number;
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
}

/** The wait that attempt number `n` (1-based) of a window starts before the next one may come. */
export function delayAfter(policy: GatePolicy, n: number): number {
  if (n < policy.free) return 0;
  return Math.min(policy.firstDelayMs * 2 ** Math.min(n - policy.free, 30), policy.maxDelayMs);
}

const growing = (free: number, windowMs: number): GatePolicy => ({
  free,
  windowMs,
  firstDelayMs: SECOND,
  maxDelayMs: MINUTE,
});

const fixed = (free: number, windowMs: number, delayMs: number): GatePolicy => ({
  free,
  windowMs,
  firstDelayMs: delayMs,
  maxDelayMs: delayMs,
});

/**
 * Wrong passwords for one e-mail from one client address (or from one known device): three free,
 * then 1 s, 2 s, 4 s … up to a minute before each next try. A right password starts afresh.
 */
export const SIGN_IN_PER_ACCOUNT_AND_ADDRESS = growing(3, DAY);
/**
 * Wrong passwords from one client address across accounts (one address trying many accounts).
 * Generous: behind a carrier NAT many people share it, and the owner's own device skips it.
 */
export const SIGN_IN_PER_ADDRESS = growing(10, HOUR);
/**
 * Wrong passwords for one account from every unknown device together, per day: past the ceiling,
 * unknown devices get one try a minute between them all; the owner's device is not counted here.
 */
export const SIGN_IN_PER_ACCOUNT_DAILY = fixed(100, DAY, MINUTE);
/** Sign-ups naming one e-mail from one address, and from one address in all. */
export const SIGN_UP_PER_EMAIL_AND_ADDRESS = growing(3, HOUR);
export const SIGN_UP_PER_ADDRESS = growing(10, HOUR);
/** Sign-ups naming one e-mail from anywhere (each one e-mails its owner): 5 a day, then 10 min. */
export const SIGN_UP_PER_EMAIL_DAILY = fixed(5, DAY, 10 * MINUTE);
/** Reset-link requests: per e-mail and address, per address, per e-mail a day (each sends mail). */
export const FORGOT_PER_EMAIL_AND_ADDRESS = growing(3, HOUR);
export const FORGOT_PER_ADDRESS = growing(20, HOUR);
export const FORGOT_PER_EMAIL_DAILY = fixed(5, DAY, 10 * MINUTE);
/** Reset forms posted with a link that does not work, per address (guessing links). */
export const RESET_FAILURES_PER_ADDRESS = growing(10, HOUR);
/** Language changes with a token that does not work, per address (guessing tokens). */
export const LOCALE_TOKEN_FAILURES_PER_ADDRESS = growing(10, HOUR);
/** Language changes of one account: a person switches now and then, not dozens of times an hour. */
export const LOCALE_CHANGES_PER_ACCOUNT = growing(30, HOUR);

/** E-mails are counted by digest: the counters hold no personal data. */
export const emailDigest = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

/** One gate of an attempt; `forgetOnSuccess`: a success wipes its count and wait, not only itself. */
export interface Gate {
  readonly key: string;
  readonly policy: GatePolicy;
  readonly forgetOnSuccess?: boolean;
}

interface Entry extends Gate {
  /** The wait this attempt started, if any: given back when the attempt is called off. */
  readonly held: boolean;
}

/** One attempt that every gate let through; say how it ended. */
export interface Admission {
  /** The attempt was a success (a right password, a working link): it does not count. */
  succeeded(): Promise<void>;
}

export type GateResult =
  | { readonly admitted: true; readonly admission: Admission }
  | {
      readonly admitted: false;
      /** Whole seconds until this client may try again (at least 1). */
      readonly retryAfterSeconds: number;
    };

/** Passes an attempt through gates, each counted under its own key. */
export class Gates {
  readonly #counter: RateCounter;

  constructor(counter: RateCounter) {
    this.#counter = counter;
  }

  /**
   * Counts the attempt in every gate, in order. Past a gate's free attempts, the attempt must start
   * that gate's wait; when a wait is running it is refused, and the gates it had passed take it
   * back, so a refused attempt costs nothing and counts nowhere.
   */
  async enter(gates: readonly Gate[]): Promise<GateResult> {
    const entered: Entry[] = [];
    for (const { key, policy, forgetOnSuccess } of gates) {
      const n = await this.#counter.hit(key, policy.windowMs);
      const delay = delayAfter(policy, n);
      const left = delay > 0 ? await this.#counter.hold(`${key}:wait`, delay) : 0;
      if (left > 0) {
        await Promise.all([this.#counter.unhit(key), this.#callOff(entered)]);
        return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(left / SECOND)) };
      }
      entered.push({ key, policy, forgetOnSuccess, held: delay > 0 });
    }
    return {
      admitted: true,
      admission: {
        succeeded: async () => {
          await Promise.all(
            entered.map((entry) =>
              entry.forgetOnSuccess
                ? this.#counter.clear(entry.key, `${entry.key}:wait`)
                : this.#counter.unhit(entry.key),
            ),
          );
        },
      },
    };
  }

  async #callOff(entered: readonly Entry[]) {
    await Promise.all(
      entered.map(async (entry) => {
        await this.#counter.unhit(entry.key);
        if (entry.held) await this.#counter.clear(`${entry.key}:wait`);
      }),
    );
  }
}

/**
 * The gates of one account form: the owner's device counted on its own (`form:device:`), else this
 * account from this address (`form:pair:`), the address across accounts (`form:ip:`) and the
 * account from anywhere per day (`form:<daily>:`).
 */
function formGates(
  form: string,
  daily: string,
  account: string,
  address: string,
  device: string | undefined,
  policies: {
    readonly pair: GatePolicy;
    readonly address: GatePolicy;
    readonly daily: GatePolicy;
    readonly forgetPairOnSuccess?: boolean;
  },
): Gate[] {
  const forgetOnSuccess = policies.forgetPairOnSuccess ?? false;
  if (device) {
    return [{ key: `${form}:device:${account}:${device}`, policy: policies.pair, forgetOnSuccess }];
  }
  return [
    { key: `${form}:pair:${account}:${address}`, policy: policies.pair, forgetOnSuccess },
    { key: `${form}:ip:${address}`, policy: policies.address },
    { key: `${form}:${daily}:${account}`, policy: policies.daily },
  ];
}

/**
 * The limits on the IdP's account forms. `device` is the owner's own browser, recognised by its
 * signed cookie (device-cookies.ts): it is counted on its own and skips the limits that strangers
 * elsewhere could fill (per address, per account per day).
 */
export class AccountAbuseLimits {
  readonly #gates: Gates;

  constructor(counter: RateCounter) {
    this.#gates = new Gates(counter);
  }

  /**
   * Before a password is checked. On success call `admission.succeeded()`; a wrong password needs
   * nothing more (it was counted on the way in).
   */
  async signIn(address: string, email: string, device?: string): Promise<GateResult> {
    return this.#gates.enter(
      formGates('sign-in', 'account', emailDigest(email), address, device, {
        pair: SIGN_IN_PER_ACCOUNT_AND_ADDRESS,
        address: SIGN_IN_PER_ADDRESS,
        daily: SIGN_IN_PER_ACCOUNT_DAILY,
        // A right password wipes the slate of this address (or device) for this account only.
        forgetPairOnSuccess: true,
      }),
    );
  }

  /** Every sign-up counts, whatever its outcome: each may e-mail the address's owner. */
  async signUp(address: string, email: string): Promise<GateResult> {
    return this.#gates.enter(
      formGates('sign-up', 'email', emailDigest(email), address, undefined, {
        pair: SIGN_UP_PER_EMAIL_AND_ADDRESS,
        address: SIGN_UP_PER_ADDRESS,
        daily: SIGN_UP_PER_EMAIL_DAILY,
      }),
    );
  }

  /** Every reset-link request counts; the owner's device skips the per-address and daily gates. */
  async forgot(address: string, email: string, device?: string): Promise<GateResult> {
    return this.#gates.enter(
      formGates('forgot', 'email', emailDigest(email), address, device, {
        pair: FORGOT_PER_EMAIL_AND_ADDRESS,
        address: FORGOT_PER_ADDRESS,
        daily: FORGOT_PER_EMAIL_DAILY,
      }),
    );
  }

  /** A reset form; a working link is `succeeded()` and does not count. */
  async resetPassword(address: string): Promise<GateResult> {
    return this.#gates.enter([{ key: `reset:ip:${address}`, policy: RESET_FAILURES_PER_ADDRESS }]);
  }

  /** A language change from the BFF; a working token is `succeeded()` and does not count. */
  async localeTokens(address: string): Promise<GateResult> {
    return this.#gates.enter([
      { key: `locale:ip:${address}`, policy: LOCALE_TOKEN_FAILURES_PER_ADDRESS },
    ]);
  }

  /** Every language change of one account counts. */
  async localeChange(accountId: string): Promise<GateResult> {
    return this.#gates.enter([
      { key: `locale:account:${accountId}`, policy: LOCALE_CHANGES_PER_ACCOUNT },
    ]);
  }
}
