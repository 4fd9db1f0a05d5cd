/**
 * Validation failures in words (PRODUCT.md §7): each problem names its field by its path and says
 * what a valid value looks like, in the request's language. zod's own messages are English and
 * echo the regular expressions they failed ("must match pattern /^…$/"): none of them, and nothing
 * else a schema holds inside (patterns, custom English refinement messages), reaches the browser.
 *
 * The wording lives in `validation-messages/<locale>.json`, data a translator can edit, checked
 * when the BFF starts: a missing or stray key stops start-up naming its file.
 */
import { z } from 'zod';

import {
  CATALOG_SLUG_PATTERN,
  GIFT_ID_PATTERN,
  IDEMPOTENCY_KEY_PATTERN,
  LOCALE_CODES,
  localeInfo,
  type LocaleCode,
} from '@kado/shared';
import {
  cursorSchema,
  displayNameSchema,
  E164_PATTERN,
  expiryCursorSchema,
  OTP_CODE_LENGTH,
  otpCodeSchema,
  positionCursorSchema,
  shareTokenSchema,
  textSchema,
  UNSTORABLE_TEXT_MESSAGE,
} from '@kado/shared/schemas';

import en from './validation-messages/en.json';
import fil from './validation-messages/fil.json';
import hk from './validation-messages/hk.json';
import id from './validation-messages/id.json';
import inMessages from './validation-messages/in.json';
import kr from './validation-messages/kr.json';
import ms from './validation-messages/ms.json';
import th from './validation-messages/th.json';
import tw from './validation-messages/tw.json';
import vi from './validation-messages/vi.json';

/** The rules whose message counts something: a locale may add a `<rule>_one` singular. */
export const COUNTED_RULES = [
  'textTooShort',
  'textTooLong',
  'textLength',
  'listTooShort',
  'listTooLong',
  'listLength',
] as const;
export const RULES = [
  'missing',
  'wrongType',
  ...COUNTED_RULES,
  'numberTooSmall',
  'numberTooSmallExclusive',
  'numberTooBig',
  'numberTooBigExclusive',
  'notMultiple',
  'equals',
  'oneOf',
  'notAllowed',
  'unknownField',
  'unstorableText',
  'invalid',
] as const;
export const FORMATS = [
  'uuid',
  'email',
  'datetime',
  'date',
  'time',
  'url',
  'phone',
  'otp',
  'giftId',
  'catalogId',
  'cursor',
  'idempotencyKey',
  'shareToken',
  'noControlCharacters',
  'other',
] as const;
export const TYPES = ['text', 'number', 'integer', 'boolean', 'list', 'object', 'date'] as const;

export type Rule = (typeof RULES)[number];
export type Format = (typeof FORMATS)[number];
export type ValueType = (typeof TYPES)[number];

/** A message with `{field}` in it, and nothing of a pattern. */
const template = textSchema
  .min(1)
  .refine((text) => text.includes('{field}'), 'must name the field with {field}');
const words = (keys: readonly string[], value: z.ZodType<string>) =>
  z.object(Object.fromEntries(keys.map((key) => [key, value]))).strict();

const catalogueSchema = z
  .object({
    /** How a field is named: its dotted path inside the locale's quotation marks. */
    field: textSchema.refine((text) => text.includes('{path}'), 'must hold {path}'),
    /** Stands for the field when the whole input is at fault. */
    request: textSchema.min(1),
    /** Between two sentences: a space, or nothing in Chinese. */
    join: textSchema,
    /** The input could not be read at all (not JSON). */
    unreadable: textSchema.min(1),
    /** The input was refused without a field to name. */
    invalidRequest: textSchema.min(1),
    types: words(TYPES, textSchema.min(1)),
    rules: z
      .object({
        ...Object.fromEntries(RULES.map((rule) => [rule, template])),
        ...Object.fromEntries(COUNTED_RULES.map((rule) => [`${rule}_one`, template.optional()])),
      })
      .strict(),
    formats: words(FORMATS, template),
  })
  .strict();

export interface Catalogue {
  field: string;
  request: string;
  join: string;
  unreadable: string;
  invalidRequest: string;
  types: Record<ValueType, string>;
  rules: Record<Rule, string> & Partial<Record<`${(typeof COUNTED_RULES)[number]}_one`, string>>;
  formats: Record<Format, string>;
}

const FILES: Record<LocaleCode, unknown> = {
  en,
  ms,
  vi,
  id,
  fil,
  th,
  hk,
  tw,
  in: inMessages,
  kr,
};

function load(locale: LocaleCode): Catalogue {
  const parsed = catalogueSchema.safeParse(FILES[locale]);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`validation-messages/${locale}.json: ${problems.join('; ')}`);
  }
  return parsed.data as Catalogue;
}

export const VALIDATION_MESSAGES = Object.fromEntries(
  LOCALE_CODES.map((locale) => [locale, load(locale)]),
) as Record<LocaleCode, Catalogue>;

/** The example a valid id is shown with (a version 4 UUID). */
const UUID_EXAMPLE = '3f2c9a10-5b7e-4d21-9c3a-1e2f3a4b5c6d';

/** The regular expressions of a string schema (zod keeps them on its checks). */
function patternsOf(schema: z.ZodType): RegExp[] {
  const checks = (schema._zod.def as { checks?: { _zod: { def: { pattern?: unknown } } }[] })
    .checks;
  return (checks ?? []).flatMap((check) =>
    check._zod.def.pattern instanceof RegExp ? [check._zod.def.pattern] : [],
  );
}

/**
 * What each shared pattern asks for, in words. A zod issue carries the pattern it failed as text;
 * matched here, it is never shown.
 */
const FORMAT_BY_PATTERN = new Map<string, Format>([
  [String(E164_PATTERN), 'phone'],
  [String(GIFT_ID_PATTERN), 'giftId'],
  [String(CATALOG_SLUG_PATTERN), 'catalogId'],
  [String(IDEMPOTENCY_KEY_PATTERN), 'idempotencyKey'],
  ...patternsOf(otpCodeSchema).map((pattern) => [String(pattern), 'otp'] as const),
  ...[cursorSchema, positionCursorSchema, expiryCursorSchema].flatMap((schema) =>
    patternsOf(schema).map((pattern) => [String(pattern), 'cursor'] as const),
  ),
  ...patternsOf(shareTokenSchema).map((pattern) => [String(pattern), 'shareToken'] as const),
  ...patternsOf(displayNameSchema).map(
    (pattern) => [String(pattern), 'noControlCharacters'] as const,
  ),
]);

const FORMAT_BY_ZOD_FORMAT: Record<string, Format> = {
  uuid: 'uuid',
  guid: 'uuid',
  email: 'email',
  datetime: 'datetime',
  date: 'date',
  time: 'time',
  url: 'url',
  e164: 'phone',
};

const TYPE_BY_EXPECTED: Record<string, ValueType> = {
  string: 'text',
  number: 'number',
  bigint: 'integer',
  int: 'integer',
  boolean: 'boolean',
  array: 'list',
  tuple: 'list',
  set: 'list',
  object: 'object',
  record: 'object',
  map: 'object',
  date: 'date',
};

/** A field that failed, as the browser receives it. */
export interface FieldError {
  /** The field's dotted path ('' for the whole input). */
  path: string;
  /** What is wrong with it, in the request's language. */
  message: string;
}

/** The parts of a zod issue read here; anything else it holds is ignored. */
interface IssueLike {
  code?: unknown;
  path?: readonly PropertyKey[];
  message?: unknown;
  [key: string]: unknown;
}

/** What one problem is, before it is put in words. */
type Problem =
  | { kind: 'rule'; rule: Rule; count?: number; type?: ValueType; value?: string; values?: string }
  | { kind: 'format'; format: Format };

/** At most this many problems are described: the rest add nothing a person could act on. */
const MAX_FIELDS = 20;
/** An unknown key longer than this is cut in the message (it is the sender's own text). */
const MAX_KEY_LENGTH = 40;
/** An enum longer than this is not spelled out. */
const MAX_LISTED_VALUES = 12;

const isIssue = (value: unknown): value is IssueLike =>
  typeof value === 'object' && value !== null && 'code' in value;

const numberOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : typeof value === 'bigint'
      ? Number(value)
      : undefined;

function joinPath(path: readonly PropertyKey[]): string {
  return path.map((segment) => (typeof segment === 'symbol' ? '?' : String(segment))).join('.');
}

function shortKey(key: string): string {
  return key.length > MAX_KEY_LENGTH ? `${key.slice(0, MAX_KEY_LENGTH)}…` : key;
}

/** The value the sender gave at a path, to tell a missing field from one of the wrong type. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}

function literalText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.length <= MAX_KEY_LENGTH ? value : undefined;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) {
    return String(value);
  }
  return undefined;
}

/** Too small / too big, by what was measured. */
function sizeProblem(issue: IssueLike, small: boolean): Problem {
  const origin = issue.origin;
  const limit = numberOf(small ? issue.minimum : issue.maximum);
  if (limit === undefined) return { kind: 'rule', rule: 'invalid' };
  const exact = issue.exact === true;
  const inclusive = issue.inclusive !== false;
  if (origin === 'string') {
    const rule = exact ? 'textLength' : small ? 'textTooShort' : 'textTooLong';
    return { kind: 'rule', rule, count: limit };
  }
  if (origin === 'array' || origin === 'set') {
    const rule = exact ? 'listLength' : small ? 'listTooShort' : 'listTooLong';
    return { kind: 'rule', rule, count: limit };
  }
  if (origin === 'number' || origin === 'bigint' || origin === 'int') {
    const rule = small
      ? inclusive
        ? 'numberTooSmall'
        : 'numberTooSmallExclusive'
      : inclusive
        ? 'numberTooBig'
        : 'numberTooBigExclusive';
    return { kind: 'rule', rule, count: limit };
  }
  return { kind: 'rule', rule: 'invalid' };
}

function formatProblem(issue: IssueLike): Problem {
  const format = typeof issue.format === 'string' ? issue.format : '';
  if (format === 'regex') {
    const known = typeof issue.pattern === 'string' ? FORMAT_BY_PATTERN.get(issue.pattern) : null;
    return { kind: 'format', format: known ?? 'other' };
  }
  return { kind: 'format', format: FORMAT_BY_ZOD_FORMAT[format] ?? 'other' };
}

/** One problem per issue, with the path it belongs to. */
function problemsOf(
  issue: IssueLike,
  input: unknown,
  locale: LocaleCode,
  base: readonly PropertyKey[],
): { path: readonly PropertyKey[]; problem: Problem }[] {
  const path = [...base, ...(issue.path ?? [])];
  const one = (problem: Problem) => [{ path, problem }];
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.expected === 'nonoptional') return one({ kind: 'rule', rule: 'missing' });
      if (path.length > 0 && valueAt(input, path) === undefined) {
        return one({ kind: 'rule', rule: 'missing' });
      }
      const type =
        typeof issue.expected === 'string' ? TYPE_BY_EXPECTED[issue.expected] : undefined;
      return one(
        type ? { kind: 'rule', rule: 'wrongType', type } : { kind: 'rule', rule: 'invalid' },
      );
    }
    case 'too_small':
      return one(sizeProblem(issue, true));
    case 'too_big':
      return one(sizeProblem(issue, false));
    case 'invalid_format':
      return one(formatProblem(issue));
    case 'not_multiple_of': {
      const divisor = numberOf(issue.divisor);
      return one(
        divisor === undefined
          ? { kind: 'rule', rule: 'invalid' }
          : { kind: 'rule', rule: 'notMultiple', count: divisor },
      );
    }
    case 'invalid_value': {
      const values = Array.isArray(issue.values) ? issue.values.map(literalText) : [];
      if (values.length === 0 || values.length > MAX_LISTED_VALUES || values.includes(undefined)) {
        return one({ kind: 'rule', rule: 'notAllowed' });
      }
      const texts = values as string[];
      if (texts.length === 1) return one({ kind: 'rule', rule: 'equals', value: texts[0] });
      const list = new Intl.ListFormat(localeInfo(locale).iso, { type: 'disjunction' });
      return one({ kind: 'rule', rule: 'oneOf', values: list.format(texts) });
    }
    case 'unrecognized_keys': {
      const keys = Array.isArray(issue.keys) ? issue.keys.map(String) : [];
      return keys.map((key) => ({
        path: [...path, shortKey(key)],
        problem: { kind: 'rule', rule: 'unknownField' } as const,
      }));
    }
    case 'invalid_union':
      return unionProblems(issue, input, locale, path);
    case 'custom':
      return one({
        kind: 'rule',
        rule: issue.message === UNSTORABLE_TEXT_MESSAGE ? 'unstorableText' : 'invalid',
      });
    default:
      // invalid_key, invalid_element and anything a later zod adds: named, never described.
      return one({ kind: 'rule', rule: 'invalid' });
  }
}

/**
 * A value that matched none of a union's shapes: when every shape failed in the same way (a cursor
 * that is neither kind of cursor), that way; otherwise only that the field is not valid.
 */
function unionProblems(
  issue: IssueLike,
  input: unknown,
  locale: LocaleCode,
  path: readonly PropertyKey[],
): { path: readonly PropertyKey[]; problem: Problem }[] {
  const branches = Array.isArray(issue.errors) ? (issue.errors as unknown[]) : [];
  const described = branches.map((branch) =>
    Array.isArray(branch)
      ? branch.filter(isIssue).flatMap((inner) => problemsOf(inner, input, locale, path))
      : [],
  );
  const first = described[0];
  const same =
    first?.length === 1 &&
    described.every(
      (problems) =>
        problems.length === 1 &&
        joinPath(problems[0]?.path ?? []) === joinPath(first[0]?.path ?? []) &&
        JSON.stringify(problems[0]?.problem) === JSON.stringify(first[0]?.problem),
    );
  if (same) return first;
  return [{ path, problem: { kind: 'rule', rule: 'invalid' } }];
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** One problem of one field as a sentence in the locale. */
export function describe(problem: Problem, path: string, locale: LocaleCode): string {
  const words = VALIDATION_MESSAGES[locale];
  const iso = localeInfo(locale).iso;
  const field = path === '' ? words.request : fill(words.field, { path });
  if (problem.kind === 'format') {
    return fill(words.formats[problem.format], {
      field,
      example: UUID_EXAMPLE,
      count: new Intl.NumberFormat(iso).format(OTP_CODE_LENGTH),
    });
  }
  const { rule, count } = problem;
  let text = words.rules[rule];
  if (count !== undefined && (COUNTED_RULES as readonly string[]).includes(rule)) {
    const singular = words.rules[`${rule as (typeof COUNTED_RULES)[number]}_one`];
    if (singular && new Intl.PluralRules(iso).select(count) === 'one') text = singular;
  }
  return fill(text, {
    field,
    count: count === undefined ? '' : new Intl.NumberFormat(iso).format(count),
    type: problem.type ? words.types[problem.type] : '',
    value: problem.value ?? '',
    values: problem.values ?? '',
  });
}

/**
 * zod issues (of a procedure's input) in words: one entry per field that failed, its first problem
 * first. `input` is what the sender gave, to tell a missing field from one of the wrong type.
 */
export function describeIssues(
  issues: readonly unknown[],
  locale: LocaleCode,
  input?: unknown,
): FieldError[] {
  const fields = issues
    .filter(isIssue)
    .flatMap((issue) => problemsOf(issue, input, locale, []))
    .map(({ path, problem }) => ({
      path: joinPath(path),
      message: describe(problem, joinPath(path), locale),
    }));
  return fields.slice(0, MAX_FIELDS);
}

/**
 * Fields another service refused (the wallet's `{ in, path, message }` problems): named, and said
 * to be not valid, without repeating the other service's English.
 */
export function describeFieldPaths(details: unknown, locale: LocaleCode): FieldError[] {
  if (!Array.isArray(details)) return [];
  return details
    .flatMap((item: unknown) => {
      const path = item && typeof item === 'object' && 'path' in item ? item.path : null;
      return typeof path === 'string' && path.length <= 100 ? [path] : [];
    })
    .slice(0, MAX_FIELDS)
    .map((path) => ({ path, message: describe({ kind: 'rule', rule: 'invalid' }, path, locale) }));
}

/** The whole refusal as one message: each field's sentence, in order. */
export function validationMessage(fields: readonly FieldError[], locale: LocaleCode): string {
  const words = VALIDATION_MESSAGES[locale];
  if (fields.length === 0) return words.invalidRequest;
  return fields.map((field) => field.message).join(words.join);
}

/** The input was not readable at all (broken JSON). */
export function unreadableMessage(locale: LocaleCode): string {
  return VALIDATION_MESSAGES[locale].unreadable;
}
