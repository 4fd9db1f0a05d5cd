import { describe, expect, it } from 'vitest';

import type { LocaleCode } from '@kado/shared';
import { flattenTexts } from '@kado/shared/glossary';

import { loadMessages } from '../lib/i18n';

/** Messages, FAQ and terms of one locale, as [where, text] pairs. */
const faqs = import.meta.glob<{ default: unknown }>('../features/content/faq/*.json', {
  eager: true,
});
const terms = import.meta.glob<string>('../content/terms/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
async function allTexts(code: LocaleCode): Promise<(readonly [string, string])[]> {
  const termLines = (terms[`../content/terms/${code}.md`] ?? '')
    .split('\n')
    .map((line, i) => [`terms line ${i + 1}`, line] as const);
  return [
    ...flattenTexts(await loadMessages(code)),
    ...flattenTexts(faqs[`../features/content/faq/${code}.json`]?.default, 'faq'),
    ...termLines,
  ];
}

// "Market" is Kado's internal word for a country or region. Shoppers read the local word for
// market as a bazaar or a stock market, so these locales name the country instead.
const MARKET_WORDS: Partial<Record<LocaleCode, string>> = {
  th: 'ตลาด',
  vi: 'thị trường',
};

describe.each(Object.entries(MARKET_WORDS))('the %s texts', (code, word) => {
  it(`speak of the shopper's country, never of a market (${word})`, async () => {
    const texts = await allTexts(code as LocaleCode);
    expect(texts.length).toBeGreaterThan(500);
    expect(texts.filter(([, text]) => text.includes(word))).toEqual([]);
  });
});

describe('the register of the Korean messages', () => {
  // Kado speaks in 합니다체 (…습니다, …하세요); the gift screens had slipped into 해요체 (…어요),
  // so one app spoke in two voices. The card greetings are the sender's words and stay warm.
  const HAEYO = /(?:어요|아요|해요|예요|에요|돼요|와요|워요|줘요|네요)(?=[.!?…”’\s]|$)/;

  it('states things in 합니다체, never 해요체, outside the greetings of the gift cards', async () => {
    const texts = flattenTexts(await loadMessages('kr')).filter(
      ([key]) => !/^gifting\.designs\..+\.greeting$/.test(key),
    );
    expect(texts.filter(([, text]) => HAEYO.test(text))).toEqual([]);
    expect(texts.filter(([, text]) => text.includes('습니다')).length).toBeGreaterThan(100);
  });
});

describe('the Vietnamese count of gifts', () => {
  it('puts the classifier món before quà after a number ("3 món quà", never "3 quà tặng")', async () => {
    const texts = flattenTexts(await loadMessages('vi'));
    expect(texts.filter(([, text]) => /\}\}\s+quà/.test(text))).toEqual([]);
    expect(texts.filter(([, text]) => /\}\} món quà/.test(text)).length).toBeGreaterThan(4);
  });
});

describe('the Thai gift passcode', () => {
  it('is รหัสลับ, never รหัสผ่าน, the account password of the sign-in pages', async () => {
    const passcodeTexts = flattenTexts(await loadMessages('th')).filter(([key]) =>
      /passcode|locked/i.test(key),
    );
    expect(passcodeTexts.length).toBeGreaterThan(10);
    expect(passcodeTexts.filter(([, text]) => text.includes('รหัสผ่าน'))).toEqual([]);
    expect(passcodeTexts.filter(([, text]) => text.includes('รหัสลับ')).length).toBeGreaterThan(10);
  });
});
