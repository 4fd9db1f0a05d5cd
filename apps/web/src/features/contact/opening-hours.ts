/** Opening hours in the reader's language: "Mon–Fri, 09:00–18:00 (Singapore Standard Time)". */
import type { ContactMethod } from '@kado/shared/schemas';

type Hours = NonNullable<ContactMethod['hours']>;
type Day = Hours['days'][number];

const WEEK: readonly Day[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** A Monday (5 Jan 2026) and the six days after it, at noon UTC. */
function weekdayName(day: Day, iso: string): string {
  const date = new Date(Date.UTC(2026, 0, 5 + WEEK.indexOf(day), 12));
  return new Intl.DateTimeFormat(iso, { weekday: 'short', timeZone: 'UTC' }).format(date);
}

function zoneName(timeZone: string, iso: string): string {
  try {
    const parts = new Intl.DateTimeFormat(iso, { timeZone, timeZoneName: 'long' }).formatToParts(
      new Date(),
    );
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

export interface HoursText {
  /** null: every day of the week. */
  days: string | null;
  opens: string;
  closes: string;
  zone: string;
}

export function openingHours(hours: Hours, iso: string): HoursText {
  const indexes = hours.days.map((day) => WEEK.indexOf(day)).sort((a, b) => a - b);
  const contiguous = indexes.every(
    (index, at) => at === 0 || index === (indexes[at - 1] ?? -2) + 1,
  );
  const names = indexes.map((index) => weekdayName(WEEK[index] ?? 'mon', iso));
  let days: string | null;
  if (indexes.length === 7) days = null;
  else if (contiguous && names.length > 2) days = `${names[0] ?? ''}–${names.at(-1) ?? ''}`;
  else days = names.join(', ');
  return { days, opens: hours.opens, closes: hours.closes, zone: zoneName(hours.timeZone, iso) };
}
