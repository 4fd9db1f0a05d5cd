/** The language of an IdP page: `ui_locales` when it names a Kado locale, else the browser's. */
import { detectLocale, matchLanguageTag, parseAcceptLanguage, type LocaleCode } from '@kado/shared';

/**
 * The first `ui_locales` tag Kado speaks; without one (no parameter, or none Kado speaks), the
 * browser's Accept-Language read with the same matcher as the BFF (PRODUCT.md §3); else English.
 */
export function requestLocale(uiLocales: unknown, acceptLanguage: string | undefined): LocaleCode {
  if (typeof uiLocales === 'string') {
    for (const tag of uiLocales.split(' ')) {
      const match = tag === '' ? null : matchLanguageTag(tag);
      if (match) return match;
    }
  }
  return detectLocale(parseAcceptLanguage(acceptLanguage));
}
