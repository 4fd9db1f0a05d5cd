/**
 * The ten locales of PRODUCT.md §3 and the browser-language matching rules. `market` is the market a
 * visitor in that language shops in until a verified phone decides their account's market.
 */
import { PRODUCT_NAME } from './constants.js';

export const LOCALES = [
  {
    code: 'en',
    iso: 'en-SG',
    name: 'English (Singapore)',
    file: 'en',
    terms: '/terms/en',
    market: 'SG',
  },
  { code: 'ms', iso: 'ms-MY', name: 'Bahasa Melayu', file: 'ms', terms: '/terms/ms', market: 'MY' },
  { code: 'vi', iso: 'vi-VN', name: 'Tiếng Việt', file: 'vi', terms: '/terms/vi', market: 'VN' },
  {
    code: 'id',
    iso: 'id-ID',
    name: 'Bahasa Indonesia',
    file: 'id',
    terms: '/terms/id',
    market: 'ID',
  },
  { code: 'fil', iso: 'fil-PH', name: 'Filipino', file: 'fil', terms: '/terms/fil', market: 'PH' },
  { code: 'th', iso: 'th-TH', name: 'ไทย', file: 'th', terms: '/terms/th', market: 'TH' },
  {
    code: 'hk',
    iso: 'zh-HK',
    name: '繁體中文（香港）',
    file: 'hk',
    terms: '/terms/hk',
    market: 'HK',
  },
  {
    code: 'tw',
    iso: 'zh-TW',
    name: '繁體中文（台灣）',
    file: 'tw',
    terms: '/terms/tw',
    market: 'TW',
  },
  { code: 'in', iso: 'hi-IN', name: 'हिन्दी', file: 'in', terms: '/terms/in', market: 'IN' },
  { code: 'kr', iso: 'ko-KR', name: '한국어', file: 'kr', terms: '/terms/kr', market: 'KR' },
] as const;

export type Locale = (typeof LOCALES)[number];
export type LocaleCode = Locale['code'];
export const LOCALE_CODES: LocaleCode[] = LOCALES.map((l) => l.code);
export const DEFAULT_LOCALE: LocaleCode = 'en';
export const TEXT_DIRECTION = 'ltr';

/**
 * Words that are the same in every language Kado speaks (the product's name, abbreviations): the
 * leak crawlers (SPA and IdP) never count them as English left untranslated.
 */
export const SHARED_WORDS: ReadonlySet<string> = new Set([
  PRODUCT_NAME,
  'OK',
  'FAQ',
  'PIN',
  'QR',
  'OTP',
  'SMS',
  'Email',
  'E-mail',
]);

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as string[]).includes(value);
}

export function localeInfo(code: LocaleCode): Locale {
  // The table covers every LocaleCode, so the lookup cannot miss.
  return LOCALES.find((l) => l.code === code) as Locale;
}

/** Primary language subtag → Kado locale, for every language except Chinese. */
const BY_LANGUAGE: Record<string, LocaleCode> = {
  en: 'en',
  ms: 'ms',
  vi: 'vi',
  id: 'id',
  in: 'id', // the legacy ISO 639 tag for Indonesian, not Kado's Hindi locale
  fil: 'fil',
  tl: 'fil',
  th: 'th',
  hi: 'in',
  ko: 'kr',
};

/** Chinese (and Cantonese) regions whose Traditional script is Hong Kong's rather than Taiwan's. */
const HONG_KONG_REGIONS = new Set(['hk', 'mo']);

/**
 * Maps one BCP 47 tag to a Kado locale, or null when none fits (bare zh, zh-CN, any zh-Hans…).
 * Case-insensitive; `_` is read as `-`; extension and private-use subtags (`-u-…`, `-x-…`) are
 * ignored. For Chinese the script subtag decides before the region (PRODUCT.md §3).
 */
export function matchLanguageTag(tag: string): LocaleCode | null {
  const all = tag.trim().toLowerCase().replace(/_/g, '-').split('-');
  // A singleton (u, t, x, …) starts the extensions and private use: nothing after it is a region.
  const singleton = all.findIndex((part, index) => index > 0 && part.length === 1);
  const [language, ...rest] = singleton === -1 ? all : all.slice(0, singleton);
  if (!language || !/^[a-z]{2,8}$/.test(language)) return null;
  const extlang = rest[0] !== undefined && /^[a-z]{3}$/.test(rest[0]) ? rest[0] : undefined;
  const subtags = extlang ? rest.slice(1) : rest;
  const script = subtags.find((part) => /^[a-z]{4}$/.test(part));
  const region = subtags.find((part) => /^(?:[a-z]{2}|\d{3})$/.test(part));

  // Cantonese is written in Hong Kong's Traditional Chinese (yue, yue-HK, yue-Hant-HK, zh-yue).
  if (language === 'yue' || (language === 'zh' && extlang === 'yue')) {
    return script === 'hans' ? null : 'hk';
  }
  if (language !== 'zh') return BY_LANGUAGE[language] ?? null;
  if (script === 'hans') return null;
  if (script === 'hant') return region && HONG_KONG_REGIONS.has(region) ? 'hk' : 'tw';
  if (script !== undefined) return null;
  if (region && HONG_KONG_REGIONS.has(region)) return 'hk';
  if (region === 'tw') return 'tw';
  return null;
}

/** A q value as RFC 9110 writes it, read leniently as a decimal; anything else is invalid. */
function parseQuality(value: string): number | null {
  if (!/^(?:\d+(?:\.\d*)?|\.\d+)$/.test(value)) return null;
  const q = Number(value);
  return q >= 0 && q <= 1 ? q : null;
}

/**
 * Parses an Accept-Language header into tags, highest q first (ties keep header order). `q=0`
 * excludes a tag; an entry whose q is not a number from 0 to 1 is invalid and dropped. The
 * parameter name is case-insensitive (`Q=`).
 */
export function parseAcceptLanguage(header: string | undefined | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      let q: number | null = 1;
      for (const param of params) {
        const [name = '', value = ''] = param.split('=').map((part) => part.trim());
        if (name.toLowerCase() === 'q') q = parseQuality(value);
      }
      return { tag: tag.trim(), q, index };
    })
    .filter(
      (e): e is { tag: string; q: number; index: number } =>
        e.tag !== '' && e.tag !== '*' && e.q !== null && e.q > 0,
    )
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((e) => e.tag);
}

/** The first browser language that Kado speaks, else the default. */
export function detectLocale(browserLanguages: readonly string[]): LocaleCode {
  for (const tag of browserLanguages) {
    const match = matchLanguageTag(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

/**
 * The locale for a request: a valid KADO_LANG cookie wins; detection from the browser runs only when
 * no valid cookie exists.
 */
export function resolveLocale(cookieValue: string | undefined, acceptLanguage: string | undefined) {
  if (isLocaleCode(cookieValue)) return { locale: cookieValue, detected: false };
  return { locale: detectLocale(parseAcceptLanguage(acceptLanguage)), detected: true };
}
