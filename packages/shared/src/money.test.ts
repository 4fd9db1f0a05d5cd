import { describe, expect, it } from 'vitest';

import { LOCALE_CODES } from './locales.js';
import { formatMarketMoney } from './money.js';
import { isInLocaleScript } from './scripts.js';

describe('formatMarketMoney', () => {
  it('writes a face value the way each market writes it', () => {
    const nbsp = '\u00a0';
    expect(formatMarketMoney(10_000, 'KR', 'kr')).toBe('10,000원');
    expect(formatMarketMoney(10_000, 'KR', 'en')).toBe('₩10,000');
    expect(formatMarketMoney(100_000, 'VN')).toBe(`100.000${nbsp}₫`);
    expect(formatMarketMoney(200, 'TH')).toBe('฿200');
    expect(formatMarketMoney(1_000, 'TH', 'th')).toBe('฿1,000');
    expect(formatMarketMoney(50_000, 'ID')).toBe(`Rp${nbsp}50.000`);
    expect(formatMarketMoney(10, 'SG')).toBe('S$10');
    expect(formatMarketMoney(50, 'MY')).toBe('RM50');
    expect(formatMarketMoney(1_000, 'PH')).toBe('₱1,000');
    expect(formatMarketMoney(50, 'HK')).toBe('HK$50');
    expect(formatMarketMoney(1_000, 'TW', 'tw')).toBe('NT$1,000');
    expect(formatMarketMoney(100_000, 'IN')).toBe('₹1,00,000');
  });

  it('keeps the decimals of an amount that has them', () => {
    expect(formatMarketMoney(1234.5, 'SG')).toBe('S$1,234.50');
    expect(formatMarketMoney(12.5, 'TH')).toBe('฿12.50');
  });

  it('fits the script of every language it goes into', () => {
    for (const locale of LOCALE_CODES) {
      const name = `Byte Garden ${formatMarketMoney(10_000, 'KR', locale)}`;
      // The only letters are the brand's and the amount's: none from another script.
      expect(isInLocaleScript('en', name) || locale === 'kr', `${locale}: ${name}`).toBe(true);
    }
  });
});
