/**
 * The IdP's abuse limits as gates (PRODUCT.md §7): free attempts, then waits that grow, a refused
 * attempt counting nowhere, and the counters shared through Redis by every IdP process.
 */
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  Gates,
  MemoryRateCounter,
  RedisRateCounter,
  SIGN_IN_PER_ACCOUNT_AND_ADDRESS,
  SIGN_IN_PER_ACCOUNT_DAILY,
  delayAfter,
  type GatePolicy,
  type GateResult,
  type RateCounter,
} from './rate-limits.js';

const waitOf = (result: GateResult) => (result.admitted ? 0 : result.retryAfterSeconds);

describe('delays', () => {
  it('are free for the first three wrong passwords, then 1 s, 2 s, 4 s … up to a minute', () => {
    const waits = Array.from({ length: 12 }, (_, i) =>
      delayAfter(SIGN_IN_PER_ACCOUNT_AND_ADDRESS, i + 1),
    );
    expect(waits).toEqual([
      0, 0, 1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('past the daily ceiling of an account, are one fixed minute per try', () => {
    expect(delayAfter(SIGN_IN_PER_ACCOUNT_DAILY, 99)).toBe(0);
    expect(delayAfter(SIGN_IN_PER_ACCOUNT_DAILY, 100)).toBe(60_000);
    expect(delayAfter(SIGN_IN_PER_ACCOUNT_DAILY, 5000)).toBe(60_000);
  });
});

describe('gates on a clock', () => {
  let now = Date.parse('2026-03-01T00:00:00Z');
  const counter = new MemoryRateCounter(() => now);
  const gates = new Gates(counter);
  afterAll(() => counter.close());
  const policy: GatePolicy = { free: 2, windowMs: 3_600_000, firstDelayMs: 1000, maxDelayMs: 8000 };

  it('hold an attempt until the wait that grows with each one has passed', async () => {
    const key = `k-${randomUUID()}`;
    const enter = () => gates.enter([{ key, policy }]);
    expect(waitOf(await enter())).toBe(0);
    expect(waitOf(await enter())).toBe(0);
    // The second started a 1 s wait: nothing passes before it ends, however often it is tried.
    expect(waitOf(await enter())).toBe(1);
    expect(waitOf(await enter())).toBe(1);
    now += 1000;
    expect(waitOf(await enter())).toBe(0);
    expect(waitOf(await enter())).toBe(2);
    now += 2000;
    expect(waitOf(await enter())).toBe(0);
    expect(waitOf(await enter())).toBe(4);
    // Refused attempts were taken back: only the four admitted ones count.
    expect(await counter.count(key)).toBe(4);
  });

  it('a gate that refuses takes the attempt back from the gates it had passed', async () => {
    const first = `a-${randomUUID()}`;
    const second = `b-${randomUUID()}`;
    const strict: GatePolicy = { ...policy, free: 1, firstDelayMs: 60_000, maxDelayMs: 60_000 };
    expect(waitOf(await gates.enter([{ key: second, policy: strict }]))).toBe(0);
    expect(
      waitOf(
        await gates.enter([
          { key: first, policy },
          { key: second, policy: strict },
        ]),
      ),
    ).toBe(60);
    expect(await counter.count(first)).toBe(0);
  });

  it('a success forgets the slate it is told to, and takes itself back from the others', async () => {
    const pair = `p-${randomUUID()}`;
    const address = `i-${randomUUID()}`;
    const enter = () =>
      gates.enter([
        { key: pair, policy, forgetOnSuccess: true },
        { key: address, policy },
      ]);
    await enter();
    const second = await enter();
    if (!second.admitted) throw new Error('the second try should pass');
    await second.admission.succeeded();
    expect(await counter.count(pair)).toBe(0);
    expect(await counter.count(address)).toBe(1);
  });
});

describe('rate counters in Redis', () => {
  const url = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379/2';
  const prefix = `kado:test:${randomUUID()}:`;
  let a: RedisRateCounter;
  let b: RedisRateCounter;
  beforeAll(() => {
    a = new RedisRateCounter(url, prefix);
    b = new RedisRateCounter(url, prefix);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('counts hits from every IdP process together, in a window that ends', async () => {
    expect(await a.hit('k', 300)).toBe(1);
    expect(await b.hit('k', 300)).toBe(2);
    expect(await a.count('k')).toBe(2);
    await b.unhit('k');
    expect(await a.count('k')).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await b.count('k')).toBe(0);
    // A late take-back leaves nothing behind.
    await a.unhit('k');
    expect(await b.count('k')).toBe(0);
  });

  it('starts one wait for all processes, and tells the others how long it has left', async () => {
    expect(await a.hold('w', 30_000)).toBe(0);
    const left = await b.hold('w', 30_000);
    expect(left).toBeGreaterThan(20_000);
    expect(left).toBeLessThanOrEqual(30_000);
    await b.clear('w');
    expect(await b.hold('w', 30_000)).toBe(0);
  });

  it('lets exactly one of many simultaneous tries through a gate that is due to wait', async () => {
    const key = `race-${randomUUID()}`;
    const policy: GatePolicy = {
      free: 1,
      windowMs: 60_000,
      firstDelayMs: 30_000,
      maxDelayMs: 30_000,
    };
    const counters: RateCounter[] = [a, b];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        new Gates(counters[i % 2] as RateCounter).enter([{ key, policy }]),
      ),
    );
    expect(results.filter((result) => result.admitted)).toHaveLength(1);
    expect(await a.count(key)).toBe(1);
  });
});
