/** Birthday: a two-tier cake with three candles, balloons and confetti on Kado's peach. */
import { CALM, type CardDesign } from '../design';
import { confetti, flame, sparkle } from '../shapes';

function balloon(cx: number, cy: number, r: number, fill: string, tie: string, string: string) {
  const bottom = cy + r * 1.18;
  return (
    `<path d="${string}" fill="none" stroke="#b9856a" stroke-width="3" stroke-linecap="round"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 1.18}" fill="${fill}"/>` +
    `<path d="M${cx - 9} ${bottom + 12}L${cx} ${bottom - 2}L${cx + 9} ${bottom + 12}Z" fill="${tie}"/>` +
    `<ellipse cx="${cx - r * 0.38}" cy="${cy - r * 0.42}" rx="${r * 0.16}" ry="${r * 0.28}" fill="#ffffff" opacity="0.45" transform="rotate(28 ${cx - r * 0.38} ${cy - r * 0.42})"/>`
  );
}

/** Icing that runs down over a tier: a band with rounded drips of different lengths. */
function icing(x: number, y: number, width: number, fill: string, drips: readonly number[]) {
  const step = width / drips.length;
  let out = `<rect x="${x}" y="${y}" width="${width}" height="34" rx="17" fill="${fill}"/>`;
  drips.forEach((length, index) => {
    out += `<rect x="${x + index * step + step * 0.18}" y="${y + 10}" width="${step * 0.64}" height="${24 + length}" rx="${step * 0.32}" fill="${fill}"/>`;
  });
  return out;
}

function candle(cx: number, fill: string) {
  return (
    `<rect x="${cx - 10}" y="236" width="20" height="92" rx="7" fill="${fill}"/>` +
    `<path d="M${cx - 10} 262l20 -12M${cx - 10} 290l20 -12M${cx - 10} 318l20 -12" stroke="#ffffff" stroke-width="5" opacity="0.7"/>` +
    flame(cx, 214, 15, '#f59e0b', '#fde68a')
  );
}

export const birthday: CardDesign = {
  background: '#fff0e6',
  ink: '#8a2c0a',
  art:
    confetti(
      11,
      34,
      ['#f59e0b', '#ef7d57', '#f472b6', '#60a5fa', '#34d399'],
      [...CALM, { x: 720, y: 150, width: 420, height: 430 }],
    ) +
    balloon(1092, 138, 64, '#c2410c', '#9a3412', 'M1092 232C1070 290 1110 330 1060 400') +
    balloon(770, 118, 50, '#f59e0b', '#d97706', 'M770 192C790 250 750 300 800 380') +
    balloon(1160, 262, 38, '#60a5fa', '#3b82f6', 'M1160 316C1140 360 1170 390 1120 430') +
    // The plate, the bottom tier with its icing and dots, then the top tier.
    `<ellipse cx="930" cy="552" rx="222" ry="26" fill="#f1c9ae"/>` +
    `<rect x="766" y="414" width="328" height="136" rx="24" fill="#f48fb1"/>` +
    icing(766, 412, 328, '#fffaf3', [10, 26, 6, 30, 14, 24, 8]) +
    [800, 846, 892, 938, 984, 1030]
      .map((x) => `<circle cx="${x + 14}" cy="514" r="8" fill="#fffaf3"/>`)
      .join('') +
    `<rect x="822" y="318" width="216" height="104" rx="22" fill="#fde68a"/>` +
    icing(822, 316, 216, '#f48fb1', [18, 6, 24, 10, 20]) +
    candle(876, '#60a5fa') +
    candle(930, '#c2410c') +
    candle(984, '#34d399') +
    sparkle(1150, 470, 18, '#f59e0b') +
    sparkle(740, 470, 14, '#ef7d57'),
};
