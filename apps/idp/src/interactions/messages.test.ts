import { LOCALE_CODES } from '@kado/shared';
import { flattenTexts, glossaryViolations } from '@kado/shared/glossary';
import { describe, expect, test } from 'vitest';

import { TERMS_MESSAGES } from './consent.js';
import { MESSAGES } from './messages.js';
import { requestLocale } from './request-locale.js';

describe('IdP messages', () => {
  const keys = Object.keys(MESSAGES.en).sort();

  test.each(LOCALE_CODES)('%s has every message, none empty', (locale) => {
    const messages = MESSAGES[locale];
    expect(Object.keys(messages).sort()).toEqual(keys);
    for (const key of keys) expect(messages[key as keyof typeof messages].trim()).not.toBe('');
  });

  test.each(['hk', 'tw'])('%s addresses the reader with 你, never 您', (locale) => {
    const messages = MESSAGES[locale as 'hk' | 'tw'];
    const texts = keys.map((key) => messages[key as keyof typeof messages]);
    expect(texts.filter((text) => text.includes('您'))).toEqual([]);
    expect(texts.some((text) => text.includes('你'))).toBe(true);
  });

  test.each(LOCALE_CODES)('%s quotes with typographic quotes, never a straight "', (locale) => {
    const texts = flattenTexts({ messages: MESSAGES[locale], terms: TERMS_MESSAGES[locale] });
    expect(texts.filter(([, text]) => text.includes('"'))).toEqual([]);
  });

  test.each(LOCALE_CODES)('%s uses its glossary word for every product concept', (locale) => {
    const texts = flattenTexts({ messages: MESSAGES[locale], terms: TERMS_MESSAGES[locale] });
    expect(glossaryViolations(locale, texts)).toEqual([]);
  });

  test('every locale but English is actually translated', () => {
    for (const locale of LOCALE_CODES.filter((code) => code !== 'en')) {
      expect(MESSAGES[locale].signInIntro).not.toBe(MESSAGES.en.signInIntro);
    }
  });

  test.each([
    ['th-TH', 'th'],
    ['zh-CN zh-HK en', 'hk'],
    ['zh-Hant', 'tw'],
    ['in', 'id'],
    ['hi-IN', 'in'],
    ['ko', 'kr'],
    ['de-DE fr', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('ui_locales %j shows %s', (uiLocales, locale) => {
    expect(requestLocale(uiLocales, undefined)).toBe(locale);
  });

  test('without a ui_locales Kado speaks, the browser languages decide', () => {
    expect(requestLocale(undefined, 'th-TH,th;q=0.9,en;q=0.5')).toBe('th');
    expect(requestLocale('de-DE', 'ko-KR')).toBe('kr');
    expect(requestLocale('vi-VN', 'ko-KR')).toBe('vi');
  });
});
