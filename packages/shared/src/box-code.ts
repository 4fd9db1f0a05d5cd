/**
 * Gift box codes (PRODUCT.md §4): `XXXX-XXXX-XXXX-XXXX`, 15 Crockford base32 symbols and a mod-37
 * check symbol over their value, so a one-symbol typo or a swap of neighbours is caught before any
 * lookup. Pure: the wallet checks and issues codes with it, the web checks what a user types.
 */

/** Crockford base32: digits and letters without I, L, O and U, which read like others. */
export const BOX_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** The check symbols: the 32 above for 0–31, then `* ~ $ = U` for 32–36. */
const CHECK_ALPHABET = `${BOX_CODE_ALPHABET}*~$=U`;
const DATA_LENGTH = 15;
const GROUP_LENGTH = 4;

/** A random source: `size` random bytes (node's randomBytes, or getRandomValues in a browser). */
export type RandomBytes = (size: number) => Uint8Array;

/** The check symbol of 15 data symbols: their base-32 value mod 37, folded one symbol at a time. */
function checkSymbol(data: string): string {
  let remainder = 0;
  for (const symbol of data) remainder = (remainder * 32 + BOX_CODE_ALPHABET.indexOf(symbol)) % 37;
  return CHECK_ALPHABET[remainder] ?? '';
}

function grouped(symbols: string): string {
  return symbols.match(new RegExp(`.{${GROUP_LENGTH}}`, 'g'))?.join('-') ?? symbols;
}

/**
 * A new code from `random`. Codes whose check symbol would be `* ~ $ =` are drawn again: printed
 * codes stay letters and digits, and so does the last group a masked code shows.
 */
export function generateBoxCode(random: RandomBytes): string {
  for (;;) {
    // 256 is a multiple of 32, so the low five bits of a byte are uniform.
    const data = Array.from(random(DATA_LENGTH), (byte) => BOX_CODE_ALPHABET[byte & 31]).join('');
    const check = checkSymbol(data);
    if (/^[0-9A-Z]$/.test(check)) return grouped(data + check);
  }
}

/**
 * What a person typed, as the canonical `XXXX-XXXX-XXXX-XXXX`, or null when it is not a code:
 * case, spaces and hyphens do not matter, O reads as 0 and I or L as 1, and the check must hold.
 */
export function normaliseBoxCode(input: string): string | null {
  const symbols = input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (symbols.length !== DATA_LENGTH + 1) return null;
  const data = symbols.slice(0, DATA_LENGTH);
  if (!/^[0-9A-HJKMNP-TV-Z]*$/.test(data)) return null;
  return symbols.slice(DATA_LENGTH) === checkSymbol(data) ? grouped(symbols) : null;
}

export function isValidBoxCode(input: string): boolean {
  return normaliseBoxCode(input) !== null;
}

/** A canonical code as its owner may see it again: `****-****-****-` and the last group. */
export function maskBoxCode(code: string): string {
  return `****-****-****-${code.slice(-GROUP_LENGTH)}`;
}
