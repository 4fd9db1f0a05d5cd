/**
 * A brand's logo for the embedded image store: a badge in the brand's colour with its monogram,
 * the way small shops' marks look. The badge shape, the lettering and a detail come from the
 * brand's name, so a brand keeps one logo and two brands of one colour still differ. The only text
 * is the brand's own initials (a proper noun, the same in every locale), escaped.
 */
import { brandSeed, inkOn } from './colour.js';

export const LOGO_SIZE = 160;

/** Where the embedded image store serves a brand's drawn logo. */
export const brandLogoPath = (brandId: string) => `brands/${brandId}.svg`;

/** Badge outlines on a 160 × 160 canvas. */
const SHAPES: readonly string[] = [
  'M80 8A72 72 0 1 1 79.99 8Z',
  'M42 8H118Q152 8 152 42V118Q152 152 118 152H42Q8 152 8 118V42Q8 8 42 8Z',
  'M80 6L148 28V78Q148 130 80 154Q12 130 12 78V28Z',
  'M80 6L144 43V117L80 154L16 117V43Z',
  'M60 24H100Q156 24 156 80Q156 136 100 136H60Q4 136 4 80Q4 24 60 24Z',
];

const LETTERING: readonly { family: string; weight: number; spacing: number }[] = [
  { family: "Georgia, 'Times New Roman', serif", weight: 700, spacing: 0 },
  { family: "'Helvetica Neue', Arial, sans-serif", weight: 800, spacing: -1 },
  { family: "'Trebuchet MS', Verdana, sans-serif", weight: 700, spacing: 1 },
];

export function badgeShape(brandName: string): string {
  return SHAPES[brandSeed(brandName) % SHAPES.length] ?? '';
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const letterOrDigit = /[\p{L}\p{N}]/u;

/** Up to two initials: the first letter of the name's first two words ("Kopi Lane": KL). */
export function monogram(brandName: string): string {
  return brandName
    .split(/\s+/)
    .map(
      (word) =>
        [...graphemes.segment(word)].find(({ segment }) => letterOrDigit.test(segment))?.segment,
    )
    .filter((initial): initial is string => initial !== undefined)
    .slice(0, 2)
    .join('')
    .toLocaleUpperCase('en');
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? '',
  );

export function renderBrandLogo(brand: { name: string; color: string }): string {
  const seed = brandSeed(brand.name);
  const ink = inkOn(brand.color);
  const shape = badgeShape(brand.name);
  const letters = monogram(brand.name);
  const lettering = LETTERING[(seed >>> 8) % LETTERING.length] ?? LETTERING[0];
  const detail = (seed >>> 4) % 3;
  const size = [...graphemes.segment(letters)].length > 1 ? 58 : 76;
  // Letters sit a little higher when a bar goes under them, lower when a dot goes above.
  const baseline = 80 + size * 0.35 + (detail === 1 ? -6 : detail === 2 ? 6 : 0);
  const details = [
    `<path d="${shape}" fill="none" stroke="${ink}" stroke-opacity="0.45" stroke-width="3" transform="translate(80 80) scale(0.84) translate(-80 -80)"/>`,
    `<rect x="54" y="${baseline + 10}" width="52" height="6" rx="3" fill="${ink}"/>`,
    `<circle cx="80" cy="${baseline - size * 0.85 - 14}" r="6" fill="${ink}"/>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}" viewBox="0 0 ${LOGO_SIZE} ${LOGO_SIZE}" aria-hidden="true">
<path d="${shape}" fill="${brand.color}"/>
${details[detail] ?? ''}
<text x="80" y="${baseline.toFixed(1)}" text-anchor="middle" font-family="${escapeXml(lettering?.family ?? 'sans-serif')}" font-weight="${lettering?.weight ?? 700}" font-size="${size}" letter-spacing="${lettering?.spacing ?? 0}" fill="${ink}">${escapeXml(letters)}</text>
</svg>
`;
}
