/** Small drawing helpers the card designs share: all return SVG fragments in card pixels. */
import type { Box } from './greeting';

const n = (value: number) => Number(value.toFixed(1));

/** A repeatable pseudo-random sequence (mulberry32), so a design draws the same every build. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const inside = (x: number, y: number, box: Box, margin: number) =>
  x > box.x - margin &&
  x < box.x + box.width + margin &&
  y > box.y - margin &&
  y < box.y + box.height + margin;

/** Points scattered over the card, none within `margin` of any box in `avoid`. */
export function scatter(
  seed: number,
  count: number,
  avoid: readonly Box[],
  margin = 24,
  area: Box = { x: 20, y: 20, width: 1160, height: 590 },
): { x: number; y: number; r: number }[] {
  const next = random(seed);
  const points: { x: number; y: number; r: number }[] = [];
  for (let tries = 0; points.length < count && tries < count * 200; tries += 1) {
    const x = area.x + next() * area.width;
    const y = area.y + next() * area.height;
    const r = next();
    if (avoid.some((box) => inside(x, y, box, margin))) continue;
    if (points.some((point) => Math.hypot(point.x - x, point.y - y) < 46)) continue;
    points.push({ x, y, r });
  }
  return points;
}

/** Confetti: little rounded strips and dots in `colours`. */
export function confetti(
  seed: number,
  count: number,
  colours: readonly string[],
  avoid: readonly Box[],
  area?: Box,
) {
  return scatter(seed, count, avoid, 28, area)
    .map(({ x, y, r }, index) => {
      const colour = colours[index % colours.length];
      if (index % 3 === 0)
        return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(5 + r * 5)}" fill="${colour}"/>`;
      return `<rect x="${n(x - 11)}" y="${n(y - 4.5)}" width="22" height="9" rx="4.5" fill="${colour}" transform="rotate(${Math.round(r * 180)} ${n(x)} ${n(y)})"/>`;
    })
    .join('');
}

/** A flower of `petals` round petals around a centre. */
export function flower(
  cx: number,
  cy: number,
  r: number,
  petal: string,
  centre: string,
  petals = 5,
  turn = 0,
) {
  let out = '';
  for (let index = 0; index < petals; index += 1) {
    const angle = ((turn + (360 / petals) * index) * Math.PI) / 180;
    out += `<circle cx="${n(cx + Math.cos(angle) * r * 0.55)}" cy="${n(cy + Math.sin(angle) * r * 0.55)}" r="${n(r * 0.48)}" fill="${petal}"/>`;
  }
  return out + `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.3)}" fill="${centre}"/>`;
}

/** A heart whose top middle dip is at (cx, cy - size * 0.3), `size` wide. */
export function heart(cx: number, cy: number, size: number, fill: string, turn = 0) {
  const s = size / 2;
  return (
    `<path transform="rotate(${turn} ${n(cx)} ${n(cy)})" fill="${fill}" d="M${n(cx)} ${n(cy + s * 0.9)}` +
    `C${n(cx - s * 0.2)} ${n(cy + s * 0.72)} ${n(cx - s)} ${n(cy + s * 0.2)} ${n(cx - s)} ${n(cy - s * 0.3)}` +
    `C${n(cx - s)} ${n(cy - s * 0.85)} ${n(cx - s * 0.3)} ${n(cy - s * 1.05)} ${n(cx)} ${n(cy - s * 0.55)}` +
    `C${n(cx + s * 0.3)} ${n(cy - s * 1.05)} ${n(cx + s)} ${n(cy - s * 0.85)} ${n(cx + s)} ${n(cy - s * 0.3)}` +
    `C${n(cx + s)} ${n(cy + s * 0.2)} ${n(cx + s * 0.2)} ${n(cy + s * 0.72)} ${n(cx)} ${n(cy + s * 0.9)}Z"/>`
  );
}

/** A star of `points` points between radii `outer` and `inner`. */
export function star(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  fill: string,
  points = 5,
  turn = -90,
) {
  const corners: string[] = [];
  for (let index = 0; index < points * 2; index += 1) {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = ((turn + (180 / points) * index) * Math.PI) / 180;
    corners.push(`${n(cx + Math.cos(angle) * radius)},${n(cy + Math.sin(angle) * radius)}`);
  }
  return `<polygon points="${corners.join(' ')}" fill="${fill}" stroke="${fill}" stroke-width="${n(outer * 0.12)}" stroke-linejoin="round"/>`;
}

/** A four-pointed twinkle. */
export function sparkle(cx: number, cy: number, r: number, fill: string) {
  const k = r * 0.22;
  return `<path fill="${fill}" d="M${n(cx)} ${n(cy - r)}Q${n(cx + k)} ${n(cy - k)} ${n(cx + r)} ${n(cy)}Q${n(cx + k)} ${n(cy + k)} ${n(cx)} ${n(cy + r)}Q${n(cx - k)} ${n(cy + k)} ${n(cx - r)} ${n(cy)}Q${n(cx - k)} ${n(cy - k)} ${n(cx)} ${n(cy - r)}Z"/>`;
}

/** A drop of water pointing up. */
export function drop(cx: number, cy: number, r: number, fill: string, turn = 0) {
  return `<path transform="rotate(${turn} ${n(cx)} ${n(cy)})" fill="${fill}" d="M${n(cx)} ${n(cy - r * 2.1)}C${n(cx + r * 0.5)} ${n(cy - r * 1.2)} ${n(cx + r)} ${n(cy - r * 0.6)} ${n(cx + r)} ${n(cy)}A${n(r)} ${n(r)} 0 0 1 ${n(cx - r)} ${n(cy)}C${n(cx - r)} ${n(cy - r * 0.6)} ${n(cx - r * 0.5)} ${n(cy - r * 1.2)} ${n(cx)} ${n(cy - r * 2.1)}Z"/>`;
}

/** A flame: a drop in two colours. */
export function flame(cx: number, cy: number, r: number, outer: string, inner: string) {
  return drop(cx, cy, r, outer) + drop(cx, cy + r * 0.25, r * 0.55, inner);
}

export { n as round };
