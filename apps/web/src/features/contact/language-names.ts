/**
 * The languages a support channel answers in, named in the reader's language ("อังกฤษ (สิงคโปร์)"
 * in Thai, "English (Singapore)" in English) by the browser's own locale data, and listed the way
 * that language lists things.
 */
import { localeInfo, type LocaleCode } from '@kado/shared';

export function languageNames(codes: readonly LocaleCode[], iso: string): string {
  let names: string[];
  try {
    // Short region names: "Chinese (Hong Kong)", not "Chinese (Hong Kong SAR China)".
    const display = new Intl.DisplayNames(iso, { type: 'language', style: 'short' });
    names = codes.map((code) => display.of(localeInfo(code).iso) ?? localeInfo(code).name);
  } catch {
    // A browser without DisplayNames: each language's own name (PRODUCT.md §3).
    names = codes.map((code) => localeInfo(code).name);
  }
  return new Intl.ListFormat(iso, { type: 'conjunction' }).format(names);
}
