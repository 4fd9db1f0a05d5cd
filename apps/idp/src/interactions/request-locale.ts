/** The language of an IdP page: `ui_locales` when it names a Kado locale, else the browser's. */
import { detectLocale, matchLanguageTag, parseAcceptLanguage, type LocaleCode } from '@kado/shared';

/**
 * The first `ui_locales` tag Kado speaks: the language the person chose in Kado (the BFF sends its
 * KADO_LANG), or undefined when no tag names one.
 */
export function uiLocale(uiLocales: unknown): LocaleCode | undefined {
  if (typeof uiLocales !== 'string') return undefined;
  for (const tag of uiLocales.split(' ')) {
    const match = tag === '' ? null : matchLanguageTag(tag);
    if (match) return match;
  }
  return undefined;
}

/**
 * The `ui_locales` choice; without one (no parameter, or none Kado speaks), the browser's
 * Accept-Language read with the same matcher as the BFF (PRODUCT.md §3); else English.
 */
export function requestLocale(uiLocales: unknown, acceptLanguage: string | undefined): LocaleCode {
  return uiLocale(uiLocales) ?? detectLocale(parseAcceptLanguage(acceptLanguage));
}
