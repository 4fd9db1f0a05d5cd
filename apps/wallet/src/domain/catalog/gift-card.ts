/**
 * A gift's image, drawn from catalog data: the brand's colour and a mark chosen from its name.
 * The artwork carries no words at all, so it never shows a language the reader did not choose;
 * the caption beside it (in the reader's locale) names the gift.
 */
import type { GiftCard } from './gifts.js';

const WIDTH = 640;
const HEIGHT = 400;

/** Dark ink on light brands, white on dark ones (WCAG relative luminance). */
function inkOn(hex: string): string {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.179 ? '#111827' : '#ffffff';
}

/** A stable small number from a brand's name (FNV-1a), so each brand keeps its own mark. */
export function brandSeed(brandName: string): number {
  let hash = 0x811c9dc5;
  for (const unit of new TextEncoder().encode(brandName)) {
    hash = Math.imul(hash ^ unit, 0x01000193) >>> 0;
  }
  return hash;
}

/** Marks centred on (0, 0), about 80 px across: shapes, never letters. */
const MARKS: readonly ((fill: string) => string)[] = [
  (fill) => `<circle r="40" fill="${fill}"/>`,
  (fill) => `<rect x="-36" y="-36" width="72" height="72" rx="14" fill="${fill}"/>`,
  (fill) => `<path d="M0 -46 L46 0 L0 46 L-46 0 Z" fill="${fill}"/>`,
  (fill) => `<path d="M0 -44 L40 30 L-40 30 Z" fill="${fill}"/>`,
  (fill) => `<path d="M-20 -40 H20 L40 0 L20 40 H-20 L-40 0 Z" fill="${fill}"/>`,
  (fill) =>
    `<path d="M0 -44 L12 -14 L44 -14 L18 6 L28 38 L0 18 L-28 38 L-18 6 L-44 -14 L-12 -14 Z" fill="${fill}"/>`,
  (fill) =>
    `<circle r="40" fill="none" stroke="${fill}" stroke-width="14"/><circle r="12" fill="${fill}"/>`,
  (fill) =>
    `<path d="M-40 -12 A40 40 0 0 1 40 -12 L40 12 A40 40 0 0 1 -40 12 Z" fill="${fill}" transform="rotate(-30)"/>`,
];

export function renderGiftCard(card: GiftCard): string {
  const ink = inkOn(card.brandColor);
  const seed = brandSeed(card.brandName);
  const mark = MARKS[seed % MARKS.length] ?? (() => '');
  // Where the background rings sit varies by brand too, so two brands of one colour differ.
  const ringX = WIDTH - 40 - ((seed >>> 8) % 160);
  const ringY = 40 + ((seed >>> 16) % 120);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" aria-hidden="true">
<rect width="${WIDTH}" height="${HEIGHT}" rx="24" fill="${card.brandColor}"/>
<circle cx="${ringX}" cy="${ringY}" r="150" fill="${ink}" fill-opacity="0.08"/>
<circle cx="${ringX}" cy="${ringY}" r="96" fill="none" stroke="${ink}" stroke-opacity="0.12" stroke-width="18"/>
<circle cx="120" cy="${HEIGHT - 120}" r="72" fill="${ink}" fill-opacity="0.9"/>
<g transform="translate(120 ${HEIGHT - 120})">${mark(card.brandColor)}</g>
</svg>
`;
}
