/** Chuseok: the full harvest moon, a rabbit, persimmons and songpyeon, indigo and amber. */
import { CALM, type CardDesign } from '../design';
import { round as n, scatter } from '../shapes';

function rabbit(cx: number, cy: number) {
  return (
    `<ellipse cx="${cx - 30}" cy="${cy - 170}" rx="17" ry="58" fill="#f8fafc" transform="rotate(-12 ${cx - 30} ${cy - 170})"/>` +
    `<ellipse cx="${cx - 30}" cy="${cy - 168}" rx="7" ry="40" fill="#f9b4c6" transform="rotate(-12 ${cx - 30} ${cy - 168})"/>` +
    `<ellipse cx="${cx + 10}" cy="${cy - 172}" rx="17" ry="58" fill="#f8fafc" transform="rotate(14 ${cx + 10} ${cy - 172})"/>` +
    `<ellipse cx="${cx + 10}" cy="${cy - 170}" rx="7" ry="40" fill="#f9b4c6" transform="rotate(14 ${cx + 10} ${cy - 170})"/>` +
    `<ellipse cx="${cx + 10}" cy="${cy - 20}" rx="78" ry="68" fill="#f8fafc"/>` +
    `<circle cx="${cx + 86}" cy="${cy - 14}" r="20" fill="#f8fafc"/>` +
    `<circle cx="${cx - 14}" cy="${cy - 96}" r="50" fill="#f8fafc"/>` +
    `<circle cx="${cx - 32}" cy="${cy - 104}" r="6" fill="#232061"/>` +
    `<circle cx="${cx - 54}" cy="${cy - 86}" r="7" fill="#f9b4c6"/>` +
    `<ellipse cx="${cx - 30}" cy="${cy + 44}" rx="28" ry="12" fill="#e2e8f0"/>`
  );
}

function persimmon(cx: number, cy: number, r: number) {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#f97316"/>` +
    `<ellipse cx="${cx - r * 0.35}" cy="${cy - r * 0.2}" rx="${r * 0.18}" ry="${r * 0.3}" fill="#fdba74" opacity="0.8"/>` +
    `<path d="M${cx} ${cy - r * 0.9}l${r * 0.42} ${-r * 0.12}l${-r * 0.26} ${r * 0.3}l${r * 0.2} ${r * 0.3}l${-r * 0.36} ${-r * 0.1}l${-r * 0.36} ${r * 0.1}l${r * 0.2} ${-r * 0.3}l${-r * 0.26} ${-r * 0.3}Z" fill="#3f6212"/>` +
    `<rect x="${cx - 3}" y="${cy - r * 1.18}" width="6" height="${r * 0.3}" rx="3" fill="#3f2a12"/>`
  );
}

/** A songpyeon: a half-moon rice cake. */
const songpyeon = (cx: number, cy: number, fill: string, turn: number) =>
  `<path d="M${cx - 34} ${cy + 10}Q${cx - 34} ${cy - 30} ${cx} ${cy - 30}Q${cx + 34} ${cy - 30} ${cx + 34} ${cy + 10}Z" fill="${fill}" transform="rotate(${turn} ${cx} ${cy})"/>`;

export const chuseok: CardDesign = {
  background: '#232061',
  ink: '#fde68a',
  art:
    scatter(31, 22, [...CALM, { x: 720, y: 40, width: 420, height: 420 }])
      .map(
        ({ x, y, r }) =>
          `<circle cx="${n(x)}" cy="${n(y)}" r="${n(1.5 + r * 3)}" fill="#fde68a" opacity="${n(0.4 + r * 0.5)}"/>`,
      )
      .join('') +
    `<circle cx="950" cy="250" r="214" fill="#3a3480"/>` +
    `<circle cx="950" cy="250" r="190" fill="#fbc85d"/>` +
    `<circle cx="1040" cy="180" r="32" fill="#f6b845"/>` +
    `<circle cx="880" cy="150" r="20" fill="#f6b845"/>` +
    `<circle cx="1070" cy="300" r="18" fill="#f6b845"/>` +
    // The hill, then the rabbit on it and the harvest on its plate.
    `<path d="M620 630Q820 470 1020 520T1200 480V630Z" fill="#18164a"/>` +
    rabbit(830, 500) +
    `<ellipse cx="1060" cy="560" rx="140" ry="26" fill="#c7a27a"/>` +
    `<ellipse cx="1060" cy="552" rx="140" ry="22" fill="#e5c9a4"/>` +
    persimmon(1120, 496, 46) +
    persimmon(1040, 512, 40) +
    songpyeon(980, 536, '#f9c6d6', -6) +
    songpyeon(1010, 548, '#c6ebc9', 4) +
    songpyeon(1168, 540, '#fef3c7', 8),
};
