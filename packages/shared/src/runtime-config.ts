/**
 * The runtime config the BFF serves inside `<script type="application/json" id="kado-config">`
 * (never executed, so CSP-safe); the SPA reads it before it starts.
 *
 * Checked by hand rather than with zod: it is the one shape the first load of `/` must read, and
 * zod's core alone would add about 15 KB (gzip) to that load. The BFF builds it from settings it has
 * already validated with zod; this check keeps a misconfigured or truncated page from starting the
 * SPA on bad values, with the same text rule as every zod string (`isStorableText`).
 */
import { MARKET_CODES, type MarketCode } from './constants.js';
import { LOCALE_CODES, type LocaleCode } from './locales.js';
import type { SessionView } from './schemas/bff.js';
import { isStorableText } from './storable-text.js';

export interface RuntimeConfig {
  readonly environment: string;
  /** Base of the tRPC API; overridable per deployment. */
  readonly apiBaseUrl: string;
  readonly locale: LocaleCode;
  readonly sentryDsn: string | null;
  readonly sentryTracesSampleRate: number;
  readonly gtmId: string | null;
  readonly imageCdnUrl: string;
  readonly giftBoxSiteUrl: string | null;
  /** Set when the BFF answered the HTML request with an error status (404, 500). */
  readonly initialError: { readonly status: number; readonly message: string } | null;
  /**
   * What `session.me` answered for the page's own request, so the first navigation's guard and
   * header need no round trip. Absent when the BFF could not read the session.
   */
  readonly session?: SessionView;
}

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string =>
  typeof value === 'string' && isStorableText(value);
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);
const isLocale = (value: unknown): value is LocaleCode =>
  (LOCALE_CODES as readonly unknown[]).includes(value);

function readInitialError(value: unknown): RuntimeConfig['initialError'] | undefined {
  if (value === null) return null;
  if (!isRecord(value) || !Number.isInteger(value.status) || !isText(value.message))
    return undefined;
  return { status: value.status as number, message: value.message };
}

function readSession(value: unknown): SessionView | null | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value) || !isLocale(value.locale)) return null;
  const { locale, phoneVerified, market, user, accountTag } = value;
  if (value.signedIn === false) return { signedIn: false, locale };
  if (
    value.signedIn !== true ||
    typeof phoneVerified !== 'boolean' ||
    !(market === null || (MARKET_CODES as readonly unknown[]).includes(market)) ||
    !isRecord(user) ||
    !isTextOrNull(user.name) ||
    !isTextOrNull(user.email) ||
    !isText(accountTag)
  ) {
    return null;
  }
  return {
    signedIn: true,
    locale,
    phoneVerified,
    market: market as MarketCode | null,
    user: { name: user.name, email: user.email },
    accountTag,
  };
}

/** The config when `value` has its shape (unknown keys dropped), else null. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig | null {
  if (!isRecord(value)) return null;
  const { environment, apiBaseUrl, locale, sentryDsn, gtmId, imageCdnUrl, giftBoxSiteUrl } = value;
  const rate = value.sentryTracesSampleRate;
  const initialError = readInitialError(value.initialError);
  const session = readSession(value.session);
  if (
    !isText(environment) ||
    !isText(apiBaseUrl) ||
    !isLocale(locale) ||
    !isTextOrNull(sentryDsn) ||
    typeof rate !== 'number' ||
    !(rate >= 0 && rate <= 1) ||
    !isTextOrNull(gtmId) ||
    !isText(imageCdnUrl) ||
    !isTextOrNull(giftBoxSiteUrl) ||
    initialError === undefined ||
    session === null
  ) {
    return null;
  }
  return {
    environment,
    apiBaseUrl,
    locale,
    sentryDsn,
    sentryTracesSampleRate: rate,
    gtmId,
    imageCdnUrl,
    giftBoxSiteUrl,
    initialError,
    ...(session && { session }),
  };
}
