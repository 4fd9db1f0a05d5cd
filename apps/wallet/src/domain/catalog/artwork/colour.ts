/** Colour helpers shared by the drawn catalog images. */

function channels(hex: string): [number, number, number] {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return [r, g, b];
}

/** Dark ink on light brands, white on dark ones (WCAG relative luminance). */
export function inkOn(hex: string): string {
  const [r, g, b] = channels(hex).map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.179 ? '#111827' : '#ffffff';
}

/** `hex` moved `amount` (0–1) of the way towards `towards`: tints and shades of a brand colour. */
export function mix(hex: string, towards: string, amount: number): string {
  const from = channels(hex);
  const to = channels(towards);
  return `#${from
    .map((value, i) =>
      Math.round(value + ((to[i] ?? 0) - value) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** A stable small number from a brand's name (FNV-1a), so each brand keeps its own look. */
export function brandSeed(brandName: string): number {
  let hash = 0x811c9dc5;
  for (const unit of new TextEncoder().encode(brandName)) {
    hash = Math.imul(hash ^ unit, 0x01000193) >>> 0;
  }
  return hash;
}
