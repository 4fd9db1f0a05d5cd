/** Upcoming expiries grouped by the calendar day of the market's clock (PRODUCT.md §4). */
import { DAY_MS } from '@kado/shared';
import type { Lot } from '@kado/shared/schemas';

export const EXPIRING_SOON_DAYS = 30;

export interface ExpiryDay {
  /** YYYY-MM-DD on the market's clock. */
  readonly day: string;
  /** An instant inside that day, for formatting it. */
  readonly at: string;
  readonly points: number;
  readonly lots: number;
  readonly expiringSoon: boolean;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day an instant falls on in `timeZone`, as YYYY-MM-DD. */
export function dayIn(instant: string | Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(typeof instant === 'string' ? new Date(instant) : instant);
}

export function isExpiringSoon(expiresAt: string, now: number): boolean {
  return Date.parse(expiresAt) - now <= EXPIRING_SOON_DAYS * DAY_MS;
}

/** Live lots with points left, summed per market day, soonest first. */
export function groupUpcoming(lots: readonly Lot[], timeZone: string, now: number): ExpiryDay[] {
  const days = new Map<string, ExpiryDay>();
  for (const lot of lots) {
    if (lot.remaining <= 0 || Date.parse(lot.expiresAt) <= now) continue;
    const day = dayIn(lot.expiresAt, timeZone);
    const seen = days.get(day);
    days.set(day, {
      day,
      at: seen?.at ?? lot.expiresAt,
      points: (seen?.points ?? 0) + lot.remaining,
      lots: (seen?.lots ?? 0) + 1,
      expiringSoon: (seen?.expiringSoon ?? false) || isExpiringSoon(lot.expiresAt, now),
    });
  }
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}
