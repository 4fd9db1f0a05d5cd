/** The business constants of PRODUCT.md §9, named once for every app. */

export const HOUR_MS = 60 * 60_000;
export const DAY_MS = 24 * HOUR_MS;
export const ENVIRONMENT_NAME = 'production';
export const PRODUCT_NAME = 'Kado';
/** A used voucher can be marked unused again for this long after it was marked. */
export const VOUCHER_UNDO_HOURS = 24;

/** Refresh at this fraction of an access token's lifetime (or 5 minutes before expiry, if sooner). */
export const TOKEN_TIMEOUT_FACTOR = 0.75;
export const TOKEN_REFRESH_BEFORE_EXPIRY_MS = 5 * 60_000;
export const TOKEN_EARLY_EXPIRY_MS = 30_000;
export const IDP_TIMEOUT_SHORT_MS = 30_000;
export const IDP_TIMEOUT_LONG_MS = 60_000;
export const REFRESH_BACKOFF_START_MS = 30_000;
export const REFRESH_BACKOFF_MAX_MS = 16 * 60_000;

export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const FETCH_MIN_DISPLAY_MS = 200;

export const LANG_COOKIE_NAME = 'KADO_LANG';
export const LANG_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export const SENTRY_TRACES_SAMPLE_RATE = 0.1;
export const SENTRY_MAX_INTERACTION_ENTRIES = 10;

/**
 * How long the BFF keeps a sign-in it started (state, PKCE verifier, where to land): its callback
 * refuses a later one, so the IdP finishes a sign-up on its own only within this time.
 */
export const LOGIN_TRANSACTION_TTL_MS = 10 * 60_000;

export const SESSION_IDLE_TIMEOUT_MS = 7 * DAY_MS;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 30 * DAY_MS;

/**
 * How old a sign-in may be for a sensitive action (deleting the account, changing the phone): the
 * BFF refuses an older one with REAUTH_REQUIRED, and the SPA's fresh sign-in asks for it as `max_age`.
 */
export const FRESH_SIGN_IN_MAX_AGE_S = 600;

/** The static header every /trpc and BFF API request carries (PRODUCT.md §7). */
export const CSRF_HEADER = 'x-kado-csrf';

/** The audience of wallet API access tokens, and the resource indicator that asks for them. */
export const WALLET_AUDIENCE = 'wallet-api';
export const WALLET_RESOURCE = 'urn:kado:wallet-api';
export const WALLET_USER_SCOPE = 'wallet';
export const WALLET_OPERATOR_SCOPE = 'wallet:operate';
/**
 * The BFF's own client-credentials token: it may send the contact tickets of signed-out visitors
 * and nothing else (no account is behind it).
 */
export const WALLET_CONTACT_SCOPE = 'wallet:contact';

export const MAX_BALANCE = 10_000_000;

/**
 * The version (effective date) of the terms of service in force. Sign-up records consent to it; an
 * account that consented to an older version is asked again at its next sign-in. Change it with the
 * documents in apps/web/src/content/terms.
 */
export const TERMS_VERSION = '2026-11-24';
export const EXPIRING_SOON_DAYS = 30;

/** The ten markets and their calling codes (PRODUCT.md §4). */
export const MARKETS = {
  MY: '+60',
  VN: '+84',
  ID: '+62',
  SG: '+65',
  PH: '+63',
  TH: '+66',
  HK: '+852',
  TW: '+886',
  IN: '+91',
  KR: '+82',
} as const;
export type MarketCode = keyof typeof MARKETS;
export const MARKET_CODES = Object.keys(MARKETS) as MarketCode[];

/**
 * Each market's IANA time zone: a day (an expiry date, a "today") is the day on the market's clock,
 * so a lot expiring at 07:00 in Singapore is on that Singapore day.
 */
export const MARKET_TIME_ZONES: Record<MarketCode, string> = {
  MY: 'Asia/Kuala_Lumpur',
  VN: 'Asia/Ho_Chi_Minh',
  ID: 'Asia/Jakarta',
  SG: 'Asia/Singapore',
  PH: 'Asia/Manila',
  TH: 'Asia/Bangkok',
  HK: 'Asia/Hong_Kong',
  TW: 'Asia/Taipei',
  IN: 'Asia/Kolkata',
  KR: 'Asia/Seoul',
};

/**
 * The last millisecond of the day `instant` falls on in a time zone: "valid to the end of its last
 * day" (PRODUCT.md §4) on the market's clock, whatever the server's own zone.
 */
export function endOfDayInZone(instant: Date, timeZone: string): Date {
  const [year, month, day] = dayInZone(instant, timeZone).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  // The next day's midnight read as if the zone were UTC, then moved by the zone's offset there.
  const nextMidnight = Date.UTC(year, month - 1, day + 1);
  return new Date(nextMidnight - zoneOffsetMs(new Date(nextMidnight), timeZone) - 1);
}

/** How far a zone's clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const wallClockAsUtc = Date.parse(`${wallClockInZone(instant, timeZone).replace(' ', 'T')}Z`);
  return wallClockAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The date and time on a zone's clock, as spreadsheets read it: YYYY-MM-DD HH:MM:SS. */
export function wallClockInZone(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function dayInZone(instant: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
