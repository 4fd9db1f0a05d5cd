/**
 * The writing system of each locale, to check that a text meant for a locale is written in it (an
 * operator's Thai description must not be English or Korean). Brand names stay in Latin letters,
 * so Latin letters are allowed beside any script.
 */
import type { LocaleCode } from './locales.js';

export type Script = 'Latin' | 'Thai' | 'Han' | 'Devanagari' | 'Hangul';

export const LOCALE_SCRIPTS: Record<LocaleCode, Script> = {
  en: 'Latin',
  ms: 'Latin',
  vi: 'Latin',
  id: 'Latin',
  fil: 'Latin',
  th: 'Thai',
  hk: 'Han',
  tw: 'Han',
  in: 'Devanagari',
  kr: 'Hangul',
};

const LETTERS: Record<Script, RegExp> = {
  Latin: /\p{Script=Latin}/gu,
  Thai: /\p{Script=Thai}/gu,
  Han: /\p{Script=Han}/gu,
  Devanagari: /\p{Script=Devanagari}/gu,
  Hangul: /\p{Script=Hangul}/gu,
};

/** Letters of every script (CJK ideographs count as letters). */
const ANY_LETTER = /\p{L}/gu;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * True when `text` reads as written in the locale's script: it has letters of that script, no
 * letters of another script than Latin, and (in a text longer than a name) most of its letters are
 * the locale's own. Latin-script locales need Latin letters and no other script.
 */
export function isInLocaleScript(locale: LocaleCode, text: string): boolean {
  const script = LOCALE_SCRIPTS[locale];
  const own = count(text, LETTERS[script]);
  const letters = count(text, ANY_LETTER);
  const latin = count(text, LETTERS.Latin);
  if (own === 0) return false;
  if (script === 'Latin') return own === letters;
  if (own + latin < letters) return false;
  // Names ("Kopi Lane S$10 禮券") are mostly a brand; a description must be mostly the locale's.
  return letters < 30 || own / letters >= 0.3;
}
