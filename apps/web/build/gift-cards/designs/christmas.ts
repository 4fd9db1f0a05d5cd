/** Christmas: a decorated tree with its star, presents under it, snow falling on pine green. */
import { CALM, type CardDesign } from '../design';
import { round as n, scatter, star } from '../shapes';

const tier = (cx: number, top: number, width: number, height: number, fill: string) =>
  `<path d="M${cx} ${top}L${cx + width / 2} ${top + height}Q${cx} ${top + height + 22} ${cx - width / 2} ${top + height}Z" fill="${fill}" stroke="${fill}" stroke-width="16" stroke-linejoin="round"/>`;

function present(x: number, y: number, width: number, height: number, box: string, ribbon: string) {
  const cx = x + width / 2;
  return (
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="8" fill="${box}"/>` +
    `<rect x="${x - 6}" y="${y}" width="${width + 12}" height="${height * 0.28}" rx="6" fill="${box}" stroke="#00000022"/>` +
    `<rect x="${cx - 9}" y="${y}" width="18" height="${height}" fill="${ribbon}"/>` +
    `<ellipse cx="${cx - 20}" cy="${y - 8}" rx="22" ry="12" fill="none" stroke="${ribbon}" stroke-width="8" transform="rotate(-20 ${cx - 20} ${y - 8})"/>` +
    `<ellipse cx="${cx + 20}" cy="${y - 8}" rx="22" ry="12" fill="none" stroke="${ribbon}" stroke-width="8" transform="rotate(20 ${cx + 20} ${y - 8})"/>`
  );
}

const ORNAMENTS: readonly [number, number, string][] = [
  [912, 200, '#ef4444'],
  [980, 236, '#fbbf24'],
  [870, 312, '#fbbf24'],
  [960, 330, '#ef4444'],
  [1030, 360, '#f8fafc'],
  [840, 430, '#ef4444'],
  [920, 456, '#f8fafc'],
  [1010, 446, '#fbbf24'],
  [1080, 470, '#ef4444'],
];

export const christmas: CardDesign = {
  background: '#14452f',
  ink: '#fffbeb',
  art:
    scatter(41, 40, [...CALM, { x: 770, y: 60, width: 360, height: 480 }])
      .map(
        ({ x, y, r }) =>
          `<circle cx="${n(x)}" cy="${n(y)}" r="${n(3 + r * 5)}" fill="#ffffff" opacity="${n(0.55 + r * 0.4)}"/>`,
      )
      .join('') +
    `<path d="M640 630Q700 540 860 548T1200 530V630Z" fill="#f1f5f9"/>` +
    `<rect x="930" y="500" width="44" height="60" rx="6" fill="#7c4a1e"/>` +
    tier(952, 300, 340, 200, '#2f8f4e') +
    tier(952, 200, 270, 170, '#37a05a') +
    tier(952, 110, 190, 130, '#43b268') +
    `<path d="M880 250Q960 290 1040 240M850 380Q960 420 1070 360M830 500Q950 520 1100 480" fill="none" stroke="#fde68a" stroke-width="6" stroke-linecap="round" stroke-dasharray="1 14"/>` +
    ORNAMENTS.map(
      ([x, y, fill]) =>
        `<circle cx="${x}" cy="${y}" r="15" fill="${fill}"/><circle cx="${x - 5}" cy="${y - 5}" r="4" fill="#ffffff" opacity="0.6"/>`,
    ).join('') +
    star(952, 92, 44, 19, '#fbbf24') +
    present(760, 500, 110, 86, '#c2410c', '#fde68a') +
    present(1070, 512, 96, 74, '#dc2626', '#f8fafc'),
};
