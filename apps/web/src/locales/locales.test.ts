import { describe, expect, it } from 'vitest';

import { LOCALES, LOCALE_CODES, type LocaleCode } from '@kado/shared';
import { flattenTexts, glossaryViolations } from '@kado/shared/glossary';

import { loadMessages } from '../lib/i18n';

/** key path → message, for every leaf of a messages tree. */
const flatten = (tree: unknown) => new Map(flattenTexts(tree));

const PLURAL_KEY = /_(?:zero|one|two|few|many|other)$/;

const placeholders = (message: string) =>
  [...message.matchAll(/\{\{\s*([a-z]+)[^}]*\}\}/gi)].map((m) => m[1]).sort();

const english = flatten(await loadMessages('en'));
const others = LOCALES.map((l) => l.code).filter((code) => code !== 'en');

describe.each(others)('messages for %s', (code: LocaleCode) => {
  it('has every English key, no other key and no empty value', async () => {
    const messages = flatten(await loadMessages(code));
    expect([...messages.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of messages) expect(value.trim(), key).not.toBe('');
  });

  it('keeps the placeholders of every message', async () => {
    const messages = flatten(await loadMessages(code));
    // A plural form may show the count where English leaves it out: Filipino's "one" form also
    // serves 2, 3, 5…, so it names the number to read right for every count.
    const shown = (key: string, message: string) =>
      placeholders(message).filter((name) => !(PLURAL_KEY.test(key) && name === 'count'));
    for (const [key, value] of english) {
      expect(shown(key, messages.get(key) ?? ''), key).toEqual(shown(key, value));
    }
  });

  it.runIf(code === 'fil')('reads right for every count in Filipino', async () => {
    // Filipino's "one" covers 1, 2, 3, 5, 6, 7, 8, 10…: its two forms must be one text that reads
    // right for any count.
    const messages = flatten(await loadMessages(code));
    for (const [key, value] of messages) {
      if (key.endsWith('_one'))
        expect(value, key).toBe(messages.get(key.replace(/_one$/, '_other')));
    }
  });
});

describe('area files', () => {
  const areas = import.meta.glob<{ default: Record<string, unknown> }>('./*/*.json', {
    eager: true,
  });

  it('never define the same top-level key twice in one locale (a spread would hide one)', () => {
    const owners = new Map<string, string>();
    for (const [path, module] of Object.entries(areas)) {
      const locale = path.split('/')[1];
      for (const key of Object.keys(module.default)) {
        const id = `${locale}:${key}`;
        expect(owners.get(id), `${key} in ${path}`).toBeUndefined();
        owners.set(id, path);
      }
    }
    expect(owners.size).toBeGreaterThan(0);
  });
});

describe('the register of the Chinese locales', () => {
  // Taiwan and Hong Kong texts speak to the reader with 你 throughout; one 您 in a screen of 你
  // reads as two voices. Messages, FAQ and terms are all checked.
  const texts = {
    ...import.meta.glob<string>('./{hk,tw}/*.json', {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
    ...import.meta.glob<string>('../features/content/faq/{hk,tw}.json', {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
    ...import.meta.glob<string>('../content/terms/{hk,tw}.md', {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  };

  it('addresses the reader with 你 and never 您 in hk and tw', () => {
    expect(Object.keys(texts).length).toBe(5 * 2 + 2 + 2);
    for (const [path, text] of Object.entries(texts)) {
      const polite = text.split('\n').filter((line) => line.includes('您'));
      expect(polite, path).toEqual([]);
    }
    expect(Object.values(texts).some((text) => text.includes('你'))).toBe(true);
  });
});

const faqs = import.meta.glob<{ default: unknown }>('../features/content/faq/*.json', {
  eager: true,
});
const terms = import.meta.glob<string>('../content/terms/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every text a locale shows, each with where it is: its messages, FAQ and terms. */
const allTexts = async (code: LocaleCode) => [
  ...flattenTexts(await loadMessages(code)),
  ...flattenTexts(faqs[`../features/content/faq/${code}.json`]?.default, 'faq'),
  ...(terms[`../content/terms/${code}.md`] ?? '')
    .split('\n')
    .map((line, i) => [`terms line ${i + 1}`, line] as const),
];

describe.each(LOCALE_CODES)('the %s texts', (code: LocaleCode) => {
  it('use the glossary word for every product concept (messages, FAQ and terms)', async () => {
    const texts = await allTexts(code);
    expect(texts.length).toBeGreaterThan(500);
    expect(glossaryViolations(code, texts)).toEqual([]);
  });
});

describe('market words', () => {
  // Words another market writes for the same thing: Hong Kong and Taiwan share a script, not a
  // vocabulary, so a Taiwan word on a Hong Kong screen (or a Hong Kong one among Taiwan's) reads
  // as copied from elsewhere.
  const FOREIGN: Partial<Record<LocaleCode, readonly RegExp[]>> = {
    hk: [/重新整理/, /網路/, /帳號/, /軟體/, /簡訊/, /什麼/, /這裡/, /哪裡/, /櫃檯/],
    tw: [/網絡/, /帳戶/, /甚麼/, /這裏/, /哪裏/, /電郵/, /櫃位/, /結餘/, /軟件/],
    // Hindi writes each word one way: तारीख़ with its nukta, आम तौर पर and कार्य दिवस apart.
    in: [/तारीख(?!़)/, /आमतौर/, /कार्यदिवस/],
  };

  it.each(Object.entries(FOREIGN))('keeps the %s texts to its own words', async (code, words) => {
    const found = (await allTexts(code as LocaleCode)).flatMap(([where, text]) =>
      words.filter((word) => word.test(text)).map((word) => `${where}: ${word.source}`),
    );
    expect(found).toEqual([]);
  });
});
