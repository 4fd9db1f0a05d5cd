import { describe, expect, it } from 'vitest';

import { LOCALES, type LocaleCode } from '@kado/shared';

import { loadMessages } from '../lib/i18n';
import en from './en.json';

type Tree = { [key: string]: string | Tree };

/** key path → message, for every leaf of a messages tree. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (message: string) =>
  [...message.matchAll(/\{\{\s*([a-z]+)[^}]*\}\}/gi)].map((m) => m[1]).sort();

const english = flatten(en);
const others = LOCALES.map((l) => l.code).filter((code) => code !== 'en');

describe.each(others)('messages for %s', (code: LocaleCode) => {
  it('has every English key, no other key and no empty value', async () => {
    const messages = flatten(await loadMessages(code));
    expect([...messages.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of messages) expect(value.trim(), key).not.toBe('');
  });

  it('keeps the placeholders of every message', async () => {
    const messages = flatten(await loadMessages(code));
    for (const [key, value] of english) {
      expect(placeholders(messages.get(key) ?? ''), key).toEqual(placeholders(value));
    }
  });

  it('is translated, not a copy of the English file', async () => {
    const messages = flatten(await loadMessages(code));
    const same = [...english].filter(([key, value]) => messages.get(key) === value).length;
    // Error codes, "FAQ" or a sample price may stay as they are; most of the text may not.
    expect(same / english.size).toBeLessThan(0.1);
  });
});
