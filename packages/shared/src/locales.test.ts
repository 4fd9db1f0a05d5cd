import { describe, expect, it } from 'vitest';

import { detectLocale, matchLanguageTag, parseAcceptLanguage, resolveLocale } from './locales.js';

describe('matchLanguageTag', () => {
  it.each([
    ['zh-HK', 'hk'],
    ['zh-MO', 'hk'],
    ['zh-Hant-HK', 'hk'],
    ['zh-TW', 'tw'],
    ['zh-Hant', 'tw'],
    ['zh-Hant-TW', 'tw'],
    ['ko-KR', 'kr'],
    ['ko', 'kr'],
    ['hi', 'in'],
    ['hi-IN', 'in'],
    ['id', 'id'],
    ['id-ID', 'id'],
    ['in', 'id'],
    ['ms-MY', 'ms'],
    ['vi', 'vi'],
    ['th-TH', 'th'],
    ['fil', 'fil'],
    ['fil-PH', 'fil'],
    ['tl', 'fil'],
    ['en-US', 'en'],
    ['EN_gb', 'en'],
  ])('maps %s to %s', (tag, locale) => {
    expect(matchLanguageTag(tag)).toBe(locale);
  });

  it.each(['zh', 'zh-CN', 'zh-Hans', 'zh-SG', 'zh-Hans-CN', 'ja-JP', 'fr', '', 'x'])(
    'matches nothing for %j',
    (tag) => {
      expect(matchLanguageTag(tag)).toBeNull();
    },
  );
});

describe('parseAcceptLanguage', () => {
  it('orders tags by q, keeps header order on ties and drops q=0 and *', () => {
    expect(parseAcceptLanguage('fr;q=0.9, th;q=0.5, ko-KR, *;q=0.1, ja;q=0, vi;q=0.9')).toEqual([
      'ko-KR',
      'fr',
      'vi',
      'th',
    ]);
  });

  it('treats a malformed q as zero', () => {
    expect(parseAcceptLanguage('th;q=abc, vi')).toEqual(['vi']);
  });
});

describe('detectLocale', () => {
  it('takes the first language Kado speaks, in q order', () => {
    expect(detectLocale(parseAcceptLanguage('zh-CN,zh;q=0.9,zh-TW;q=0.8,en;q=0.7'))).toBe('tw');
    expect(detectLocale(parseAcceptLanguage('ja;q=1, in;q=0.8, hi;q=0.9'))).toBe('in');
  });

  it('falls back to en when nothing matches', () => {
    expect(detectLocale(['zh-CN', 'ja'])).toBe('en');
    expect(detectLocale([])).toBe('en');
  });
});

describe('resolveLocale', () => {
  it('uses a valid cookie and skips detection', () => {
    expect(resolveLocale('kr', 'th')).toEqual({ locale: 'kr', detected: false });
  });

  it('detects from the browser only when the cookie is absent or invalid', () => {
    expect(resolveLocale(undefined, 'th-TH')).toEqual({ locale: 'th', detected: true });
    expect(resolveLocale('xx', 'vi')).toEqual({ locale: 'vi', detected: true });
  });
});
