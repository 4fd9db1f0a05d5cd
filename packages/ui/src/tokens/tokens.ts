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

/** Reads a token's current value from the document, as the browser resolved it. */
export function readToken(name: TokenName, element: Element = document.documentElement): string {
  return getComputedStyle(element).getPropertyValue(name).trim();
}
