/**
 * The names of the design tokens in tokens.css, grouped for the living manual. tokens.test.ts keeps
 * this list and the stylesheet in step.
 */
export const COLOR_TOKENS = [
  '--color-bg',
  '--color-surface',
  '--color-surface-sunken',
  '--color-border',
  '--color-border-strong',
  '--color-text',
  '--color-text-muted',
  '--color-text-inverse',
  '--color-accent',
  '--color-accent-hover',
  '--color-on-accent',
  '--color-accent-soft',
  '--color-on-accent-soft',
  '--color-focus',
  '--color-success',
  '--color-success-soft',
  '--color-warning',
  '--color-warning-soft',
  '--color-danger',
  '--color-danger-soft',
  '--color-info',
  '--color-info-soft',
  '--color-banner',
] as const;

export const SPACING_TOKENS = [
  '--space-1',
  '--space-2',
  '--space-3',
  '--space-4',
  '--space-5',
  '--space-6',
  '--space-7',
  '--space-8',
] as const;

export const RADIUS_TOKENS = [
  '--radius-sm',
  '--radius-md',
  '--radius-lg',
  '--radius-pill',
] as const;

export const FONT_SIZE_TOKENS = [
  '--font-size-xs',
  '--font-size-sm',
  '--font-size-md',
  '--font-size-lg',
  '--font-size-xl',
  '--font-size-2xl',
  '--font-size-3xl',
] as const;

export const FONT_WEIGHT_TOKENS = [
  '--font-weight-regular',
  '--font-weight-semibold',
  '--font-weight-bold',
] as const;

export const SHADOW_TOKENS = ['--shadow-sm', '--shadow-md', '--shadow-lg'] as const;

export const TYPE_TOKENS = [
  '--font-family-sans',
  '--line-height-tight',
  '--line-height-normal',
] as const;

export const MOTION_TOKENS = [
  '--motion-duration-fast',
  '--motion-duration-normal',
  '--motion-duration-slow',
  '--motion-easing-standard',
] as const;

export const LAYOUT_TOKENS = ['--layout-max-width', '--layout-focus-ring'] as const;

export const ALL_TOKENS = [
  ...COLOR_TOKENS,
  ...SPACING_TOKENS,
  ...RADIUS_TOKENS,
  ...FONT_SIZE_TOKENS,
  ...FONT_WEIGHT_TOKENS,
  ...TYPE_TOKENS,
  ...SHADOW_TOKENS,
  ...MOTION_TOKENS,
  ...LAYOUT_TOKENS,
] as const;

export type TokenName = (typeof ALL_TOKENS)[number];

/** Colour pairs that must stay readable: text at 4.5:1, large text, borders and focus at 3:1. */
export const CONTRAST_PAIRS: readonly {
  fg: TokenName;
  bg: TokenName;
  min: 3 | 4.5;
}[] = [
  { fg: '--color-text', bg: '--color-bg', min: 4.5 },
  { fg: '--color-text', bg: '--color-surface', min: 4.5 },
  { fg: '--color-text', bg: '--color-surface-sunken', min: 4.5 },
  { fg: '--color-text-muted', bg: '--color-bg', min: 4.5 },
  { fg: '--color-text-muted', bg: '--color-surface', min: 4.5 },
  { fg: '--color-text-muted', bg: '--color-surface-sunken', min: 4.5 },
  { fg: '--color-accent', bg: '--color-bg', min: 4.5 },
  { fg: '--color-accent', bg: '--color-surface', min: 4.5 },
  { fg: '--color-accent-hover', bg: '--color-bg', min: 4.5 },
  { fg: '--color-on-accent', bg: '--color-accent', min: 4.5 },
  { fg: '--color-on-accent', bg: '--color-accent-hover', min: 4.5 },
  { fg: '--color-on-accent-soft', bg: '--color-accent-soft', min: 4.5 },
  { fg: '--color-on-accent-soft', bg: '--color-bg', min: 4.5 },
  { fg: '--color-success', bg: '--color-success-soft', min: 4.5 },
  { fg: '--color-success', bg: '--color-bg', min: 4.5 },
  { fg: '--color-warning', bg: '--color-warning-soft', min: 4.5 },
  { fg: '--color-danger', bg: '--color-danger-soft', min: 4.5 },
  { fg: '--color-danger', bg: '--color-bg', min: 4.5 },
  { fg: '--color-info', bg: '--color-info-soft', min: 4.5 },
  { fg: '--color-text-inverse', bg: '--color-banner', min: 4.5 },
  { fg: '--color-text-inverse', bg: '--color-danger', min: 4.5 },
  { fg: '--color-focus', bg: '--color-bg', min: 3 },
  { fg: '--color-focus', bg: '--color-surface', min: 3 },
  { fg: '--color-border-strong', bg: '--color-bg', min: 3 },
];

/** A CSS colour as #rrggbb, or null when it is not one. */
function rgb(color: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color.trim());
  if (!match) return null;
  return [1, 2, 3].map((i) => parseInt(match[i] ?? '0', 16)) as [number, number, number];
}

/** WCAG 2.2 relative luminance. */
function luminance([r, g, b]: [number, number, number]): number {
  const [lr, lg, lb] = [r, g, b].map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/** The WCAG contrast ratio of two #rrggbb colours (1 to 21), or null when one is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const ca = rgb(a);
  const cb = rgb(b);
  if (!ca || !cb) return null;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Reads a token's current value from the document, as the browser resolved it. */
export function readToken(name: TokenName, element: Element = document.documentElement): string {
  return getComputedStyle(element).getPropertyValue(name).trim();
}
