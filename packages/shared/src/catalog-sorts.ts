/**
 * The gift list's sort orders. Apart from the zod schemas (schemas/wallet.ts builds on them), so a
 * screen that only needs the names, like the catalog's URL state, does not load zod to get them.
 */

/** `popular` is the curated order (stable under paging); the live ranking is /gifts/popular. */
export const GIFT_SORTS = ['popular', 'points_asc', 'points_desc', 'newest'] as const;
export type GiftSort = (typeof GIFT_SORTS)[number];
