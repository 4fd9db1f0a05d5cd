/**
 * Identifier patterns, each written once. Route and request schemas validate with them, and the
 * wallet's tables CHECK the same `.source` (its identifier migration writes them into the
 * constraints), so an id the API accepts is one the database stores and the other way round.
 * They use only what JavaScript and PostgreSQL regular expressions read alike: anchors, bracket
 * classes and bounded repeats.
 */

/** Gift ids: lower-case letters, digits, `_` and `-`. */
export const GIFT_ID_PATTERN = /^[a-z0-9_-]{1,64}$/;
/** Ids of brands and categories: lower-case slugs. */
export const CATALOG_SLUG_PATTERN = /^[a-z0-9-]{1,64}$/;
/** A path under the image store (gift images, brand logos): no scheme, no upper case. */
export const IMAGE_PATH_PATTERN = /^[a-z0-9/_.-]+$/;
/** A brand's colour, `#rrggbb` in lower case. */
export const BRAND_COLOR_PATTERN = /^#[0-9a-f]{6}$/;
/** Idempotency keys: 1–128 visible ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[!-~]{1,128}$/;
