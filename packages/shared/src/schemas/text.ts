/**
 * The one rule every string the wallet or the BFF accepts goes through. PostgreSQL text cannot
 * hold NUL, UTF-8 cannot hold a lone surrogate (drivers would store U+FFFD instead), and no field
 * of ours means a control character other than tab and line breaks: such input is a 400
 * VALIDATION_FAILED naming the field, never a database error.
 */
import { z } from 'zod';

import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../storable-text.js';

export { isStorableText, UNSTORABLE_TEXT_MESSAGE };

/**
 * `z.string()` for every string schema: chain `.min()`, `.max()`, `.regex()`… after it. Text that
 * breaks the rule gets this one problem, not one per later check.
 */
export const textSchema = z
  .string()
  .refine(isStorableText, { message: UNSTORABLE_TEXT_MESSAGE, abort: true });
