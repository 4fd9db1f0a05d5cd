import { describe, expect, it } from 'vitest';

import {
  BOX_CODE_ALPHABET,
  generateBoxCode,
  isValidBoxCode,
  maskBoxCode,
  normaliseBoxCode,
} from './box-code.js';

const randomBytes = (size: number) => crypto.getRandomValues(new Uint8Array(size));

/**
 * Vectors worked out by hand. Symbol values: 0–9 are 0–9, A=10 … H=17, J=18, K=19, M=20, N=21,
 * P=22 … T=26, V=27, W=28, X=29, Y=30, Z=31; check symbols 32–36 are * ~ $ = U.
 * - 000000000000000 → 0 → 0;  …001 → 1 → 1;  …00Z → 31 → Z
 * - …010 → 32 → *;  …014 → 36 → U;  …015 → 37 ≡ 0 → 0
 * - …021 → 2·32 + 1 = 65 ≡ 28 → W  (and its transposition …012 → 34 → $)
 * - 100000000000000 → 32^14 mod 37: 32 ≡ −5, so 5^14; 5^2 = 25, 5^4 = 625 ≡ 33, 5^8 ≡ 33² = 1089 ≡ 16;
 *   5^14 = 5^8·5^4·5^2 ≡ 16·33·25 = 13200 ≡ 28 → W
 */
const VECTORS = [
  '0000-0000-0000-0000',
  '0000-0000-0000-0011',
  '0000-0000-0000-00ZZ',
  '0000-0000-0000-010*',
  '0000-0000-0000-014U',
  '0000-0000-0000-0150',
  '0000-0000-0000-021W',
  '1000-0000-0000-000W',
];

describe('box codes', () => {
  it.each(VECTORS)('accepts the hand-computed code %s', (code) => {
    expect(normaliseBoxCode(code)).toBe(code);
  });

  it.each([
    ['0000-0000-0000-0001', 'a wrong check symbol'],
    ['0000-0000-0000-0021', 'a one-symbol typo (1 → 2)'],
    ['0000-0000-0000-012W', 'two neighbours swapped (21 → 12)'],
    ['1000-0000-0000-000X', 'the check symbol one off'],
    ['0000-0000-0000-000', 'a symbol missing'],
    ['0000-0000-0000-00000', 'a symbol too many'],
    ['0000-0000-0000-0U00', 'U among the data symbols'],
    ['0000-0000-0000-00*0', 'a check symbol among the data symbols'],
    ['0000_0000_0000_0000', 'other separators'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (code) => {
    expect(normaliseBoxCode(code)).toBeNull();
    expect(isValidBoxCode(code)).toBe(false);
  });

  it('normalises case, spaces, hyphens and look-alike letters', () => {
    expect(normaliseBoxCode(' 1ooo oooo-OOOO ooow ')).toBe('1000-0000-0000-000W');
    expect(normaliseBoxCode('000000000000021w')).toBe('0000-0000-0000-021W');
    // …011 is 33, whose check is ~: the look-alikes are read, and the check still applies.
    expect(normaliseBoxCode('oooo-oooo-oooo-ollL')).toBeNull();
    expect(normaliseBoxCode('ilio-0000-0000-0000')).toBe(normaliseBoxCode('1110-0000-0000-0000'));
    expect(normaliseBoxCode('0000-0000-0000-oo1l')).toBe('0000-0000-0000-0011');
    expect(normaliseBoxCode('0000-0000-0000-014u')).toBe('0000-0000-0000-014U');
  });

  it('generates valid codes of letters and digits only', () => {
    for (let i = 0; i < 500; i += 1) {
      const code = generateBoxCode(randomBytes);
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){2}-[0-9A-HJKMNP-Z]{4}$/);
      expect(normaliseBoxCode(code)).toBe(code);
    }
  });

  it('draws again when the check symbol would not be a letter or digit', () => {
    // First draw: data 000000000000010, check * (32); second: data all zeros, check 0.
    const draws: number[][] = [
      [...new Array<number>(13).fill(0), 1, 0],
      new Array<number>(15).fill(0),
    ];
    const random = () => Uint8Array.from(draws.shift() ?? []);
    expect(generateBoxCode(random)).toBe('0000-0000-0000-0000');
    expect(draws).toEqual([]);
  });

  it('catches every one-symbol typo and every swap of different neighbours', () => {
    for (let i = 0; i < 20; i += 1) {
      const symbols = generateBoxCode(randomBytes).replace(/-/g, '');
      for (let at = 0; at < symbols.length; at += 1) {
        for (const other of BOX_CODE_ALPHABET) {
          if (other === symbols[at]) continue;
          const typo = symbols.slice(0, at) + other + symbols.slice(at + 1);
          expect(isValidBoxCode(typo), typo).toBe(false);
        }
      }
      for (let at = 0; at < 14; at += 1) {
        if (symbols[at] === symbols[at + 1]) continue;
        const swapped = `${symbols.slice(0, at)}${symbols.charAt(at + 1)}${symbols.charAt(at)}${symbols.slice(at + 2)}`;
        expect(isValidBoxCode(swapped), swapped).toBe(false);
      }
    }
  });

  it('masks all but the last group', () => {
    expect(maskBoxCode('1000-0000-0000-000W')).toBe('****-****-****-000W');
  });
});
