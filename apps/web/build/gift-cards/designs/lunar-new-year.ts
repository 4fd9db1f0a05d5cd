/** Lunar New Year: red lanterns with gold tassels and a branch of plum blossom, red and gold. */
import { CALM, type CardDesign } from '../design';
import { flower, scatter, sparkle } from '../shapes';

const GOLD = '#f7c948';

function lantern(cx: number, cy: number, scale: number, hang: number) {
  const rx = 88 * scale;
  const ry = 72 * scale;
  const cap = 26 * scale;
  return (
    `<line x1="${cx}" y1="0" x2="${cx}" y2="${cy - ry - hang * 0}" stroke="${GOLD}" stroke-width="4"/>` +
    `<rect x="${cx - rx * 0.5}" y="${cy - ry - cap * 0.6}" width="${rx}" height="${cap}" rx="${6 * scale}" fill="${GOLD}"/>` +
    `<rect x="${cx - rx * 0.5}" y="${cy + ry - cap * 0.4}" width="${rx}" height="${cap}" rx="${6 * scale}" fill="${GOLD}"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#ef4130"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.58}" ry="${ry}" fill="none" stroke="#c81e1e" stroke-width="${5 * scale}"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.2}" ry="${ry}" fill="none" stroke="#c81e1e" stroke-width="${5 * scale}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${24 * scale}" fill="${GOLD}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${13 * scale}" fill="#ef4130"/>` +
    `<line x1="${cx}" y1="${cy + ry + cap * 0.6}" x2="${cx}" y2="${cy + ry + cap * 1.2}" stroke="${GOLD}" stroke-width="${4 * scale}"/>` +
    `<circle cx="${cx}" cy="${cy + ry + cap * 1.3}" r="${7 * scale}" fill="${GOLD}"/>` +
    `<path d="M${cx - 12 * scale} ${cy + ry + cap * 1.45}h${24 * scale}l${6 * scale} ${60 * scale}h${-36 * scale}Z" fill="${GOLD}"/>`
  );
}

/** A branch of plum blossom growing in from the bottom right corner. */
const BRANCH =
  `<path d="M1210 600C1120 560 1050 540 960 548C900 553 850 570 790 560" fill="none" stroke="#4a1a12" stroke-width="16" stroke-linecap="round"/>` +
  `<path d="M1040 546C1030 500 1060 470 1100 452M900 552C880 520 890 490 920 470M1140 570C1160 530 1190 512 1210 508" fill="none" stroke="#4a1a12" stroke-width="10" stroke-linecap="round"/>`;

const BLOSSOMS: readonly [number, number, number][] = [
  [790, 560, 30],
  [860, 560, 26],
  [920, 470, 32],
  [970, 548, 36],
  [1100, 452, 34],
  [1060, 520, 26],
  [1160, 560, 30],
  [1200, 508, 28],
];

export const lunarNewYear: CardDesign = {
  background: '#b3141d',
  ink: '#fcd34d',
  art:
    // Faint gold coins and twinkles on the red.
    scatter(23, 14, [...CALM, { x: 720, y: 0, width: 480, height: 630 }])
      .map(({ x, y, r }) => sparkle(x, y, 8 + r * 8, '#e85a3a'))
      .join('') +
    lantern(830, 150, 0.9, 0) +
    lantern(1050, 250, 1.2, 0) +
    BRANCH +
    BLOSSOMS.map(([x, y, r], index) =>
      flower(x, y, r, index % 2 ? '#fbcfe8' : '#f9a8d4', GOLD, 5, index * 17),
    ).join('') +
    sparkle(940, 350, 18, GOLD) +
    sparkle(1160, 90, 14, GOLD),
};
