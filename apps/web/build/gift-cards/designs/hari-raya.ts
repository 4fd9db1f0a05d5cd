/** Hari Raya: a gold crescent and star over hanging ketupat, woven in green and gold, on emerald. */
import { CALM, type CardDesign } from '../design';
import { round as n, scatter, sparkle, star } from '../shapes';

const GOLD = '#f7c948';

/** A ketupat: a woven diamond of palm leaf on a string, its two leaf ends trailing below. */
function ketupat(cx: number, cy: number, size: number) {
  const h = size / 2;
  const id = `k${cx}${cy}`;
  let weave = '';
  for (let step = -h; step <= h; step += size / 5) {
    weave +=
      `<line x1="${n(cx - h + step)}" y1="${n(cy - h - step)}" x2="${n(cx + h + step)}" y2="${n(cy + h - step)}"/>` +
      `<line x1="${n(cx - h - step)}" y1="${n(cy + h - step)}" x2="${n(cx + h - step)}" y2="${n(cy - h - step)}"/>`;
  }
  const diamond = `M${cx} ${cy - h * 1.3}L${cx + h * 1.3} ${cy}L${cx} ${cy + h * 1.3}L${cx - h * 1.3} ${cy}Z`;
  return (
    `<line x1="${cx}" y1="0" x2="${cx}" y2="${cy - h * 1.3}" stroke="${GOLD}" stroke-width="3"/>` +
    `<path d="M${cx - 6} ${cy + h * 1.2}q-14 ${h * 0.8} -34 ${h * 1.1}M${cx + 6} ${cy + h * 1.2}q10 ${h * 0.7} 30 ${h * 1.2}" fill="none" stroke="#a3d65c" stroke-width="12" stroke-linecap="round"/>` +
    `<clipPath id="${id}"><path d="${diamond}"/></clipPath>` +
    `<path d="${diamond}" fill="#84c441" stroke="#5d9a2a" stroke-width="6" stroke-linejoin="round"/>` +
    `<g clip-path="url(#${id})" stroke="#e6f5b0" stroke-width="${n(size / 14)}">${weave}</g>`
  );
}

/** A band of eight-pointed stars along the bottom, the geometry of songket and mosque tiles. */
const BAND =
  `<rect x="0" y="598" width="1200" height="32" fill="#08573b"/>` +
  Array.from({ length: 25 }, (_, index) => star(24 + index * 48, 614, 11, 6, '#1f7a55', 8, 0)).join(
    '',
  );

export const hariRaya: CardDesign = {
  background: '#0b6b4a',
  ink: '#fef3c7',
  art:
    scatter(5, 16, [
      ...CALM,
      { x: 980, y: 40, width: 220, height: 220 },
      { x: 700, y: 180, width: 500, height: 420 },
    ])
      .map(
        ({ x, y, r }) =>
          `<circle cx="${n(x)}" cy="${n(y)}" r="${n(2 + r * 3)}" fill="#f7c948" opacity="0.7"/>`,
      )
      .join('') +
    BAND +
    // The crescent: a gold disc with the ground's colour biting into it.
    `<circle cx="1082" cy="138" r="86" fill="${GOLD}"/>` +
    `<circle cx="1118" cy="112" r="76" fill="#0b6b4a"/>` +
    star(1140, 196, 24, 10, GOLD) +
    ketupat(810, 300, 96) +
    ketupat(960, 420, 124) +
    ketupat(1110, 380, 84) +
    sparkle(880, 120, 14, GOLD) +
    sparkle(1160, 520, 16, GOLD),
};
