/**
 * i18next with lazily loaded messages, two chunks per locale: the first (the design system, the
 * shop, the error texts: what the signed-out home page shows) and the wallet's, which only the other
 * pages and a signed-in visitor need, so they stay out of the first load of `/`. i18next runs on the
 * iso tags (en-SG, zh-HK, hi-IN…) so plural rules and Intl get real language tags; Kado's codes map to
 * them through LOCALES.
 */
import { createInstance, type BackendModule, type InitOptions, type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

import { LOCALES, localeInfo, type Locale, type LocaleCode } from '@kado/shared';

import type en from '../locales/en';
import type enWallet from '../locales/en/wallet.json';
import { importWithReload } from './chunk-reload';

export type Messages = typeof en & typeof enWallet;
type FirstMessages = typeof en;
type WalletMessages = typeof enWallet;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

/** One first chunk per locale. Typed against en's, so a locale missing a key does not compile. */
export const MESSAGE_MODULES: Record<LocaleCode, () => Promise<{ default: FirstMessages }>> = {
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

/** The wallet's chunk per locale (the BFF preloads it with every page but the painted home). */
export const WALLET_MESSAGE_MODULES: Record<
  LocaleCode,
  () => Promise<{ default: WalletMessages }>
> = {
  en: () => import('../locales/en/wallet.json'),
  ms: () => import('../locales/ms/wallet.json'),
  vi: () => import('../locales/vi/wallet.json'),
  id: () => import('../locales/id/wallet.json'),
  fil: () => import('../locales/fil/wallet.json'),
  th: () => import('../locales/th/wallet.json'),
  hk: () => import('../locales/hk/wallet.json'),
  tw: () => import('../locales/tw/wallet.json'),
  in: () => import('../locales/in/wallet.json'),
  kr: () => import('../locales/kr/wallet.json'),
};

export function localeByIso(iso: string): Locale | undefined {
  return LOCALES.find((locale) => locale.iso === iso);
}

/** Every message of a locale, both chunks (`importModule`: outside a browser, a plain import). */
export async function loadMessages(
  code: LocaleCode,
  importModule: <T>(load: () => Promise<T>) => Promise<T> = importWithReload,
): Promise<Messages> {
  const [first, wallet] = await Promise.all([
    importModule(MESSAGE_MODULES[code]),
    importModule(WALLET_MESSAGE_MODULES[code]),
  ]);
  return { ...first.default, ...wallet.default };
}

/** The instances that speak the wallet's messages too: from then on, in every language they switch to. */
const withWallet = new WeakMap<I18n, Promise<void>>();

/** Reads each language's messages: the first chunk, and the wallet's once the instance asked for it. */
function lazyMessages(i18n: I18n): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language, _namespace, callback) {
      const locale = localeByIso(language);
      if (!locale) {
        callback(new Error(`No messages for ${language}`), false);
        return;
      }
      const messages = withWallet.has(i18n)
        ? loadMessages(locale.code)
        : importWithReload(MESSAGE_MODULES[locale.code]).then((module) => module.default);
      messages.then(
        (loaded) => {
          callback(null, loaded);
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)), false);
        },
      );
    },
  };
}

/**
 * Adds the wallet's messages to the active language (once; later languages load them with the
 * rest). Every page but the signed-out home awaits this before it renders.
 */
export function loadWalletMessages(i18n: I18n): Promise<void> {
  let loading = withWallet.get(i18n);
  if (!loading) {
    const locale = localeByIso(i18n.language) ?? localeInfo('en');
    loading = importWithReload(WALLET_MESSAGE_MODULES[locale.code]).then((module) => {
      i18n.addResourceBundle(locale.iso, 'translation', module.default, true, false);
    });
    withWallet.set(i18n, loading);
    loading.catch(() => withWallet.delete(i18n));
  }
  return loading;
}

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

/**
 * An i18next instance speaking `code`, its messages loaded (with `wallet: false`, the first chunk
 * only: see loadWalletMessages); `<html lang>` follows every switch.
 */
export async function createI18n(
  code: LocaleCode,
  { wallet = true }: { wallet?: boolean } = {},
): Promise<I18n> {
  const i18n = createInstance();
  i18n.on('languageChanged', (iso) => {
    document.documentElement.lang = iso;
  });
  // Both chunks in the same read as the first language: one round trip.
  if (wallet) withWallet.set(i18n, Promise.resolve());
  await i18n.use(lazyMessages(i18n)).use(initReactI18next).init(i18nOptions(code));
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
