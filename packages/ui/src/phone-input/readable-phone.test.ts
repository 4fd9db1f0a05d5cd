import { describe, expect, it } from 'vitest';

import { readablePhone } from './readable-phone';

describe('readablePhone', () => {
  it('groups a number as its market writes it', () => {
    expect(readablePhone('+6561234567')).toBe('+65 6123 4567');
    expect(readablePhone('+85221234567')).toBe('+852 2123 4567');
    expect(readablePhone('+60321234567')).toBe('+60 3 2123 4567');
    expect(readablePhone('+821012345678')).toBe('+82 10 1234 5678');
  });

  it('leaves anything that is not a valid number as it is', () => {
    expect(readablePhone('+65123')).toBe('+65123');
    expect(readablePhone('call us')).toBe('call us');
  });
});
