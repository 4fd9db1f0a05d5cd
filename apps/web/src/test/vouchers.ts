import type { Voucher } from '@kado/shared/schemas';

const HOUR = 60 * 60 * 1000;

/**
 * An active voucher of an iced latte, issued a day before `now` and valid ten more days; its code
 * and barcode follow its id. Tests override what they are about.
 */
export function aVoucher(
  id: string,
  overrides: Partial<Voucher> = {},
  now: number = Date.now(),
): Voucher {
  const code = `4006381333${id}`;
  return {
    id,
    exchangeId: '00000000-0000-4000-8000-000000000000',
    gift: {
      id: 'kopi-lane-iced-latte-sg',
      name: 'Iced Latte',
      brand: { id: 'kopi-lane', name: 'Kopi Lane' },
      category: { id: 'drinks', name: 'Drinks' },
      points: 500,
      imagePath: 'gifts/latte.webp',
      market: 'SG',
    },
    code,
    pin: '482913',
    barcode: { format: 'code128', payload: code },
    status: 'active',
    issuedAt: new Date(now - 24 * HOUR).toISOString(),
    expiresAt: new Date(now + 10 * 24 * HOUR).toISOString(),
    terms: null,
    howToUse: null,
    usedAt: null,
    undoUntil: null,
    activeShares: 0,
    ...overrides,
  };
}
