/**
 * i18next with one lazily loaded JSON chunk per locale. i18next runs on the iso tags (en-SG, zh-HK,
 * hi-IN…) so plural rules and Intl get real language tags; Kado's codes map to them through LOCALES.
 */
import { createInstance, type BackendModule, type InitOptions, type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

import { LOCALES, localeInfo, type Locale, type LocaleCode } from '@kado/shared';

import type en from '../locales/en';
import { importWithReload } from './chunk-reload';

export type Messages = typeof en;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

/** One chunk per locale. Typed against en.json, so a locale missing a key does not compile. */
export const MESSAGE_MODULES: Record<LocaleCode, () => Promise<{ default: Messages }>> = {
  en: () => import('../locales/en'),
  ms: () => import('../locales/ms'),
  vi: () => import('../locales/vi'),
  id: () => import('../locales/id'),
  fil: () => import('../locales/fil'),
  th: () => import('../locales/th'),
  hk: () => import('../locales/hk'),
  tw: () => import('../locales/tw'),
  in: () => import('../locales/in'),
  kr: () => import('../locales/kr'),
};

export function localeByIso(iso: string): Locale | undefined {
  return LOCALES.find((locale) => locale.iso === iso);
}

export function loadMessages(code: LocaleCode): Promise<Messages> {
  return importWithReload(MESSAGE_MODULES[code]).then((module) => module.default);
}

const lazyMessages: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const locale = localeByIso(language);
    if (!locale) {
      callback(new Error(`No messages for ${language}`), false);
      return;
    }
    loadMessages(locale.code).then(
      (messages) => {
        callback(null, messages);
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  },
};

/** How every i18next instance of the app is set up, speaking `code`. */
export function i18nOptions(code: LocaleCode) {
  return {
    lng: localeInfo(code).iso,
    supportedLngs: LOCALES.map((locale) => locale.iso),
    load: 'currentOnly',
    // Every locale is complete (locales.test.ts), so no fallback chunk is ever needed.
    fallbackLng: false,
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: false },
  } satisfies InitOptions;
}

/** An i18next instance speaking `code`, its messages loaded; `<html lang>` follows every switch. */
export async function createI18n(code: LocaleCode): Promise<I18n> {
  const i18n = createInstance();
  i18n.on('languageChanged', (iso) => {
    document.documentElement.lang = iso;
  });
  await i18n.use(lazyMessages).use(initReactI18next).init(i18nOptions(code));
  return i18n;
}

/** Loads the locale's messages, then switches the active language (and so `<html lang>`). */
export async function switchLanguage(i18n: I18n, code: LocaleCode): Promise<void> {
  await i18n.changeLanguage(localeInfo(code).iso);
}

/** The active locale: its code, iso tag and native name. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return localeByIso(i18n.language) ?? localeInfo('en');
}
