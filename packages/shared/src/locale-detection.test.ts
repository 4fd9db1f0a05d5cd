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
  // The q parameter name is case-insensitive; a q outside 0–1 or not a number invalidates the entry.
  ['th;Q=0.9,vi;q=0.8', 'th'],
  ['vi;Q=0.2,ko;Q=0.7', 'kr'],
  ['th;Q=0,vi', 'vi'],
  ['th;q=1.5,vi;q=0.5', 'vi'],
  ['th;q=2,en;q=0.1', 'en'],
  ['ko;q=abc,ms;q=0.3', 'ms'],
  ['ko;q=,id;q=0.4', 'id'],
  ['ko;q=-0.5,th;q=0.2', 'th'],
  ['ko;q=0x1,th;q=0.2', 'th'],
  ['ko;q=Infinity,vi;q=0.1', 'vi'],
  ['ko;q=NaN', 'en'],
  ['vi;q=1.000,th;q=0.999', 'vi'],
  ['vi ; q = 0.3 , th ; q = 0.4', 'th'],
  ['th;q=0.5;level=1,ko;q=0.4', 'th'],
  // The script subtag decides before the region.
  ['zh-Hant-HK', 'hk'],
  ['zh-Hant-MO', 'hk'],
  ['zh-Hant-TW', 'tw'],
  ['zh-Hant-CN', 'tw'],
  ['zh-Hant-SG', 'tw'],
  ['zh-Hant-US,en;q=0.5', 'tw'],
  ['zh-Hans-HK,en;q=0.5', 'en'],
  ['zh-Hans-TW,en;q=0.5', 'en'],
  ['zh-Hans-MO', 'en'],
  ['zh-Hans-HK,zh-Hant-HK;q=0.9', 'hk'],
  ['zh-hans-tw,ko;q=0.5', 'kr'],
  ['ZH-HANT-hk', 'hk'],
  ['zh-Latn-TW,th;q=0.1', 'th'],
  // Extension and private-use subtags are ignored.
  ['zh-Hant-u-rg-hkzzzz', 'tw'],
  ['zh-HK-u-ca-chinese', 'hk'],
  ['zh-Hant-TW-u-nu-hanidec', 'tw'],
  ['zh-x-hk', 'en'],
  ['zh-CN-x-TW,en;q=0.2', 'en'],
  ['th-TH-u-nu-thai', 'th'],
  ['ko-KR-x-private', 'kr'],
  ['en-US-u-ca-gregory-x-foo', 'en'],
  ['x-klingon,vi;q=0.5', 'vi'],
  ['i-default,ms;q=0.5', 'ms'],
  // Cantonese is Hong Kong's.
  ['yue', 'hk'],
  ['yue-HK', 'hk'],
  ['yue-Hant-HK', 'hk'],
  ['yue-Hant', 'hk'],
  ['zh-yue-HK', 'hk'],
  ['yue-Hans-CN,en;q=0.5', 'en'],
  ['YUE-hk;q=0.8,en;q=0.9', 'en'],
  // Legacy Indonesian tag (not Hindi), Hindi and Tagalog.
  ['in', 'id'],
  ['in-ID;q=0.9,hi;q=0.8', 'id'],
  ['hi-Deva-IN', 'in'],
  ['tl', 'fil'],
];

describe('locale detection from browser language lists', () => {
  it('covers at least sixty lists', () => {
    expect(BROWSER_LISTS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(BROWSER_LISTS)('%j → %s', (header, expected) => {
    expect(detectLocale(parseAcceptLanguage(header))).toBe(expected);
  });
});
