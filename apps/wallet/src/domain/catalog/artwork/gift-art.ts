/**
 * A gift's picture for the embedded image store: a flat drawing of what it buys (by its kind of
 * gift) on a tint of the brand's colour; a value voucher also shows the brand's gift card behind
 * it. No words at all, so the picture never shows a language the reader did not choose: the
 * caption beside it names the gift in the reader's locale.
 */
import { badgeShape } from './brand-logo.js';
import { brandSeed, inkOn, mix } from './colour.js';
import { giftBox, ILLUSTRATIONS, type Palette } from './illustrations.js';

export const ART_WIDTH = 640;
export const ART_HEIGHT = 400;

/** Where a gift's picture is in the image store unless an operator names another file. */
export const giftImagePath = (giftId: string) => `gifts/${giftId}.svg`;

export interface GiftArtInput {
  /** The kind of gift (catalog.json `kinds`): what the drawing shows. */
  readonly kind: string;
  /** A value voucher (S$10 at the brand) rather than one product. */
  readonly value: boolean;
  readonly brandName: string;
  readonly brandColor: string;
}

function palette(color: string): Palette {
  // A light brand colour needs a darker partner to draw edges with; a dark one a lighter one.
  const light = inkOn(color) !== '#ffffff';
  return {
    accent: color,
    dark: mix(color, '#000000', light ? 0.35 : 0.3),
    light: mix(color, '#ffffff', light ? 0.45 : 0.55),
    ground: mix(color, '#ffffff', 0.88),
  };
}

/** The brand's gift card, its badge shape on it and a ribbon round it, centred on (0, 0). */
function giftCard(p: Palette, brandName: string): string {
  return `<rect x="-118" y="-74" width="236" height="148" rx="16" fill="${p.accent}"/>
<rect x="-118" y="30" width="236" height="16" fill="${p.dark}"/>
<path d="${badgeShape(brandName)}" fill="${p.light}" transform="translate(-96 -56) scale(0.36)"/>
<rect x="54" y="-74" width="20" height="148" fill="${p.ground}"/>
<path d="M64 -50C30 -92 0 -64 30 -50C42 -44 56 -48 64 -50Z M64 -50C98 -92 128 -64 98 -50C86 -44 72 -48 64 -50Z" fill="${p.ground}"/>`;
}

export function renderGiftArt(gift: GiftArtInput): string {
  const p = palette(gift.brandColor);
  const seed = brandSeed(gift.brandName);
  const draw = ILLUSTRATIONS[gift.kind] ?? giftBox;
  // Confetti placed from the brand's name: two brands of one colour still look different.
  const confetti = [0, 1, 2, 3, 4]
    .map((i) => {
      const x = 40 + ((seed >>> (i * 5)) % 560);
      const y = 30 + ((seed >>> (i * 3 + 2)) % 60) + (i % 2) * 280;
      return `<circle cx="${x}" cy="${y}" r="${5 + (i % 3) * 2}" fill="${i % 2 ? p.accent : p.light}" fill-opacity="0.7"/>`;
    })
    .join('');
  const scene = gift.value
    ? `<g transform="translate(492 118) rotate(10)">${giftCard(p, gift.brandName)}</g>
<g transform="translate(250 226) scale(0.88)">${draw(p)}</g>`
    : `<g transform="translate(320 210)">${draw(p)}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_WIDTH}" height="${ART_HEIGHT}" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}" aria-hidden="true">
<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="${p.ground}"/>
<circle cx="${gift.value ? 260 : 320}" cy="210" r="165" fill="${p.light}" fill-opacity="0.45"/>
${confetti}
${scene}
</svg>
`;
}
