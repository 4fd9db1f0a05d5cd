import { describe, expect, it } from 'vitest';

import type { Lot } from '@kado/shared/schemas';
import { MARKET_TIME_ZONES } from '@kado/ui';

import { dayIn, groupUpcoming } from './expiry-groups';

const NOW = Date.parse('2026-03-01T00:00:00Z');

function lot(expiresAt: string, remaining: number, id = crypto.randomUUID()): Lot {
  return {
    id,
    source: 'charge',
    amount: remaining,
    remaining,
    status: remaining > 0 ? 'active' : 'used',
    expiresAt,
    createdAt: '2026-01-01T00:00:00Z',
  };
}

describe('upcoming expiries', () => {
  it('groups by the calendar day of the market clock, not UTC', () => {
    // 20:00 UTC on 10 March is already 11 March in Singapore (UTC+8).
    expect(dayIn('2026-03-10T20:00:00Z', 'Asia/Singapore')).toBe('2026-03-11');
    const days = groupUpcoming(
      [lot('2026-03-10T20:00:00Z', 100), lot('2026-03-11T03:00:00Z', 50)],
      'Asia/Singapore',
      NOW,
    );
    expect(days).toMatchObject([{ day: '2026-03-11', points: 150, lots: 2 }]);
  });

  it("groups a lot expiring at 07:00 Singapore time on the Singapore account's day", () => {
    // 07:00 on 11 March in Singapore is still 10 March in UTC; 00:30 on 12 March in Singapore is
    // still 11 March in India: an SG account reading in Hindi sees the Singapore days.
    const lots = [lot('2026-03-10T23:00:00Z', 100), lot('2026-03-11T16:30:00Z', 40)];
    expect(
      groupUpcoming(lots, MARKET_TIME_ZONES.SG, NOW).map(({ day, points }) => [day, points]),
    ).toEqual([
      ['2026-03-11', 100],
      ['2026-03-12', 40],
    ]);
    expect(groupUpcoming(lots, MARKET_TIME_ZONES.IN, NOW).map(({ day }) => day)).toEqual([
      '2026-03-11',
    ]);
    expect(groupUpcoming(lots, 'UTC', NOW).map(({ day }) => day)).toEqual([
      '2026-03-10',
      '2026-03-11',
    ]);
  });

  it('marks a day expiring soon within 30 days and leaves later days plain', () => {
    const days = groupUpcoming(
      [lot('2026-03-20T00:00:00Z', 10), lot('2026-06-20T00:00:00Z', 20)],
      'Asia/Bangkok',
      NOW,
    );
    expect(days.map((day) => day.expiringSoon)).toEqual([true, false]);
  });

  it('leaves out used-up and already expired lots, soonest day first', () => {
    const days = groupUpcoming(
      [
        lot('2026-05-01T00:00:00Z', 5),
        lot('2026-04-01T00:00:00Z', 0),
        lot('2026-02-01T00:00:00Z', 70),
        lot('2026-04-02T00:00:00Z', 9),
      ],
      'Asia/Seoul',
      NOW,
    );
    expect(days.map((day) => day.day)).toEqual(['2026-04-02', '2026-05-01']);
  });
});
