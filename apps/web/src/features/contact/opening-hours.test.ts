import { describe, expect, it } from 'vitest';

import { openingHours } from './opening-hours';

describe('opening hours', () => {
  it('writes a run of weekdays as a range in the reader language', () => {
    const text = openingHours(
      {
        days: ['mon', 'tue', 'wed', 'thu', 'fri'],
        opens: '09:00',
        closes: '18:00',
        timeZone: 'Asia/Singapore',
      },
      'en-SG',
    );
    expect(text.days).toBe('Mon–Fri');
    expect(text.opens).toBe('09:00');
    expect(text.zone).toMatch(/Singapore/);
  });

  it('says nothing about days when open all week, and lists scattered days', () => {
    const all = openingHours(
      {
        days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
        opens: '08:00',
        closes: '22:00',
        timeZone: 'Asia/Bangkok',
      },
      'th-TH',
    );
    expect(all.days).toBeNull();
    expect(
      openingHours(
        { days: ['sat', 'mon'], opens: '10:00', closes: '12:00', timeZone: 'Asia/Seoul' },
        'en-SG',
      ).days,
    ).toBe('Mon, Sat');
  });
});
