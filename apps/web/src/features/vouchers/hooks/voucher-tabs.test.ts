import { describe, expect, it } from 'vitest';

import { expiresSoon, parseTab, sortForTab } from './voucher-tabs';

const NOW = Date.parse('2026-06-01T00:00:00Z');
const day = (n: number) => new Date(NOW + n * 86_400_000).toISOString();

describe('my vouchers', () => {
  it('marks an active voucher expiring within seven days, and nothing else', () => {
    expect(expiresSoon({ status: 'active', expiresAt: day(6.9) }, NOW)).toBe(true);
    expect(expiresSoon({ status: 'active', expiresAt: day(7.1) }, NOW)).toBe(false);
    expect(expiresSoon({ status: 'active', expiresAt: day(-1) }, NOW)).toBe(false);
    expect(expiresSoon({ status: 'used', expiresAt: day(2) }, NOW)).toBe(false);
  });

  it('sorts active vouchers by soonest expiry and past ones most recent first', () => {
    const vouchers = [
      { id: 'a', expiresAt: day(30) },
      { id: 'b', expiresAt: day(2) },
      { id: 'c', expiresAt: day(10) },
    ];
    expect(sortForTab(vouchers, 'active').map((v) => v.id)).toEqual(['b', 'c', 'a']);
    expect(sortForTab(vouchers, 'expired').map((v) => v.id)).toEqual(['a', 'c', 'b']);
  });

  it('opens the active tab for anything unknown in the address', () => {
    expect(parseTab('used')).toBe('used');
    expect(parseTab('refunded')).toBe('active');
    expect(parseTab(null)).toBe('active');
  });
});
