/** Numbers, points and dates for a locale's iso tag (PRODUCT.md §3), with formatters cached. */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(iso: string): Intl.NumberFormat {
  let format = numberFormats.get(iso);
  if (!format) {
    format = new Intl.NumberFormat(iso, { maximumFractionDigits: 2 });
    numberFormats.set(iso, format);
  }
  return format;
}

export function formatNumber(value: number, iso: string): string {
  return numberFormat(iso).format(value);
}

/** Points are whole numbers; the plain grouped figure, e.g. "15,500" in en-SG. */
export function formatPoints(points: number, iso: string): string {
  return numberFormat(iso).format(Math.trunc(points));
}

export type DateStyle = 'medium' | 'long';

export function formatDate(value: string | Date, iso: string, style: DateStyle = 'medium'): string {
  const key = `${iso}|${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(iso, { dateStyle: style });
    dateFormats.set(key, format);
  }
  return format.format(typeof value === 'string' ? new Date(value) : value);
}
