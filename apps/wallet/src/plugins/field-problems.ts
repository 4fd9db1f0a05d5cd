/**
 * A refused field in words (PRODUCT.md §7): what a valid value looks like, never zod's default
 * messages, which echo the regular expression a value failed ("must match pattern /^…$/"). The
 * wallet's callers are services (the BFF words the shopper's message in their language), so the
 * wallet speaks English, the language of its API.
 */
import { en as zodEnglish } from 'zod/locales';

/** One issue as fastify-type-provider-zod hands it over: the zod issue, split. */
export interface SchemaIssue {
  readonly keyword?: string;
  readonly instancePath: string;
  readonly message?: string;
  readonly params: Record<string, unknown>;
}

/** A field that failed validation: where it was sent, its path, and what is wrong with it. */
export interface FieldProblem {
  readonly in: string;
  readonly path: string;
  readonly message: string;
}

const UUID_EXAMPLE = '3f2c9a10-5b7e-4d21-9c3a-1e2f3a4b5c6d';

const FORMATS: Record<string, string> = {
  uuid: `must be an ID of 36 characters: digits and the letters a to f in five groups of 8, 4, 4, 4 and 12, joined by hyphens, such as ${UUID_EXAMPLE}`,
  guid: `must be an ID of 36 characters: digits and the letters a to f in five groups of 8, 4, 4, 4 and 12, joined by hyphens, such as ${UUID_EXAMPLE}`,
  email: 'must be an e-mail address, such as name@example.com',
  datetime: 'must be a date and time in UTC, such as 2026-03-31T09:30:00Z',
  date: 'must be a date written year-month-day, such as 2026-03-31',
  time: 'must be a time written hours:minutes, such as 09:30',
  url: 'must be a full web address, such as https://example.com',
  e164: 'must be a phone number in international form: a plus sign, the country code and the number, digits only, such as +6591234567',
};

const TYPES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  tuple: 'a list',
  object: 'an object',
  record: 'an object',
  date: 'a date',
};

const defaultMessages = zodEnglish().localeError;

/** zod's own English for an issue: what a schema without a message of its own says. */
function zodDefault(issue: SchemaIssue): string | undefined {
  const made = defaultMessages({ ...issue.params, code: issue.keyword } as never);
  return typeof made === 'string' ? made : made?.message;
}

/**
 * The words a schema's author wrote for a rule (`.regex(pattern, 'must be a gift id')`), when the
 * issue carries them; never zod's default, nor anything holding the pattern itself.
 */
function authorsWords(issue: SchemaIssue): string | undefined {
  const message = issue.message;
  if (!message || message === zodDefault(issue)) return undefined;
  const pattern = issue.params.pattern;
  if (typeof pattern === 'string' && message.includes(pattern.replace(/^\/|\/[a-z]*$/g, ''))) {
    return undefined;
  }
  return message;
}

const plural = (count: number, one: string, other: string) =>
  `${String(count)} ${count === 1 ? one : other}`;

function sizeWords(params: Record<string, unknown>, small: boolean): string | undefined {
  const limit = small ? params.minimum : params.maximum;
  if (typeof limit !== 'number' && typeof limit !== 'bigint') return undefined;
  const count = Number(limit);
  const exact = params.exact === true;
  const inclusive = params.inclusive !== false;
  const bound = exact ? 'exactly' : small ? 'at least' : 'at most';
  switch (params.origin) {
    case 'string':
      return `must be ${bound} ${plural(count, 'character', 'characters')} long`;
    case 'array':
    case 'set':
      return `must have ${bound} ${plural(count, 'item', 'items')}`;
    case 'number':
    case 'int':
    case 'bigint':
      if (small)
        return inclusive
          ? `must be ${String(count)} or more`
          : `must be more than ${String(count)}`;
      return inclusive ? `must be ${String(count)} or less` : `must be less than ${String(count)}`;
    default:
      return undefined;
  }
}

/** What is wrong with one field, in words. */
export function problemWords(issue: SchemaIssue, value: unknown): string {
  const { params } = issue;
  switch (issue.keyword) {
    case 'invalid_type': {
      if (value === undefined || params.expected === 'nonoptional') return 'is missing';
      const type = typeof params.expected === 'string' ? TYPES[params.expected] : undefined;
      return type ? `must be ${type}` : 'is not valid';
    }
    case 'too_small':
      return sizeWords(params, true) ?? 'is too small';
    case 'too_big':
      return sizeWords(params, false) ?? 'is too big';
    case 'invalid_format': {
      const format = typeof params.format === 'string' ? params.format : '';
      return authorsWords(issue) ?? FORMATS[format] ?? 'is not in the expected form';
    }
    case 'not_multiple_of':
      return typeof params.divisor === 'number'
        ? `must be a multiple of ${String(params.divisor)}`
        : 'is not valid';
    case 'invalid_value': {
      const values = Array.isArray(params.values) ? params.values : [];
      const listed = values.every((item) => ['string', 'number', 'boolean'].includes(typeof item));
      if (!listed || values.length === 0 || values.length > 12) {
        return 'is not one of the allowed values';
      }
      const texts = values.map(String);
      return `must be ${new Intl.ListFormat('en', { type: 'disjunction' }).format(texts)}`;
    }
    case 'custom':
      // Refinements carry their author's words ('must not name a box twice').
      return authorsWords(issue) ?? 'is not valid';
    default:
      return 'is not valid';
  }
}

/** The value the caller sent at a path, to tell a missing field from one of the wrong type. */
function valueAt(input: unknown, path: readonly string[]): unknown {
  let value = input;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/** Zod issues as one problem per bad field; an unknown key is a problem of that key. */
export function fieldProblems(
  location: string,
  issues: readonly SchemaIssue[],
  input: unknown,
): FieldProblem[] {
  return issues.flatMap((issue) => {
    const segments = issue.instancePath.split('/').filter(Boolean);
    const path = segments.join('.');
    const keys = issue.params.keys;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys) && keys.length > 0) {
      return keys.map((key) => ({
        in: location,
        path: path ? `${path}.${String(key)}` : String(key),
        message: 'is not a known field',
      }));
    }
    return [{ in: location, path, message: problemWords(issue, valueAt(input, segments)) }];
  });
}
