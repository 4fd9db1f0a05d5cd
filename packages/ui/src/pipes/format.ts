/**
 * The pipes: numbers, points, money-like values, dates and times for a locale's iso tag
 * (PRODUCT.md §3) and a market's time zone, through Intl with the formatters cached.
 */
import { formatMarketMoney, LOCALES, type MarketCode } from '@kado/shared';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  key: string,
  create: () => T,
): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = create();
    cache.set(key, format);
  }
  return format;
}

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

export function formatNumber(value: number, iso: string): string {
  return cached(`n|${iso}`, () => new Intl.NumberFormat(iso, { maximumFractionDigits: 2 })).format(
    value,
  );
}

/** Points are whole numbers; the plain grouped figure, e.g. "15,500" in en-SG. */
export function formatPoints(points: number, iso: string): string {
  return formatNumber(Math.trunc(points), iso);
}

/**
 * An amount in a market's currency, written the way that market writes it (S$12.50, 100.000 ₫,
 * ฿200, and 10,000원 in Korean text), whatever the reader's language: the same rule as the face
 * values in gift names.
 */
export function formatMoney(value: number, market: MarketCode, iso: string): string {
  return formatMarketMoney(value, market, LOCALES.find((locale) => locale.iso === iso)?.code);
}

export type DateStyle = 'medium' | 'long';

/** A calendar date; in `timeZone` when given (the market's), else the browser's. */
export function formatDate(
  value: string | number | Date,
  iso: string,
  style: DateStyle = 'medium',
  timeZone?: string,
): string {
  return cached(
    `d|${iso}|${style}|${timeZone ?? ''}`,
    () => new Intl.DateTimeFormat(iso, { dateStyle: style, timeZone }),
  ).format(toDate(value));
}

/** A date and a time of day, e.g. "9 Mar 2026, 12:00 pm". */
export function formatDateTime(
  value: string | number | Date,
  iso: string,
  timeZone?: string,
): string {
  return cached(
    `dt|${iso}|${timeZone ?? ''}`,
    () => new Intl.DateTimeFormat(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone }),
  ).format(toDate(value));
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** How far `value` is from `now`, e.g. "3 hours ago", "in 2 days", "yesterday". */
export function formatRelative(
  value: string | number | Date,
  iso: string,
  now: Date | number = Date.now(),
): string {
  let amount = (toDate(value).getTime() - toDate(now).getTime()) / 1000;
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) {
      return cached(`r|${iso}`, () => new Intl.RelativeTimeFormat(iso, { numeric: 'auto' })).format(
        Math.round(amount),
        unit,
      );
    }
    amount /= size;
  }
  /* c8 ignore next */
  return formatDate(value, iso);
}

export interface CountdownParts {
  /** Whole milliseconds left, never negative. */
  remainingMs: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** What is left until `target` from `now`, split into days, hours, minutes and seconds. */
export function countdownParts(target: string | number | Date, now: Date | number = Date.now()) {
  const remainingMs = Math.max(0, toDate(target).getTime() - toDate(now).getTime());
  const total = Math.floor(remainingMs / 1000);
  return {
    remainingMs,
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  } satisfies CountdownParts;
}

/**
 * A count-down in words: days while more than a day is left ("3 days"), then `hh:mm:ss` in the last
 * 24 hours, with the locale's digits.
 */
export function formatCountdown(
  target: string | number | Date,
  iso: string,
  now: Date | number = Date.now(),
): string {
  const { days, hours, minutes, seconds } = countdownParts(target, now);
  if (days >= 1) {
    return cached(
      `cd|${iso}`,
      () => new Intl.NumberFormat(iso, { style: 'unit', unit: 'day', unitDisplay: 'long' }),
    ).format(days);
  }
  const two = cached(
    `2|${iso}`,
    () => new Intl.NumberFormat(iso, { minimumIntegerDigits: 2, useGrouping: false }),
  );
  return [hours, minutes, seconds].map((part) => two.format(part)).join(':');
}
