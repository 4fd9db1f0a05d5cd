/** Songkran: a silver bowl of water splashing, a jasmine garland with its rose tassel, in blues. */
import type { CardDesign } from '../design';
import { drop, round as n } from '../shapes';

/** A phuang malai: a ring of jasmine buds, a rose and marigold below it, and strands of buds. */
function garland(cx: number, cy: number, r: number) {
  let out = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#d9ecf7" stroke-width="22"/>`;
  for (let index = 0; index < 22; index += 1) {
    const radians = ((360 / 22) * index * Math.PI) / 180;
    out += `<circle cx="${n(cx + Math.cos(radians) * r)}" cy="${n(cy + Math.sin(radians) * r)}" r="11" fill="#ffffff"/>`;
  }
  const knot = cy + r + 22;
  for (const dx of [-22, 0, 22]) {
    for (let bead = 0; bead < 5; bead += 1) {
      out += `<circle cx="${cx + dx}" cy="${knot + 40 + bead * 18}" r="8" fill="#ffffff"/>`;
    }
    out += `<path d="M${cx + dx - 8} ${knot + 128}h16l-8 26Z" fill="#22a06b"/>`;
  }
  return (
    out +
    `<circle cx="${cx}" cy="${knot}" r="26" fill="#e11d48"/>` +
    `<circle cx="${cx}" cy="${knot}" r="15" fill="#be123c"/>` +
    `<circle cx="${cx - 28}" cy="${knot + 6}" r="12" fill="#fbbf24"/>` +
    `<circle cx="${cx + 28}" cy="${knot + 6}" r="12" fill="#fbbf24"/>`
  );
}

/** The khan: a silver bowl, embossed, full of water. */
function bowl(cx: number, cy: number) {
  return (
    `<path d="M${cx - 180} ${cy}Q${cx - 170} ${cy + 130} ${cx - 60} ${cy + 150}L${cx + 60} ${cy + 150}Q${cx + 170} ${cy + 130} ${cx + 180} ${cy}Z" fill="#c8d3de"/>` +
    `<path d="M${cx - 90} ${cy + 150}h180l24 28h-228Z" fill="#a9b6c4"/>` +
    `<path d="M${cx - 168} ${cy + 46}Q${cx} ${cy + 86} ${cx + 168} ${cy + 46}" fill="none" stroke="#a9b6c4" stroke-width="10"/>` +
    Array.from(
      { length: 7 },
      (_, index) => `<circle cx="${cx - 120 + index * 40}" cy="${cy + 100}" r="9" fill="#e4eaf0"/>`,
    ).join('') +
    `<ellipse cx="${cx}" cy="${cy}" rx="180" ry="32" fill="#e4eaf0"/>` +
    `<ellipse cx="${cx}" cy="${cy + 2}" rx="158" ry="22" fill="#4aa8e0"/>` +
    `<path d="M${cx - 120} ${cy + 44}Q${cx - 110} ${cy + 110} ${cx - 40} ${cy + 132}" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.6"/>`
  );
}

export const songkran: CardDesign = {
  background: '#dcf0fb',
  ink: '#0c4a6e',
  art:
    // Waves along the bottom, then the splash rising out of the bowl.
    `<path d="M0 560Q100 520 200 560T400 560T600 560T800 560T1000 560T1200 560V630H0Z" fill="#a9d8f2"/>` +
    `<path d="M0 590Q100 556 200 590T400 590T600 590T800 590T1000 590T1200 590V630H0Z" fill="#7cc0ea"/>` +
    bowl(880, 382) +
    // The splash: rounded tongues of water leaping out of the bowl, drops flying off their tips.
    `<path d="M742 386C722 340 716 300 736 270C756 300 770 336 800 370C794 320 800 270 830 236C846 282 852 330 862 368C872 310 892 258 930 226C936 280 924 330 910 372C940 330 980 300 1022 290C1010 330 990 360 966 386Z" fill="#7cc0ea"/>` +
    `<path d="M790 386C790 356 800 330 822 312C824 340 828 362 842 386ZM900 386C908 356 926 334 950 322C944 350 934 370 924 386Z" fill="#b9def4"/>` +
    drop(724, 236, 11, '#38a3dc', -30) +
    drop(820, 196, 12, '#38a3dc', -10) +
    drop(946, 186, 13, '#38a3dc', 20) +
    drop(1048, 262, 11, '#38a3dc', 50) +
    drop(770, 160, 8, '#7cc0ea', -20) +
    drop(880, 150, 9, '#7cc0ea', 5) +
    drop(1000, 200, 8, '#7cc0ea', 35) +
    garland(1100, 118, 66),
};
