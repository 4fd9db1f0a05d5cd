/**
 * Money the way each market writes it: a voucher's face value in a gift's name, a price in the UI.
 * The figure is grouped by the market's own locale (100.000 in Vietnam, 1,00,000 in India); the
 * currency sign is Intl's for that locale unless the market's price tags write it otherwise.
 */
import type { MarketCode } from './constants.js';
import type { LocaleCode } from './locales.js';

export interface MarketMoney {
  /** ISO 4217. */
  readonly currency: string;
  /** The market's own BCP 47 tag: its grouping, decimals and sign. */
  readonly iso: string;
  /** How the market writes an amount when Intl's form is not it; `{number}` is the grouped figure. */
  readonly pattern?: string;
  /** The same, for texts in one language only (Korean writes 10,000원, other texts ₩10,000). */
  readonly patterns?: Partial<Record<LocaleCode, string>>;
}

export const MARKET_MONEY: Record<MarketCode, MarketMoney> = {
  // Intl writes "$10"; beside nine other markets the S$ says which dollar, as Singapore's own
  // international price tags do.
  SG: { currency: 'SGD', iso: 'en-SG', pattern: 'S${number}' },
  // Price tags write RM50; Intl puts a space in.
  MY: { currency: 'MYR', iso: 'ms-MY', pattern: 'RM{number}' },
  VN: { currency: 'VND', iso: 'vi-VN' },
  ID: { currency: 'IDR', iso: 'id-ID' },
  PH: { currency: 'PHP', iso: 'fil-PH' },
  TH: { currency: 'THB', iso: 'th-TH' },
  HK: { currency: 'HKD', iso: 'zh-HK' },
  // Intl writes "$1,000" for zh-TW; NT$ is how Taiwan tells its dollar from others.
  TW: { currency: 'TWD', iso: 'zh-TW', pattern: 'NT${number}' },
  IN: { currency: 'INR', iso: 'hi-IN' },
  // Korean texts write the won after the figure; a text in a Latin, Thai or Devanagari script
  // cannot carry Hangul, so it takes the won sign.
  KR: { currency: 'KRW', iso: 'ko-KR', patterns: { kr: '{number}원' } },
};

const formats = new Map<string, Intl.NumberFormat>();

function format(iso: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${iso}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(iso, options);
    formats.set(key, found);
  }
  return found;
}

/**
 * `value` in the market's currency, written as the market writes it; `locale` is the language of
 * the text it goes into. Whole amounts carry no decimals (₩10,000, not ₩10,000.00).
 */
export function formatMarketMoney(value: number, market: MarketCode, locale?: LocaleCode): string {
  const money = MARKET_MONEY[market];
  const currency = format(money.iso, { style: 'currency', currency: money.currency });
  const digits = Number.isInteger(value)
    ? { minimumFractionDigits: 0, maximumFractionDigits: 0 }
    : {
        minimumFractionDigits: currency.resolvedOptions().minimumFractionDigits,
        maximumFractionDigits: currency.resolvedOptions().maximumFractionDigits,
      };
  const pattern = (locale && money.patterns?.[locale]) ?? money.pattern;
  if (pattern) return pattern.replace('{number}', format(money.iso, digits).format(value));
  return format(money.iso, { style: 'currency', currency: money.currency, ...digits }).format(
    value,
  );
}
