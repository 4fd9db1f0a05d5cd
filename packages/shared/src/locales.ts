/**
 * The ten locales of PRODUCT.md §3 and the browser-language matching rules. `market` is the market a
 * visitor in that language shops in until a verified phone decides their account's market.
 */
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

/** Maps one BCP 47 tag to a Kado locale, or null when none fits (bare zh, zh-CN, zh-Hans, zh-SG). */
export function matchLanguageTag(tag: string): LocaleCode | null {
  const parts = tag.trim().toLowerCase().replace(/_/g, '-').split('-');
  const [language, ...rest] = parts;
  if (!language) return null;
  if (language !== 'zh') return BY_LANGUAGE[language] ?? null;
  const script = rest.find((p) => p.length === 4);
  const region = rest.find((p) => p.length === 2 || /^\d{3}$/.test(p));
  if (region === 'hk' || region === 'mo') return 'hk';
  if (region === 'tw') return 'tw';
  if (script === 'hant' && region === undefined) return 'tw';
  return null;
}

/** Parses an Accept-Language header into tags, highest q first (ties keep header order), q=0 dropped. */
export function parseAcceptLanguage(header: string | undefined | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((e) => e.tag !== '' && e.tag !== '*' && e.q > 0)
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
