import { describe, expect, it } from 'vitest';

import { formatDate, formatNumber, formatPoints } from './format';

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

  it('writes dates for the locale', () => {
    const date = '2026-03-09T04:00:00.000Z';
    expect(formatDate(date, 'en-SG', 'long')).toBe('9 March 2026');
    expect(formatDate(date, 'ko-KR', 'long')).toBe('2026년 3월 9일');
    expect(formatDate(new Date(date), 'zh-TW', 'long')).toBe('2026年3月9日');
  });
});
