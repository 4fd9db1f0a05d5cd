/**
 * Flat drawings of what a gift buys, one per kind of gift in the catalog (catalog.json `kinds`).
 * Each is centred on (0, 0) and fits a 300 × 260 box; the brand colour is the accent, the rest is
 * a small set of neutral and food colours so every brand's drawing still reads as the thing it is.
 * Drawings hold shapes only: no text, no links, no scripts.
 */

export interface Palette {
  /** The brand colour. */
  readonly accent: string;
  /** The brand colour, darker: shadows and second surfaces. */
  readonly dark: string;
  /** The brand colour, lighter: highlights. */
  readonly light: string;
  /** The background the drawing sits on. */
  readonly ground: string;
}

type Drawing = (p: Palette) => string;

const INK = '#1f2937';
const WHITE = '#ffffff';
const CREAM = '#fff7ed';
const STEEL = '#94a3b8';
const WOOD = '#8b5e3c';

const steam = (xs: number[], y: number) =>
  xs
    .map(
      (x) =>
        `<path d="M${x} ${y}q-12 -16 0 -32t0 -32" fill="none" stroke="${INK}" stroke-opacity="0.22" stroke-width="9" stroke-linecap="round"/>`,
    )
    .join('');

const sparkle = (x: number, y: number, r: number, fill: string) =>
  `<path d="M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z" fill="${fill}"/>`;

const hotCoffee: Drawing = (p) => `
<ellipse cy="100" rx="125" ry="18" fill="#e5e7eb"/><ellipse cy="96" rx="82" ry="10" fill="#d1d5db"/>
<circle cx="92" cy="22" r="28" fill="none" stroke="${WHITE}" stroke-width="15"/>
<path d="M-82 -20H82L68 78Q65 96 48 96H-48Q-65 96 -68 78Z" fill="${WHITE}"/>
<path d="M-77 14H77L72 46H-72Z" fill="${p.accent}"/>
<ellipse cy="-20" rx="82" ry="15" fill="#6b3f23"/><ellipse cy="-19" rx="66" ry="10" fill="#a0673f"/>
<path d="M0 -13C-14 -22 -20 -30 -8 -31C-3 -31 0 -28 0 -26C0 -28 3 -31 8 -31C20 -30 14 -22 0 -13Z" fill="#f3e3d3"/>
${steam([-30, 0, 30], -44)}`;

const icedDrink: Drawing = (p) => `
<rect x="8" y="-168" width="14" height="100" rx="6" fill="${p.accent}" transform="rotate(12 15 -118)"/>
<path d="M-64 -88H64L50 104Q49 114 38 114H-38Q-49 114 -50 104Z" fill="${WHITE}" fill-opacity="0.7"/>
<path d="M-60 -40H60L51 96Q50 106 40 106H-40Q-50 106 -51 96Z" fill="#d9b48f"/>
<path d="M-56 30H56L51 96Q50 106 40 106H-40Q-50 106 -51 96Z" fill="#8b5a3c"/>
<rect x="-40" y="-48" width="34" height="30" rx="6" fill="${WHITE}" fill-opacity="0.65" transform="rotate(-12 -23 -33)"/>
<rect x="4" y="-30" width="32" height="28" rx="6" fill="${WHITE}" fill-opacity="0.55" transform="rotate(10 20 -16)"/>
<path d="M-55 0H55L52 48H-52Z" fill="${p.accent}"/>
<circle cy="24" r="12" fill="${WHITE}" fill-opacity="0.9"/>
<rect x="-74" y="-104" width="148" height="18" rx="9" fill="${WHITE}"/>
${sparkle(-100, -60, 14, p.accent)}${sparkle(98, 10, 10, p.dark)}`;

const cake: Drawing = (p) => `
<ellipse cy="104" rx="140" ry="16" fill="#e5e7eb"/>
<rect x="-112" y="-6" width="224" height="104" rx="14" fill="#fde7c8"/>
<rect x="-112" y="38" width="224" height="14" fill="${WHITE}"/>
<rect x="-112" y="-32" width="224" height="44" rx="14" fill="${p.accent}"/>
${[-88, -52, -16, 20, 56, 90].map((x, i) => `<ellipse cx="${x}" cy="${12 + (i % 2) * 8}" rx="12" ry="${16 + (i % 3) * 4}" fill="${p.accent}"/>`).join('')}
${[-60, 0, 60].map((x) => `<circle cx="${x}" cy="-44" r="15" fill="${p.dark}"/><path d="M${x} -58q4 -14 14 -18" stroke="#15803d" stroke-width="4" fill="none" stroke-linecap="round"/>`).join('')}
<rect x="-6" y="-110" width="12" height="52" rx="4" fill="${WHITE}"/>
<path d="M0 -134Q12 -118 0 -110Q-12 -118 0 -134Z" fill="#f59e0b"/>`;

const croissant = `
${[
  [-52, 14, 20, 24, -40],
  [-28, 0, 24, 30, -20],
  [0, -6, 26, 34, 0],
  [28, 0, 24, 30, 20],
  [52, 14, 20, 24, 40],
]
  .map(
    ([x, y, rx, ry, turn], i) =>
      `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${i % 2 ? '#d48f3f' : '#e8a956'}" transform="rotate(${turn} ${x} ${y})"/>`,
  )
  .join('')}`;

const pastryBox: Drawing = (p) => `
<path d="M-124 10L-104 -96H104L124 10Z" fill="${p.light}"/>
<g transform="translate(-40 -34) scale(0.8)">${croissant}</g>
<g transform="translate(44 -28) scale(0.8) rotate(8)">${croissant}</g>
<rect x="-128" y="8" width="256" height="96" rx="8" fill="${p.accent}"/>
<rect x="-128" y="8" width="256" height="20" fill="${p.dark}"/>
<path d="M-30 56h60" stroke="${WHITE}" stroke-width="10" stroke-linecap="round"/>
<circle cy="56" r="22" fill="none" stroke="${WHITE}" stroke-width="6"/>`;

const noodleBowl: Drawing = (p) => `
<rect x="-20" y="-150" width="12" height="170" rx="5" fill="${WOOD}" transform="rotate(28 -14 -65)"/>
<rect x="4" y="-150" width="12" height="170" rx="5" fill="#a47148" transform="rotate(34 10 -65)"/>
<rect x="-44" y="86" width="88" height="18" rx="6" fill="${p.dark}"/>
<path d="M-134 -8H134Q128 92 0 98Q-128 92 -134 -8Z" fill="${p.accent}"/>
<path d="M-110 34q22 -14 44 0t44 0t44 0t44 0t44 0" fill="none" stroke="${WHITE}" stroke-opacity="0.35" stroke-width="8" stroke-linecap="round"/>
<ellipse cy="-8" rx="134" ry="22" fill="${p.dark}"/>
<ellipse cy="-8" rx="120" ry="16" fill="#f4c27a"/>
<path d="M-92 -8q14 -10 28 0t28 0t28 0t28 0t28 0t28 0" fill="none" stroke="#fde68a" stroke-width="7" stroke-linecap="round"/>
<ellipse cx="52" cy="-14" rx="26" ry="14" fill="${WHITE}"/><circle cx="52" cy="-14" r="9" fill="#f59e0b"/>
${[-70, -48, -20].map((x, i) => `<circle cx="${x}" cy="${-12 + i * 3}" r="7" fill="#65a30d"/><circle cx="${x}" cy="${-12 + i * 3}" r="3" fill="#d9f99d"/>`).join('')}
${steam([-40, 0, 40], -40)}`;

const books: Drawing = (p) => `
<rect x="-124" y="62" width="248" height="40" rx="6" fill="${p.accent}"/>
<rect x="104" y="68" width="14" height="28" fill="${CREAM}"/>
<rect x="-104" y="62" width="12" height="40" fill="${p.dark}"/>
<rect x="-102" y="22" width="216" height="40" rx="6" fill="#334155"/>
<rect x="-100" y="28" width="14" height="28" fill="${CREAM}"/>
<rect x="80" y="22" width="10" height="40" fill="${STEEL}"/>
<rect x="-90" y="-18" width="196" height="40" rx="6" fill="${p.dark}"/>
<rect x="88" y="-12" width="12" height="28" fill="${CREAM}"/>
<rect x="-70" y="-18" width="10" height="40" fill="${p.light}"/>
<path d="M40 22V56L50 48L60 56V22Z" fill="#f59e0b"/>
<path d="M-40 -18H10L2 -64H-32Z" fill="${p.light}"/>
<path d="M-15 -64C-40 -80 -50 -110 -34 -120C-20 -104 -14 -84 -15 -64Z M-15 -64C4 -86 26 -96 40 -86C24 -70 4 -64 -15 -64Z M-15 -64C-18 -90 -12 -118 2 -132C10 -110 0 -84 -15 -64Z" fill="#16a34a"/>`;

const storefront: Drawing = (p) => {
  const stripes = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${-144 + i * 48}" y="-98" width="48" height="42" fill="${i % 2 ? WHITE : p.accent}"/><circle cx="${-120 + i * 48}" cy="-56" r="24" fill="${i % 2 ? WHITE : p.accent}"/>`,
  ).join('');
  return `
<rect x="-130" y="-70" width="260" height="176" fill="${WHITE}"/>
<rect x="-136" y="-132" width="272" height="36" rx="8" fill="${p.dark}"/>
${stripes}
<rect x="-110" y="0" width="112" height="70" rx="6" fill="#bae6fd"/>
<path d="M-110 36H2" stroke="${WHITE}" stroke-width="5"/>
${[-98, -74, -50, -26].map((x, i) => `<rect x="${x}" y="${10 + (i % 2) * 6}" width="18" height="${22 - (i % 2) * 6}" rx="3" fill="${[p.accent, '#f59e0b', '#16a34a', p.dark][i]}"/>`).join('')}
<rect x="26" y="-4" width="80" height="110" rx="6" fill="${p.light}"/>
<circle cx="92" cy="54" r="5" fill="${INK}"/>
<rect x="-150" y="104" width="300" height="10" rx="5" fill="#cbd5e1"/>`;
};

const shirt: Drawing = (p) => `
<path d="M0 -92q0 -20 16 -22q16 0 16 16q0 12 -16 20" fill="none" stroke="#475569" stroke-width="7" stroke-linecap="round"/>
<path d="M0 -78L-110 -36H110Z" fill="none" stroke="#475569" stroke-width="7" stroke-linejoin="round"/>
<path d="M-58 -64L-132 -24L-106 30L-76 14V112H76V14L106 30L132 -24L58 -64Q30 -44 0 -44Q-30 -44 -58 -64Z" fill="${p.accent}"/>
<path d="M-34 -60L0 -24L34 -60Q16 -50 0 -50Q-16 -50 -34 -60Z" fill="${p.dark}"/>
<path d="M0 -24V112" stroke="${p.dark}" stroke-width="4"/>
${[4, 36, 68].map((y) => `<circle cx="0" cy="${y}" r="6" fill="${WHITE}"/>`).join('')}
<rect x="30" y="8" width="32" height="30" rx="4" fill="${p.dark}"/>
${sparkle(-118, -82, 14, p.dark)}`;

const stones: Drawing = (p) => `
<path d="M0 -20C30 -110 110 -120 140 -110C120 -40 60 -10 0 -20Z" fill="${p.accent}"/>
<path d="M0 -20C-40 -100 -110 -100 -136 -84C-110 -24 -50 -6 0 -20Z" fill="${p.dark}"/>
<path d="M10 -30Q70 -80 124 -104M-10 -28Q-70 -70 -120 -84" fill="none" stroke="${WHITE}" stroke-opacity="0.45" stroke-width="4"/>
<ellipse cy="112" rx="150" ry="12" fill="${p.dark}" fill-opacity="0.25"/>
<ellipse cy="78" rx="112" ry="32" fill="#57534e"/>
<ellipse cy="30" rx="86" ry="26" fill="#78716c"/>
<ellipse cy="-10" rx="60" ry="22" fill="#a8a29e"/>
<ellipse cx="-20" cy="-18" rx="24" ry="6" fill="${WHITE}" fill-opacity="0.35"/>`;

const towel = (y: number, fill: string, stripe: string) => `
<rect x="-130" y="${y}" width="170" height="64" rx="32" fill="${fill}"/>
<rect x="-40" y="${y}" width="16" height="64" fill="${stripe}"/>
<circle cx="8" cy="${y + 32}" r="32" fill="#f1f5f9"/>
<circle cx="8" cy="${y + 32}" r="18" fill="none" stroke="#cbd5e1" stroke-width="5"/>`;

const massage: Drawing = (p) => `
${towel(40, WHITE, p.accent)}${towel(-26, p.light, p.dark)}
<rect x="62" y="14" width="54" height="90" rx="8" fill="${CREAM}"/>
<rect x="62" y="14" width="54" height="14" rx="7" fill="#fde68a"/>
<path d="M89 14V2" stroke="${INK}" stroke-width="3"/>
<path d="M89 -30Q104 -8 89 2Q74 -8 89 -30Z" fill="#f59e0b"/>
<ellipse cx="-30" cy="-44" rx="12" ry="20" fill="${p.accent}" transform="rotate(-30 -30 -44)"/>
<ellipse cx="-6" cy="-48" rx="12" ry="20" fill="${p.accent}" transform="rotate(20 -6 -48)"/>
<circle cx="-18" cy="-40" r="7" fill="#fde68a"/>
<ellipse cy="112" rx="150" ry="10" fill="${p.dark}" fill-opacity="0.2"/>`;

const cosmetics: Drawing = (p) => `
<rect x="28" y="-62" width="30" height="24" fill="#e5e7eb"/>
<rect x="16" y="-104" width="54" height="44" rx="8" fill="${INK}"/>
<rect x="-16" y="-40" width="118" height="146" rx="26" fill="${p.light}" fill-opacity="0.85"/>
<path d="M-16 24H102V80Q102 106 76 106H10Q-16 106 -16 80Z" fill="${p.accent}" fill-opacity="0.85"/>
<rect x="2" y="-26" width="14" height="60" rx="7" fill="${WHITE}" fill-opacity="0.6"/>
<path d="M-104 -6V-54L-66 -76V-6Z" fill="${p.accent}"/>
<rect x="-110" y="-10" width="50" height="22" rx="3" fill="#d4a373"/>
<rect x="-112" y="10" width="54" height="96" rx="6" fill="${INK}"/>
<rect x="-112" y="30" width="54" height="6" fill="#d4a373"/>
${sparkle(124, -70, 16, p.dark)}${sparkle(-126, -90, 10, p.accent)}`;

const facial: Drawing = (p) => `
<rect x="-124" y="12" width="132" height="92" rx="16" fill="${WHITE}"/>
<rect x="-124" y="44" width="132" height="30" fill="${p.light}"/>
<rect x="-130" y="-20" width="144" height="38" rx="10" fill="${p.accent}"/>
<rect x="52" y="-74" width="20" height="40" fill="${INK}"/>
<ellipse cx="62" cy="-84" rx="18" ry="22" fill="${INK}"/>
<rect x="26" y="-36" width="74" height="140" rx="18" fill="${p.dark}" fill-opacity="0.9"/>
<rect x="38" y="-20" width="12" height="70" rx="6" fill="${WHITE}" fill-opacity="0.4"/>
${[
  [-90, -70],
  [-40, -86],
]
  .map(
    ([x, y]) =>
      `<circle cx="${x}" cy="${y}" r="28" fill="#65a30d"/><circle cx="${x}" cy="${y}" r="22" fill="#d9f99d"/>${[0, 72, 144, 216, 288].map((a) => `<circle cx="${(x ?? 0) + Math.round(11 * Math.cos((a * Math.PI) / 180))}" cy="${(y ?? 0) + Math.round(11 * Math.sin((a * Math.PI) / 180))}" r="3" fill="#a3e635"/>`).join('')}`,
  )
  .join('')}`;

const cinema: Drawing = (p) => {
  const holes = [0, 72, 144, 216, 288]
    .map(
      (a) =>
        `<circle cx="${-50 + Math.round(52 * Math.cos((a * Math.PI) / 180))}" cy="${-10 + Math.round(52 * Math.sin((a * Math.PI) / 180))}" r="20" fill="${p.ground}"/>`,
    )
    .join('');
  const stripes = [0, 1, 2, 3, 4]
    .map((i) => `<path d="M${-6 + i * 32} -26h18l-14 28h-18Z" fill="${p.accent}"/>`)
    .join('');
  return `
<circle cx="-50" cy="-10" r="92" fill="#334155"/>${holes}
<circle cx="-50" cy="-10" r="14" fill="${STEEL}"/>
<rect x="-10" y="10" width="152" height="100" rx="8" fill="${INK}"/>
<path d="M8 46H124M8 74H124" stroke="${WHITE}" stroke-opacity="0.5" stroke-width="4"/>
<g transform="rotate(-14 -10 8)"><rect x="-10" y="-26" width="152" height="28" rx="4" fill="${WHITE}"/>${stripes}</g>
<circle cx="-4" cy="8" r="7" fill="${STEEL}"/>`;
};

const ticket = (fill: string, mark: string) => `
<path d="M-118 -52H118V-16A16 16 0 0 0 118 16V52H-118V16A16 16 0 0 0 -118 -16Z" fill="${fill}"/>
<path d="M58 -44V44" stroke="${mark}" stroke-opacity="0.5" stroke-width="4" stroke-dasharray="8 8"/>
<path d="M-30 -26L-22 -8L-2 -6L-18 8L-12 28L-30 16L-48 28L-42 8L-58 -6L-38 -8Z" fill="${mark}"/>
<rect x="72" y="-20" width="30" height="40" rx="4" fill="${mark}" fill-opacity="0.35"/>`;

const movieTicket: Drawing = (p) => `
<g transform="translate(-14 -24) rotate(-12)">${ticket(p.dark, WHITE)}</g>
<g transform="translate(18 40) rotate(6)">${ticket(p.accent, WHITE)}</g>
${sparkle(126, -86, 16, p.accent)}`;

const snackCombo: Drawing = (p) => {
  const stripes = Array.from({ length: 5 }, (_, i) => {
    const top = -116 + i * 26;
    const bottom = -100 + i * 19;
    return `<path d="M${top} -18H${top + 26}L${bottom + 19} 108H${bottom}Z" fill="${i % 2 ? WHITE : p.accent}"/>`;
  }).join('');
  const kernels = [
    [-100, -26],
    [-74, -38],
    [-44, -30],
    [-18, -24],
    [-88, -50],
    [-58, -58],
    [-30, -48],
  ]
    .map(
      ([x, y], i) =>
        `<circle cx="${x}" cy="${y}" r="${18 + (i % 3) * 2}" fill="${i % 2 ? '#fde68a' : CREAM}"/>`,
    )
    .join('');
  return `${kernels}${stripes}
<rect x="70" y="-130" width="12" height="80" rx="5" fill="${p.dark}" transform="rotate(14 76 -90)"/>
<path d="M36 -52H132L120 108H48Z" fill="${WHITE}"/>
<path d="M40 -6H128L124 50H44Z" fill="${p.accent}"/>
<rect x="30" y="-66" width="108" height="18" rx="9" fill="#e5e7eb"/>`;
};

const fruitBasket: Drawing = (p) => `
<path d="M-112 4Q0 -176 112 4" fill="none" stroke="#a86f3a" stroke-width="14" stroke-linecap="round"/>
<path d="M-16 -92l-20 -14l0 28Z M-16 -92l20 -14l0 28Z" fill="${p.accent}"/><circle cx="-16" cy="-92" r="8" fill="${p.dark}"/>
<path d="M-20 -34C0 -80 60 -60 90 -20C60 -44 20 -46 -6 -20Z" fill="#facc15"/>
<circle cx="-66" cy="-8" r="38" fill="#ef4444"/><path d="M-66 -46q6 -14 18 -16" stroke="${WOOD}" stroke-width="5" fill="none"/>
<ellipse cx="-40" cy="-52" rx="14" ry="7" fill="#22c55e" transform="rotate(-24 -40 -52)"/>
<circle cx="2" cy="-14" r="40" fill="#f97316"/>
${[
  [60, -26],
  [80, -26],
  [70, -10],
  [90, -10],
  [50, -10],
  [60, 6],
  [80, 6],
]
  .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="12" fill="#7c3aed"/>`)
  .join('')}
<path d="M-130 4H130L106 104H-106Z" fill="#c58b4e"/>
<path d="M-120 36H120M-112 70H112" stroke="#9a6a38" stroke-width="6"/>
<path d="M-60 4L-54 104M0 4V104M60 4L54 104" stroke="#9a6a38" stroke-width="6"/>
<rect x="-140" y="-8" width="280" height="22" rx="11" fill="#a86f3a"/>`;

const controller: Drawing = (p) => `
<path d="M-132 -20Q-132 -70 -82 -70H82Q132 -70 132 -20L142 62Q146 102 110 102Q86 102 72 72H-72Q-86 102 -110 102Q-146 102 -142 62Z" fill="${p.accent}"/>
<path d="M-40 -70H40V-46H-40Z" fill="${p.dark}"/>
<path d="M-86 -14h-14v-18h-18v-14h18v-18h14v18h18v14h-18Z" transform="translate(0 32)" fill="${WHITE}"/>
<circle cx="76" cy="-30" r="12" fill="${WHITE}"/><circle cx="100" cy="-6" r="12" fill="${p.dark}"/>
<circle cx="76" cy="18" r="12" fill="${p.dark}"/><circle cx="52" cy="-6" r="12" fill="${WHITE}"/>
<circle cx="-30" cy="34" r="16" fill="${INK}"/><circle cx="30" cy="34" r="16" fill="${INK}"/>
${sparkle(-110, -110, 16, p.accent)}${sparkle(116, -104, 12, p.dark)}${sparkle(0, -118, 9, p.accent)}`;

const groceryBag: Drawing = (p) => `
<rect x="-64" y="-150" width="26" height="130" rx="13" fill="#e0a458" transform="rotate(-16 -51 -85)"/>
<path d="M22 -40L46 -120L64 -40Z" fill="#f97316"/>
<path d="M46 -120l-10 -24M46 -120l4 -26M46 -120l14 -20" stroke="#16a34a" stroke-width="6" stroke-linecap="round"/>
<circle cx="-10" cy="-50" r="30" fill="#16a34a"/><circle cx="-30" cy="-36" r="24" fill="#22c55e"/>
<circle cx="82" cy="-36" r="26" fill="#ef4444"/>
<rect x="-104" y="-34" width="208" height="144" rx="6" fill="#d6a66b"/>
<rect x="-104" y="-34" width="208" height="20" fill="#c4935a"/>
<circle cy="44" r="36" fill="${p.accent}"/>
<path d="M0 66C-22 46 -14 22 14 18C18 42 10 56 0 66Z" fill="${WHITE}"/>`;

const suitcase: Drawing = (p) => `
<path d="M60 -120q50 -40 110 -30" fill="none" stroke="${INK}" stroke-opacity="0.25" stroke-width="5" stroke-dasharray="10 10"/>
<g transform="translate(-120 -112) rotate(-18)"><path d="M0 -7H54Q66 -7 66 0Q66 7 54 7H0L-18 36H-32L-20 7H-46L-56 20H-66L-60 0L-66 -20H-56L-46 -7H-20L-32 -36H-18Z" fill="${p.dark}"/></g>
<rect x="-40" y="-110" width="80" height="44" rx="16" fill="none" stroke="${INK}" stroke-width="12"/>
<rect x="-112" y="-76" width="224" height="172" rx="24" fill="${p.accent}"/>
<rect x="-62" y="-76" width="18" height="172" fill="${p.dark}"/><rect x="44" y="-76" width="18" height="172" fill="${p.dark}"/>
<circle cx="-84" cy="106" r="12" fill="${INK}"/><circle cx="84" cy="106" r="12" fill="${INK}"/>
<circle cx="0" cy="0" r="26" fill="${WHITE}"/><path d="M-14 0H14M0 -14V14" stroke="${p.accent}" stroke-width="6"/>
<rect x="74" y="-30" width="30" height="42" rx="6" fill="${CREAM}" transform="rotate(10 89 -9)"/>`;

const headphones: Drawing = (p) => `
<path d="M-104 40Q-104 -116 0 -116Q104 -116 104 40" fill="none" stroke="${INK}" stroke-width="22" stroke-linecap="round"/>
<rect x="-136" y="6" width="62" height="104" rx="28" fill="${p.accent}"/>
<rect x="-84" y="18" width="26" height="80" rx="12" fill="${INK}"/>
<rect x="74" y="6" width="62" height="104" rx="28" fill="${p.accent}"/>
<rect x="58" y="18" width="26" height="80" rx="12" fill="${INK}"/>
<path d="M-30 30q-14 28 0 56M-10 42q-6 16 0 32M30 30q14 28 0 56M10 42q6 16 0 32" fill="none" stroke="${p.dark}" stroke-width="6" stroke-linecap="round"/>`;

const dumbbell = (fill: string, dark: string) => `
<rect x="-112" y="-8" width="224" height="16" rx="8" fill="${STEEL}"/>
<rect x="-120" y="-56" width="34" height="112" rx="10" fill="${fill}"/>
<rect x="-88" y="-42" width="22" height="84" rx="8" fill="${dark}"/>
<rect x="86" y="-56" width="34" height="112" rx="10" fill="${fill}"/>
<rect x="66" y="-42" width="22" height="84" rx="8" fill="${dark}"/>`;

const fitness: Drawing = (p) => `
<g transform="translate(-6 -46) rotate(-8) scale(0.8)">${dumbbell(p.dark, INK)}</g>
<g transform="translate(6 56)">${dumbbell(p.accent, p.dark)}</g>
<ellipse cy="116" rx="140" ry="10" fill="${INK}" fill-opacity="0.12"/>`;

const tent: Drawing = (p) => `
<path d="M-150 104L-60 -50L-6 30L62 -84L150 104Z" fill="${STEEL}"/>
<path d="M-60 -50L-80 -16L-60 -26L-44 -22Z M62 -84L40 -46L62 -56L82 -48Z" fill="${WHITE}"/>
<path d="M-104 104L0 -64L104 104Z" fill="${p.accent}"/>
<path d="M0 -64L-34 104H34Z" fill="${p.dark}"/>
<path d="M0 -64V-82M-104 104l-14 8M104 104l14 8" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>
<path d="M124 104V86M124 86L100 86L124 30L148 86Z" fill="#166534" stroke="#166534" stroke-width="4"/>
<rect x="-160" y="102" width="320" height="10" rx="5" fill="#65a30d"/>`;

/** Drawings by kind of gift; a kind without one (an operator's new kind) gets the gift box. */
export const ILLUSTRATIONS: Readonly<Record<string, Drawing>> = {
  cafe: hotCoffee,
  drink: icedDrink,
  bakery: cake,
  'pastry-box': pastryBox,
  restaurant: noodleBowl,
  books,
  'general-store': storefront,
  fashion: shirt,
  spa: stones,
  massage,
  cosmetics,
  facial,
  cinema,
  'movie-ticket': movieTicket,
  leisure: controller,
  grocery: groceryBag,
  'fruit-basket': fruitBasket,
  'snack-combo': snackCombo,
  travel: suitcase,
  electronics: headphones,
  fitness,
  'sports-gear': tent,
};

/** A wrapped present: the drawing for a kind of gift the catalog does not know. */
export const giftBox: Drawing = (p) => `
<rect x="-110" y="-30" width="220" height="134" rx="10" fill="${p.accent}"/>
<rect x="-124" y="-62" width="248" height="40" rx="10" fill="${p.dark}"/>
<rect x="-16" y="-62" width="32" height="166" fill="${WHITE}"/>
<path d="M0 -62C-40 -120 -96 -96 -70 -70C-56 -58 -24 -60 0 -62Z M0 -62C40 -120 96 -96 70 -70C56 -58 24 -60 0 -62Z" fill="${WHITE}"/>`;
