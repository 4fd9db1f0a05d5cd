/**
 * The one rule every string the wallet or the BFF accepts goes through. PostgreSQL text cannot
 * hold NUL, UTF-8 cannot hold a lone surrogate (drivers would store U+FFFD instead), and no field
 * of ours means a control character other than tab and line breaks: such input is a 400
 * VALIDATION_FAILED naming the field, never a database error.
 */
import { z } from 'zod';

const UNSTORABLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE =
  'must not contain NUL, control characters or unpaired surrogates';

/** True when PostgreSQL can store `value` as it is and it holds no control character. */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/**
 * `z.string()` for every string schema: chain `.min()`, `.max()`, `.regex()`… after it. Text that
 * breaks the rule gets this one problem, not one per later check.
 */
export const textSchema = z
  .string()
  .refine(isStorableText, { message: UNSTORABLE_TEXT_MESSAGE, abort: true });
