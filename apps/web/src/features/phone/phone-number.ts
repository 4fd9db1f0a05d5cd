/** What the input-phone form accepts (PRODUCT.md §5): E.164, in one of the ten markets. */
import { z } from 'zod';

import { MARKETS, type MarketCode } from '@kado/shared';
import { E164_PATTERN, phoneInputSchema } from '@kado/shared/schemas';

/** The market whose calling code starts the number (longest code first: +852 before +85…). */
export function marketOfPhone(phone: string): MarketCode | null {
  const entries = Object.entries(MARKETS) as [MarketCode, string][];
  entries.sort((a, b) => b[1].length - a[1].length);
  return entries.find(([, prefix]) => phone.startsWith(prefix))?.[0] ?? null;
}

/** Messages are keys under `phoneFlow.validation` (the form translates them). */
export const phoneFormSchema = z.object({
  phone: phoneInputSchema
    .min(1, 'required')
    .regex(E164_PATTERN, 'format')
    .refine((phone) => marketOfPhone(phone) !== null, 'market'),
});
export type PhoneForm = z.infer<typeof phoneFormSchema>;
