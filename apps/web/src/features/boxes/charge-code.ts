/** The "charge a code" form: a box code whose check symbol holds, checked before sending. */
import { z } from 'zod';

import { normaliseBoxCode } from '@kado/shared';

/** Messages are keys under `charge.validation`; what is sent is then `chargeCodeRequestSchema`. */
export const chargeFormSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'required')
    .refine((code) => normaliseBoxCode(code) !== null, 'invalid'),
});
export type ChargeForm = z.infer<typeof chargeFormSchema>;
