import { describe, expect, it } from 'vitest';

import { marketOfPhone, phoneFormSchema } from './phone-number';

describe('the input-phone form', () => {
  it('accepts an E.164 number of a Kado market', () => {
    expect(phoneFormSchema.safeParse({ phone: '+6591234567' }).success).toBe(true);
    expect(phoneFormSchema.safeParse({ phone: '+85291234567' }).success).toBe(true);
  });

  it('names why a number is refused', () => {
    const issue = (phone: string) => phoneFormSchema.safeParse({ phone }).error?.issues[0]?.message;
    expect(issue('')).toBe('required');
    expect(issue('91234567')).toBe('format');
    expect(issue('+14155550100')).toBe('market');
  });

  it('finds the market by the longest calling code', () => {
    expect(marketOfPhone('+85291234567')).toBe('HK');
    expect(marketOfPhone('+886912345678')).toBe('TW');
    expect(marketOfPhone('+821012345678')).toBe('KR');
    expect(marketOfPhone('+4915112345678')).toBeNull();
  });
});
