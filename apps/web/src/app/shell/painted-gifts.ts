/**
 * The gift page the BFF painted a signed-out /gift-items with, inlined beside the HTML as
 * `<script type="application/json" id="kado-gift-page">` (data, never executed; see the BFF's
 * routes/painted-gift-items.ts). The page hands it to its list, so the SPA's first render draws the
 * grid that is on screen and asks for nothing.
 */
import type { FirstGiftPage } from '../../features/catalog/api/get-gifts';

export const PAINTED_GIFTS_ELEMENT_ID = 'kado-gift-page';

/** The painted page, checked; null on any other page, for a malformed one, and outside a browser. */
export async function readPaintedGifts(
  doc: Document | undefined = globalThis.document,
): Promise<FirstGiftPage | null> {
  const text = doc?.getElementById(PAINTED_GIFTS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  const readAt = Date.now();
  const check = await import('./parse-painted-gifts').catch(() => null);
  const page = check?.parsePaintedGifts(text);
  return page ? { page, readAt } : null;
}
