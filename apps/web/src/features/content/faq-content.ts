/**
 * The FAQ is data a translator edits: one JSON file per locale in `faq/`, each loaded as its own
 * chunk with the page, in the reader's language.
 */
import { z } from 'zod';

import type { LocaleCode } from '@kado/shared';

import { importWithReload } from '../../lib/chunk-reload';

export const faqSchema = z.object({
  sections: z
    .array(
      z.object({
        id: z.enum(['points', 'boxes', 'vouchers', 'phone', 'account']),
        title: z.string().min(1),
        items: z.array(z.object({ q: z.string().min(1), a: z.string().min(1) })).min(1),
      }),
    )
    .min(1),
});
export type Faq = z.infer<typeof faqSchema>;

const FILES = import.meta.glob<{ default: unknown }>('./faq/*.json');

export async function loadFaq(code: LocaleCode): Promise<Faq> {
  const load = FILES[`./faq/${code}.json`];
  if (!load) throw new Error(`No FAQ for ${code}`);
  const module = await importWithReload(load);
  return faqSchema.parse(module.default);
}
