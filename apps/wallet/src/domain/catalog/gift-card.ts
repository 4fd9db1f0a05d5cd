/** A gift's image, drawn from catalog data: the brand's colour, its initials and the gift's name. */
import type { GiftCard } from './gifts.js';

const WIDTH = 640;
const HEIGHT = 400;
/** What fits the card's width at the name's size; longer names end in an ellipsis. */
const MAX_NAME_CHARACTERS = 27;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Up to two initials, from the first letters of the brand's words ("Kopi Lane" → "KL"). */
export function brandInitials(brandName: string): string {
  const words = brandName.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toLocaleUpperCase() ?? '')
    .join('');
}

/** Dark text on light brands, white on dark ones (WCAG relative luminance). */
function textColorOn(hex: string): string {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.179 ? '#111827' : '#ffffff';
}

function truncate(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join('')}…`;
}

export function renderGiftCard(card: GiftCard): string {
  const ink = textColorOn(card.brandColor);
  const name = escapeXml(card.giftName);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${name}">
<title>${name}</title>
<rect width="${WIDTH}" height="${HEIGHT}" rx="24" fill="${card.brandColor}"/>
<circle cx="${WIDTH - 60}" cy="60" r="140" fill="${ink}" fill-opacity="0.08"/>
<circle cx="88" cy="88" r="48" fill="${ink}"/>
<text x="88" y="88" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="36" font-weight="700" fill="${card.brandColor}">${escapeXml(brandInitials(card.brandName))}</text>
<text x="40" y="${HEIGHT - 96}" font-family="system-ui, sans-serif" font-size="22" fill="${ink}" fill-opacity="0.8">${escapeXml(card.brandName)}</text>
<text x="40" y="${HEIGHT - 52}" font-family="system-ui, sans-serif" font-size="32" font-weight="700" fill="${ink}">${escapeXml(truncate(card.giftName, MAX_NAME_CHARACTERS))}</text>
</svg>
`;
}
