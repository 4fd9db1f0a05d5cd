import { describe, expect, it } from 'vitest';

import css from './tokens.css?raw';
import { ALL_TOKENS, CONTRAST_PAIRS, contrastRatio, type TokenName } from './tokens';

function declarations(block: string) {
  return new Map(
    [...block.matchAll(/(--[a-z0-9-]+):\s*([^;]+);/g)].map((m) => [m[1] ?? '', m[2]?.trim() ?? '']),
  );
}

const light = declarations(/:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '');
const darkOverrides = declarations(
  /prefers-color-scheme:\s*dark\)\s*\{\s*:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '',
);
const dark = new Map([...light, ...darkOverrides]);

describe('design tokens', () => {
  it('lists exactly the custom properties that tokens.css declares', () => {
    expect([...light.keys()].sort()).toEqual([...ALL_TOKENS].sort());
  });

  it('gives the dark theme a value for every colour and nothing the light theme lacks', () => {
    const colours = ALL_TOKENS.filter((token) => token.startsWith('--color-'));
    for (const token of colours) expect(darkOverrides.has(token), token).toBe(true);
    for (const token of darkOverrides.keys()) expect(light.has(token), token).toBe(true);
  });

  describe.each([
    ['light', light],
    ['dark', dark],
  ] as const)('in the %s theme', (_name, theme) => {
    it.each(CONTRAST_PAIRS.map((pair) => [pair.fg, pair.bg, pair.min] as const))(
      'keeps %s on %s at %s:1 or more',
      (fg: TokenName, bg: TokenName, min) => {
        const ratio = contrastRatio(theme.get(fg) ?? '', theme.get(bg) ?? '');
        expect(ratio, `${fg} on ${bg}`).not.toBeNull();
        expect(ratio ?? 0).toBeGreaterThanOrEqual(min);
      },
    );
  });

  it('names a font per script and gives Thai and Devanagari room for their marks', () => {
    expect(css).toMatch(/:lang\(zh-HK\)\s*\{[^}]*'Noto Sans HK'/);
    expect(css).toMatch(/:lang\(zh-TW\)\s*\{[^}]*'Noto Sans TC'/);
    expect(css).toMatch(/:lang\(th\)\s*\{[^}]*'Noto Sans Thai'[^}]*--line-height-normal: 1\.8/);
    expect(css).toMatch(
      /:lang\(hi\)\s*\{[^}]*'Noto Sans Devanagari'[^}]*--line-height-normal: 1\.75/,
    );
    expect(css).toMatch(/:lang\(ko\)\s*\{[^}]*'Noto Sans KR'/);
  });
});
