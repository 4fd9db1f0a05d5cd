/**
 * Locale detection over real browser language lists (Accept-Language as browsers send it), the
 * matching rules of PRODUCT.md §3 applied in q order, English when nothing matches.
 */
import { describe, expect, it } from 'vitest';

import { detectLocale, parseAcceptLanguage } from './locales.js';

const BROWSER_LISTS: [header: string, expected: string][] = [
  ['en-US,en;q=0.9', 'en'],
  ['en-SG,en-GB;q=0.9,en;q=0.8', 'en'],
  ['ms-MY,ms;q=0.9,en-US;q=0.8,en;q=0.7', 'ms'],
  ['ms', 'ms'],
  ['vi-VN,vi;q=0.9,fr-FR;q=0.8,fr;q=0.7,en-US;q=0.6,en;q=0.5', 'vi'],
  ['vi', 'vi'],
  ['id-ID,id;q=0.9,en-US;q=0.8,en;q=0.7', 'id'],
  ['in-ID,in;q=0.9', 'id'], // legacy Indonesian tags from older Android
  ['fil-PH,fil;q=0.9,en-US;q=0.8', 'fil'],
  ['tl-PH,tl;q=0.9,en;q=0.8', 'fil'],
  ['th-TH,th;q=0.9,en-US;q=0.8,en;q=0.7', 'th'],
  ['th', 'th'],
  ['zh-HK,zh;q=0.9,en;q=0.8', 'hk'],
  ['zh-Hant-HK,zh-Hant;q=0.9,zh;q=0.8', 'hk'],
  ['zh-MO,zh;q=0.9', 'hk'],
  ['zh-TW,zh;q=0.9,en-US;q=0.8,en;q=0.7', 'tw'],
  ['zh-Hant-TW,zh-Hant;q=0.9', 'tw'],
  ['zh-Hant,zh;q=0.9', 'tw'],
  ['zh-CN,zh;q=0.9,en;q=0.8', 'en'], // Simplified Chinese is not offered: fall to English
  ['zh-CN,zh;q=0.9', 'en'],
  ['zh-SG,zh-Hans;q=0.9,zh;q=0.8', 'en'],
  ['zh-CN,zh;q=0.9,zh-TW;q=0.8,en-US;q=0.7', 'tw'], // the first list entry Kado speaks wins
  ['hi-IN,hi;q=0.9,en-IN;q=0.8,en;q=0.7', 'in'],
  ['hi', 'in'],
  ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
  ['ko-KR,ko;q=0.9,en-US;q=0.8,en;q=0.7', 'kr'],
  ['ko', 'kr'],
  ['ja-JP,ja;q=0.9,en-US;q=0.8,en;q=0.7', 'en'],
  ['ja-JP,ja;q=0.9', 'en'],
  ['fr-FR,fr;q=0.9,de;q=0.8', 'en'],
  ['de-DE,de;q=0.9,th;q=0.8', 'th'],
  ['en;q=0.5,ko;q=0.9', 'kr'], // q decides, not order
  ['vi;q=0.1,ms;q=0.2', 'ms'],
  ['*', 'en'],
  ['', 'en'],
  ['th;q=0, vi', 'vi'], // q=0 means "not acceptable"
  ['KO-kr', 'kr'], // case-insensitive
  ['id_ID', 'id'], // underscores from some clients
];

describe('locale detection from browser language lists', () => {
  it('covers at least thirty lists', () => {
    expect(BROWSER_LISTS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(BROWSER_LISTS)('%j → %s', (header, expected) => {
    expect(detectLocale(parseAcceptLanguage(header))).toBe(expected);
  });
});
