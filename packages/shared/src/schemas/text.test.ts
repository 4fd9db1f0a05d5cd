import { describe, expect, it } from 'vitest';

import { giftListQuerySchema } from './wallet.js';
import { isStorableText, textSchema } from './text.js';

describe('the shared text rule', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['a C0 control', 'a\u0007b'],
    ['escape', 'a\u001bb'],
    ['DEL', 'a\u007fb'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', 'a\udc00b'],
    ['a high surrogate at the end', 'ab\ud83d'],
  ])('refuses %s', (_name, value) => {
    expect(isStorableText(value)).toBe(false);
    expect(textSchema.safeParse(value).success).toBe(false);
  });

  it.each([
    ['plain text', 'Kopi Lane'],
    ['tab and line breaks', 'one\ttwo\r\nthree\n'],
    ['CJK, Thai and Devanagari', '咖啡 กาแฟ कॉफ़ी'],
    ['an emoji (a surrogate pair)', 'gift 🎁'],
  ])('accepts %s', (_name, value) => {
    expect(textSchema.safeParse(value).success).toBe(true);
  });

  it('holds in the schemas built on it, next to their own limits', () => {
    const result = giftListQuerySchema.safeParse({ q: 'kopi\u0000' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['q']);
  });
});
