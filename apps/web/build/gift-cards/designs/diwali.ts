/** Diwali: a rangoli of saffron, marigold and magenta petals above a row of lit diyas. */
import { CALM, type CardDesign } from '../design';
import { flame, round as n, scatter, sparkle } from '../shapes';

function ring(
  cx: number,
  cy: number,
  distance: number,
  count: number,
  rx: number,
  ry: number,
  fill: string,
  turn = 0,
) {
  let out = '';
  for (let index = 0; index < count; index += 1) {
    const angle = turn + (360 / count) * index;
    const radians = (angle * Math.PI) / 180;
    const x = cx + Math.cos(radians) * distance;
    const y = cy + Math.sin(radians) * distance;
    out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${rx}" ry="${ry}" fill="${fill}" transform="rotate(${n(angle)} ${n(x)} ${n(y)})"/>`;
  }
  return out;
}

function dots(cx: number, cy: number, distance: number, count: number, r: number, fill: string) {
  let out = '';
  for (let index = 0; index < count; index += 1) {
    const radians = ((360 / count) * index * Math.PI) / 180;
    out += `<circle cx="${n(cx + Math.cos(radians) * distance)}" cy="${n(cy + Math.sin(radians) * distance)}" r="${r}" fill="${fill}"/>`;
  }
  return out;
}

function rangoli(cx: number, cy: number) {
  return (
    `<circle cx="${cx}" cy="${cy}" r="196" fill="#8f1d63"/>` +
    ring(cx, cy, 150, 16, 44, 22, '#f97316') +
    ring(cx, cy, 150, 16, 22, 10, '#fde047') +
    dots(cx, cy, 190, 32, 5, '#fde68a') +
    ring(cx, cy, 102, 12, 40, 20, '#ec4899', 15) +
    ring(cx, cy, 60, 8, 32, 16, '#fbbf24', 22.5) +
    `<circle cx="${cx}" cy="${cy}" r="34" fill="#14b8a6"/>` +
    `<circle cx="${cx}" cy="${cy}" r="16" fill="#fde68a"/>` +
    dots(cx, cy, 124, 24, 4, '#fff7ed')
  );
}

/** A clay lamp with its flame and glow. */
function diya(cx: number, cy: number, scale: number) {
  const w = 70 * scale;
  return (
    `<circle cx="${cx + w * 0.45}" cy="${cy - 36 * scale}" r="${34 * scale}" fill="#f59e0b" opacity="0.25"/>` +
    `<circle cx="${cx + w * 0.45}" cy="${cy - 36 * scale}" r="${22 * scale}" fill="#fbbf24" opacity="0.3"/>` +
    flame(cx + w * 0.45, cy - 30 * scale, 13 * scale, '#f97316', '#fde047') +
    `<path d="M${cx - w} ${cy - 12 * scale}Q${cx} ${cy - 2 * scale} ${cx + w * 1.05} ${cy - 26 * scale}Q${cx + w * 0.8} ${cy + 42 * scale} ${cx} ${cy + 42 * scale}Q${cx - w * 0.9} ${cy + 40 * scale} ${cx - w} ${cy - 12 * scale}Z" fill="#c2410c"/>` +
    `<path d="M${cx - w * 0.7} ${cy + 12 * scale}Q${cx} ${cy + 24 * scale} ${cx + w * 0.75} ${cy + 6 * scale}" fill="none" stroke="#fbbf24" stroke-width="${5 * scale}" stroke-dasharray="${2 * scale} ${10 * scale}" stroke-linecap="round"/>`
  );
}

export const diwali: CardDesign = {
  background: '#6d1148',
  ink: '#fde68a',
  art:
    scatter(17, 18, [...CALM, { x: 700, y: 60, width: 500, height: 570 }])
      .map(({ x, y, r }) => sparkle(x, y, 7 + r * 9, '#f59e0b'))
      .join('') +
    rangoli(950, 262) +
    diya(800, 560, 0.95) +
    diya(960, 574, 1.15) +
    diya(1120, 560, 0.95) +
    sparkle(760, 120, 16, '#fde68a') +
    sparkle(1150, 90, 20, '#fde68a'),
};
