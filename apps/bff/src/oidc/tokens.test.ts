import { describe, expect, it } from 'vitest';

import { backoffDelay, isExpired, refreshDueAt } from './tokens.js';

const MIN = 60_000;
const tokens = (lifetimeMs: number) => ({
  accessToken: 'a',
  refreshToken: 'r',
  idToken: 'i',
  issuedAt: 0,
  expiresAt: lifetimeMs,
});

describe('refresh timing', () => {
  it('refreshes 5 minutes before expiry when that comes before 0.75 of the lifetime', () => {
    expect(refreshDueAt(tokens(15 * MIN))).toBe(10 * MIN);
    expect(refreshDueAt(tokens(12 * MIN))).toBe(7 * MIN);
  });

  it('refreshes tokens of 10 minutes or less at 0.75 only, never at once', () => {
    expect(refreshDueAt(tokens(10 * MIN))).toBe(7.5 * MIN);
    expect(refreshDueAt(tokens(8 * MIN))).toBe(6 * MIN);
    expect(refreshDueAt(tokens(5 * MIN))).toBe(3.75 * MIN);
    expect(refreshDueAt(tokens(4 * MIN))).toBe(3 * MIN);
    expect(refreshDueAt(tokens(MIN))).toBe(0.75 * MIN);
  });

  it('refreshes at 0.75 of the lifetime when that comes first', () => {
    expect(refreshDueAt(tokens(60 * MIN))).toBe(45 * MIN);
    expect(refreshDueAt(tokens(30 * MIN))).toBe(22.5 * MIN);
  });

  it('treats a token as expired 30 s early', () => {
    expect(isExpired(tokens(10 * MIN), 10 * MIN - 31_000)).toBe(false);
    expect(isExpired(tokens(10 * MIN), 10 * MIN - 30_000)).toBe(true);
  });

  it('backs off from 30 s doubling to 16 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(backoffDelay)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 960_000, 960_000,
    ]);
  });
});
