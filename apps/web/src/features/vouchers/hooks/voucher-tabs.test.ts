import { describe, expect, it } from 'vitest';

import { expiresSoon, mergeLists, parseTab, tabQueries } from './voucher-tabs';

const NOW = Date.parse('2026-06-01T00:00:00Z');
const day = (n: number) => new Date(NOW + n * 86_400_000).toISOString();

describe('my vouchers', () => {
  it('marks an active voucher expiring within seven days, and nothing else', () => {
    expect(expiresSoon({ status: 'active', expiresAt: day(6.9) }, NOW)).toBe(true);
    expect(expiresSoon({ status: 'active', expiresAt: day(7.1) }, NOW)).toBe(false);
    expect(expiresSoon({ status: 'active', expiresAt: day(-1) }, NOW)).toBe(false);
    expect(expiresSoon({ status: 'used', expiresAt: day(2) }, NOW)).toBe(false);
  });

  it('asks the wallet for the active tab in soonest-expiry order, the others newest first', () => {
    expect(tabQueries('active')).toEqual([{ status: 'active', sort: 'expiry' }]);
    expect(tabQueries('used')).toEqual([{ status: 'used', sort: 'newest' }]);
    expect(tabQueries('expired')).toEqual([
      { status: 'expired', sort: 'newest' },
      { status: 'refunded', sort: 'newest' },
    ]);
  });

  it('keeps the order of a single list, and merges two most recent expiry first', () => {
    const vouchers = [
      { id: 'a', expiresAt: day(30) },
      { id: 'b', expiresAt: day(2) },
      { id: 'c', expiresAt: day(10) },
    ];
    // The wallet's order stands: a later page may hold a sooner expiry, so nothing is re-sorted.
    expect(mergeLists([vouchers]).map((v) => v.id)).toEqual(['a', 'b', 'c']);
    expect(mergeLists([vouchers.slice(0, 2), vouchers.slice(2)]).map((v) => v.id)).toEqual([
      'a',
      'c',
      'b',
    ]);
  });

  it('opens the active tab for anything unknown in the address', () => {
    expect(parseTab('used')).toBe('used');
    expect(parseTab('refunded')).toBe('active');
    expect(parseTab(null)).toBe('active');
  });
});
