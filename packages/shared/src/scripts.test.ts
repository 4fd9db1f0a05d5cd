import { describe, expect, it } from 'vitest';

import { giftUpsertSchema } from './schemas/catalog.js';
import { isInLocaleScript } from './scripts.js';
import { SAMPLE_GIFT_TEXTS } from './testing.js';

const GIFT = {
  brandId: 'kopi-lane',
  categoryId: 'food-drink',
  market: 'TH',
  points: 600,
  validityDays: 30,
  curatedRank: 15,
  ...SAMPLE_GIFT_TEXTS,
};

describe('isInLocaleScript', () => {
  it.each([
    ['th', 'สมูทตี้มะม่วง Kopi Lane', true],
    ['hk', 'Kopi Lane S$10 禮券', true],
    ['kr', 'Kopi Lane 망고 스무디', true],
    ['in', 'Kopi Lane मैंगो स्मूदी', true],
    ['vi', 'Sinh tố xoài', true],
    ['th', 'A cold mango smoothie.', false],
    ['kr', '即叫即製的凍芒果冰沙。', false],
    ['tw', '주문 즉시 만드는 시원한 망고 스무디입니다.', false],
    ['en', 'สมูทตี้มะม่วง', false],
    ['hk', 'Show the QR code at the counter before you pay, 謝謝', false],
  ] as const)('%s: %j → %s', (locale, text, expected) => {
    expect(isInLocaleScript(locale, text)).toBe(expected);
  });
});

describe('the operator gift upsert', () => {
  it('accepts texts in all ten locales, each in its script', () => {
    expect(giftUpsertSchema.safeParse(GIFT).success).toBe(true);
  });

  it('refuses a gift without a text in every locale, naming the missing one', () => {
    const { kr: _kr, ...nineNames } = SAMPLE_GIFT_TEXTS.names;
    const result = giftUpsertSchema.safeParse({ ...GIFT, names: nineNames });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['names.kr']);
  });

  it('refuses a text in the wrong script, naming it', () => {
    const result = giftUpsertSchema.safeParse({
      ...GIFT,
      descriptions: { ...SAMPLE_GIFT_TEXTS.descriptions, th: 'A cold mango smoothie.' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['descriptions.th']);
  });
});
