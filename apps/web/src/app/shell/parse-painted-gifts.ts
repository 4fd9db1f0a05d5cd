/**
 * The check of the gift page a painted /gift-items carries, with the shared schema: anything else is
 * ignored, and the page then loads its gifts as it would without a paint. A chunk of its own, loaded
 * only when a page carries one: zod stays out of the entry and of the catalog's page chunks.
 */
import { giftPageSchema, type GiftPage } from '@kado/shared/schemas';

/** The gift page in `text`, or null when it is not one. */
export function parsePaintedGifts(text: string): GiftPage | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const page = giftPageSchema.safeParse(json);
  return page.success ? page.data : null;
}
