import { describe, expect, it } from 'vitest';

import {
  countdownParts,
  formatCountdown,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPoints,
  formatRelative,
} from './format';

describe('format', () => {
  it('groups points the way each locale does', () => {
    expect(formatPoints(15500, 'en-SG')).toBe('15,500');
    expect(formatPoints(155000, 'hi-IN')).toBe('1,55,000');
    expect(formatPoints(15500, 'vi-VN')).toBe('15.500');
    expect(formatPoints(15500.9, 'en-SG')).toBe('15,500');
  });

  it('keeps up to two decimals for plain numbers', () => {
    expect(formatNumber(1234.567, 'en-SG')).toBe('1,234.57');
  });

  it('writes money the way its market does, in any language', () => {
    expect(formatMoney(12.5, 'SG', 'en-SG')).toBe('S$12.50');
    expect(formatMoney(1500, 'KR', 'ko-KR')).toBe('1,500원');
    expect(formatMoney(1500, 'KR', 'en-SG')).toBe('₩1,500');
    expect(formatMoney(100_000, 'VN', 'en-SG')).toBe('100.000\u00a0₫');
    expect(formatMoney(200, 'TH', 'zh-TW')).toBe('฿200');
  });

  it('writes dates for the locale', () => {
    const date = '2026-03-09T04:00:00.000Z';
    expect(formatDate(date, 'en-SG', 'long')).toBe('9 March 2026');
    expect(formatDate(date, 'ko-KR', 'long')).toBe('2026년 3월 9일');
    expect(formatDate(new Date(date), 'zh-TW', 'long')).toBe('2026年3月9日');
  });

  it('reads the date on the market clock', () => {
    const lateUtc = '2026-03-09T20:00:00.000Z';
    expect(formatDate(lateUtc, 'en-SG', 'long', 'Asia/Singapore')).toBe('10 March 2026');
    expect(formatDateTime(lateUtc, 'en-SG', 'Asia/Seoul')).toMatch(/10 Mar 2026.*5:00/);
  });

  it('says how long ago or how soon', () => {
    const now = new Date('2026-03-09T04:00:00.000Z');
    expect(formatRelative('2026-03-09T01:00:00.000Z', 'en-SG', now)).toBe('3 hours ago');
    expect(formatRelative('2026-03-11T04:00:00.000Z', 'en-SG', now)).toBe('in 2 days');
    expect(formatRelative('2026-03-08T04:00:00.000Z', 'en-SG', now)).toBe('yesterday');
  });

  it('counts down in days, then hh:mm:ss in the last 24 hours', () => {
    const now = new Date('2026-03-09T00:00:00.000Z');
    expect(formatCountdown('2026-03-12T01:00:00.000Z', 'en-SG', now)).toBe('3 days');
    expect(formatCountdown('2026-03-09T05:04:03.000Z', 'en-SG', now)).toBe('05:04:03');
    expect(formatCountdown('2026-03-08T00:00:00.000Z', 'en-SG', now)).toBe('00:00:00');
    expect(countdownParts('2026-03-10T00:00:01.000Z', now)).toMatchObject({ days: 1, seconds: 1 });
  });
});
