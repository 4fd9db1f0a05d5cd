import { describe, expect, it } from 'vitest';

import { MARKET_CODES, MARKET_TIME_ZONES, dayInZone } from './constants.js';
import { LOCALES } from './locales.js';

describe('market time zones', () => {
  it('names a real IANA zone for every market, and every locale’s market has one', () => {
    for (const market of MARKET_CODES) {
      expect(
        () => new Intl.DateTimeFormat('en', { timeZone: MARKET_TIME_ZONES[market] }),
      ).not.toThrow();
    }
    for (const locale of LOCALES) expect(MARKET_TIME_ZONES[locale.market]).toBeTruthy();
  });

  it('puts an instant on the market’s calendar day', () => {
    // 07:00 in Singapore on 1 March is still 28 February in UTC.
    const instant = new Date('2026-02-28T23:00:00Z');
    expect(dayInZone(instant, MARKET_TIME_ZONES.SG)).toBe('2026-03-01');
    expect(dayInZone(instant, 'UTC')).toBe('2026-02-28');
    expect(dayInZone(instant, MARKET_TIME_ZONES.IN)).toBe('2026-03-01'); // 04:30 IST
    expect(dayInZone(new Date('2026-02-28T16:30:00Z'), MARKET_TIME_ZONES.VN)).toBe('2026-02-28');
    expect(dayInZone(new Date('2026-02-28T17:00:00Z'), MARKET_TIME_ZONES.VN)).toBe('2026-03-01');
  });
});
