/**
 * What the BFF painted a signed-out /gift-items or home with, inlined beside the HTML as
 * `<script type="application/json">` (data, never executed; see the BFF's
 * routes/painted-gift-items.ts): the gift page as `#kado-gift-page`, the home's categories as
 * `#kado-categories`. The page hands them to its lists, so the SPA's first render draws what is on
 * screen and asks for nothing.
 */
import type { PaintedCategories } from '../../features/catalog/api/get-categories';
import type { FirstGiftPage } from '../../features/catalog/api/get-gifts';
import type * as ParsePainted from './parse-painted-gifts';

export const PAINTED_GIFTS_ELEMENT_ID = 'kado-gift-page';
export const PAINTED_CATEGORIES_ELEMENT_ID = 'kado-categories';

type Check = typeof ParsePainted;

/** The data inlined as `id`, checked by `parse`; null when there is none or it is malformed. */
async function readPainted<T>(
  doc: Document | undefined,
  id: string,
  parse: (check: Check, text: string) => T | null,
): Promise<{ data: T; readAt: number } | null> {
  const text = doc?.getElementById(id)?.textContent;
  if (!text) return null;
  const readAt = Date.now();
  const check = await import('./parse-painted-gifts').catch(() => null);
  const data = check && parse(check, text);
  return data ? { data, readAt } : null;
}

/** The painted page, checked; null on any other page, for a malformed one, and outside a browser. */
export async function readPaintedGifts(
  doc: Document | undefined = globalThis.document,
): Promise<FirstGiftPage | null> {
  const read = await readPainted(doc, PAINTED_GIFTS_ELEMENT_ID, (check, text) =>
    check.parsePaintedGifts(text),
  );
  return read && { page: read.data, readAt: read.readAt };
}

/** The painted home's categories, checked; null as for the gift page. */
export async function readPaintedCategories(
  doc: Document | undefined = globalThis.document,
): Promise<PaintedCategories | null> {
  const read = await readPainted(doc, PAINTED_CATEGORIES_ELEMENT_ID, (check, text) =>
    check.parsePaintedCategories(text),
  );
  return read && { list: read.data, readAt: read.readAt };
}
