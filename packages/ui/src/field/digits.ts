/** Unicode decimal digits (Thai ๐–๙, Devanagari ०–९, full-width ０–９…) as ASCII 0–9. */
const ZEROS = [0x30, 0x660, 0x6f0, 0x966, 0x9e6, 0xe50, 0xff10];

export function asciiDigits(input: string): string {
  let out = '';
  for (const char of input) {
    const code = char.codePointAt(0) ?? 0;
    const zero = ZEROS.find((start) => code >= start && code <= start + 9);
    if (zero !== undefined) out += String(code - zero);
  }
  return out;
}
