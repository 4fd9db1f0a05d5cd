/** Gift texts for the benchmarks: the operator API wants every locale, each in its own script. */
import { LOCALE_CODES, LOCALE_SCRIPTS, type LocaleCode, type Script } from '@kado/shared';

/** One word in each non-Latin script, so a text reads as written in its locale. */
const NATIVE_WORD: Record<Exclude<Script, 'Latin'>, string> = {
  Thai: 'ของขวัญ',
  Han: '禮物',
  Devanagari: 'उपहार',
  Hangul: '선물',
};

/** `text` in Latin-script locales, and with a native word added in the others. */
export function inEveryLocale(text: string): Record<LocaleCode, string> {
  return Object.fromEntries(
    LOCALE_CODES.map((code) => {
      const script = LOCALE_SCRIPTS[code];
      return [code, script === 'Latin' ? text : `${NATIVE_WORD[script]} ${text}`];
    }),
  ) as Record<LocaleCode, string>;
}
