/**
 * The rule behind `textSchema`, without zod: PostgreSQL text cannot hold NUL, UTF-8 cannot hold a
 * lone surrogate, and no field of ours means a control character other than tab and line breaks.
 * Kept apart so the browser's first load can apply it without zod's classic API.
 */
const UNSTORABLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE =
  'must not contain NUL, control characters or unpaired surrogates';

/** True when PostgreSQL can store `value` as it is and it holds no control character. */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}
