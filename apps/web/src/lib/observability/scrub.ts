/**
 * What may leave the browser for error reporting and analytics (PRODUCT.md §8): no cookie, no box
 * or voucher code, no one-time code, no phone number, no query string or hash.
 */

/** `+65 9123 4567`, `+6591234567`, `6591234567` (8+ digits, maybe spaced or dashed). */
const PHONE = /\+?\d(?:[\s-]?\d){7,14}/g;
/** Box codes `XXXX-XXXX-XXXX-XXXX` (any case, hyphens or not) and masked ones. */
const BOX_CODE = /\b[0-9A-Z*]{4}-?[0-9A-Z*]{4}-?[0-9A-Z*]{4}-?[0-9A-Z]{4}\b/gi;
/** One-time codes and other runs of 4–7 digits standing alone (PINs). */
const SHORT_CODE = /\b\d{4,7}\b/g;
/** Share tokens and other long opaque strings. */
const TOKEN = /\b[A-Za-z0-9_-]{32,}\b/g;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

export function scrubText(text: string): string {
  return text
    .replace(UUID, ':id')
    .replace(BOX_CODE, '[code]')
    .replace(TOKEN, '[token]')
    .replace(PHONE, '[phone]')
    .replace(SHORT_CODE, '[code]');
}

/** An address as analytics may see it: the route's pattern, no query string or hash. */
export function anonymiseUrl(url: string, routePattern: string | null): string {
  const parsed = new URL(url, 'http://kado.invalid');
  const path = routePattern ?? scrubText(parsed.pathname);
  return `${parsed.origin === 'http://kado.invalid' ? '' : parsed.origin}${path}`;
}

type Json = string | number | boolean | null | undefined | Json[] | { [key: string]: Json };

/** Every string in a value, scrubbed; keys named like secrets dropped whole. */
export function scrubValue<T>(value: T): T {
  return scrubJson(value as Json) as T;
}

const SECRET_KEYS =
  /^(cookies?|set-cookie|authorization|[a-z_]*token|password|code|pin|phone|otp|secret|e-?mail)$/i;

function scrubJson(value: Json): Json {
  if (typeof value === 'string') return scrubText(value);
  if (Array.isArray(value)) return value.map(scrubJson);
  if (value && typeof value === 'object') {
    const out: Record<string, Json> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (SECRET_KEYS.test(key)) continue;
      out[key] = scrubJson(inner);
    }
    return out;
  }
  return value;
}
