import { describe, expect, it } from 'vitest';

import { MARKET_CODES, MARKET_TIME_ZONES, dayInZone, endOfDayInZone } from './constants.js';
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

  it('ends a day at the last millisecond of the market’s calendar day, in every market', () => {
    // 10 December 00:30 in Singapore is still 9 December in UTC.
    const instant = new Date('2026-12-09T16:30:00Z');
    expect(endOfDayInZone(instant, MARKET_TIME_ZONES.SG).toISOString()).toBe(
      '2026-12-10T15:59:59.999Z',
    );
    expect(endOfDayInZone(instant, MARKET_TIME_ZONES.IN).toISOString()).toBe(
      '2026-12-09T18:29:59.999Z',
    );
    expect(endOfDayInZone(instant, 'UTC').toISOString()).toBe('2026-12-09T23:59:59.999Z');
    // A zone far from all of them, with summer time: the end of 8 March 2026 in Los Angeles (PDT).
    expect(
      endOfDayInZone(new Date('2026-03-08T20:00:00Z'), 'America/Los_Angeles').toISOString(),
    ).toBe('2026-03-09T06:59:59.999Z');
    for (const market of MARKET_CODES) {
      const zone = MARKET_TIME_ZONES[market];
      const end = endOfDayInZone(instant, zone);
      expect(dayInZone(end, zone)).toBe(dayInZone(instant, zone));
      expect(dayInZone(new Date(end.getTime() + 1), zone)).not.toBe(dayInZone(instant, zone));
    }
  });
});
