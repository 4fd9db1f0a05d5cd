import { describe, expect, it } from 'vitest';

import css from './tokens.css?raw';
import { ALL_TOKENS, type TokenName } from './tokens';

const rootBlock = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
const declared = new Map(
  [...rootBlock.matchAll(/(--[a-z0-9-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]?.trim()]),
);

function hex(name: TokenName): string {
  const value = declared.get(name);
  if (!value || !/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`${name} is not a hex colour`);
  return value;
}

/** WCAG 2.2 relative luminance and contrast ratio. */
function luminance(color: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(color.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: TokenName, b: TokenName): number {
  const [hi, lo] = [luminance(hex(a)), luminance(hex(b))].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('design tokens', () => {
  it('lists exactly the custom properties that tokens.css declares', () => {
    expect([...declared.keys()].sort()).toEqual([...ALL_TOKENS].sort());
  });

  it.each<[TokenName, TokenName]>([
    ['--color-text', '--color-bg'],
    ['--color-text', '--color-surface'],
    ['--color-text', '--color-surface-sunken'],
    ['--color-text-muted', '--color-bg'],
    ['--color-text-muted', '--color-surface'],
    ['--color-text-muted', '--color-surface-sunken'],
    ['--color-accent', '--color-bg'],
    ['--color-accent', '--color-surface'],
    ['--color-on-accent', '--color-accent'],
    ['--color-on-accent', '--color-accent-hover'],
    ['--color-on-accent-soft', '--color-accent-soft'],
    ['--color-success', '--color-success-soft'],
    ['--color-warning', '--color-warning-soft'],
    ['--color-danger', '--color-danger-soft'],
    ['--color-text-inverse', '--color-banner'],
  ])('keeps %s on %s at AA contrast for text', (fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each<[TokenName, TokenName]>([
    ['--color-focus', '--color-bg'],
    ['--color-focus', '--color-surface'],
    ['--color-border-strong', '--color-bg'],
  ])('keeps %s on %s at 3:1 for focus rings and control borders', (fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(3);
  });
});
