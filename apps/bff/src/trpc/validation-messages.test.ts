import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import {
  CATALOG_SLUG_PATTERN,
  GIFT_ID_PATTERN,
  IDEMPOTENCY_KEY_PATTERN,
  LOCALE_CODES,
} from '@kado/shared';
import { flattenTexts, glossaryViolations } from '@kado/shared/glossary';
import {
  cursorSchema,
  displayNameSchema,
  E164_PATTERN,
  otpCodeSchema,
  shareTokenSchema,
  textSchema,
} from '@kado/shared/schemas';

import {
  describeFieldPaths,
  describeIssues,
  FORMATS,
  RULES,
  VALIDATION_MESSAGES,
  validationMessage,
  type Format,
  type Rule,
} from './validation-messages.js';

/** For every rule and format: a schema, a value that breaks it, and the field it names. */
const CASES: Record<Rule | Format, { schema: z.ZodType; input: unknown; field: string }> = {
  missing: { schema: z.object({ name: textSchema }), input: {}, field: 'name' },
  wrongType: { schema: z.object({ limit: z.number() }), input: { limit: 'ten' }, field: 'limit' },
  textTooShort: {
    schema: z.object({ message: textSchema.min(10) }),
    input: { message: 'hi' },
    field: 'message',
  },
  textTooLong: {
    schema: z.object({ name: textSchema.max(3) }),
    input: { name: 'four' },
    field: 'name',
  },
  textLength: {
    schema: z.object({ pin: textSchema.length(4) }),
    input: { pin: '12' },
    field: 'pin',
  },
  numberTooSmall: {
    schema: z.object({ limit: z.number().min(1) }),
    input: { limit: 0 },
    field: 'limit',
  },
  numberTooSmallExclusive: {
    schema: z.object({ points: z.number().positive() }),
    input: { points: 0 },
    field: 'points',
  },
  numberTooBig: {
    schema: z.object({ quantity: z.number().max(5) }),
    input: { quantity: 6 },
    field: 'quantity',
  },
  numberTooBigExclusive: {
    schema: z.object({ ratio: z.number().lt(1) }),
    input: { ratio: 1 },
    field: 'ratio',
  },
  listTooShort: {
    schema: z.object({ boxIds: z.array(z.uuid()).min(1) }),
    input: { boxIds: [] },
    field: 'boxIds',
  },
  listTooLong: {
    schema: z.object({ ids: z.array(z.number()).max(2) }),
    input: { ids: [1, 2, 3] },
    field: 'ids',
  },
  listLength: {
    schema: z.object({ pair: z.array(z.number()).length(2) }),
    input: { pair: [1] },
    field: 'pair',
  },
  notMultiple: {
    schema: z.object({ step: z.number().multipleOf(5) }),
    input: { step: 3 },
    field: 'step',
  },
  equals: {
    schema: z.object({ confirm: z.literal('DELETE') }),
    input: { confirm: 'no' },
    field: 'confirm',
  },
  oneOf: {
    schema: z.object({ sort: z.enum(['newest', 'oldest']) }),
    input: { sort: 'x' },
    field: 'sort',
  },
  notAllowed: {
    schema: z.object({ n: z.enum(Array.from({ length: 20 }, (_, i) => `v${i}`)) }),
    input: { n: 'x' },
    field: 'n',
  },
  unknownField: { schema: z.object({}).strict(), input: { extra: 1 }, field: 'extra' },
  unstorableText: {
    schema: z.object({ note: textSchema }),
    input: { note: 'a\u0000b' },
    field: 'note',
  },
  invalid: {
    schema: z.object({ when: textSchema.refine(() => false, 'must be Tuesday') }),
    input: { when: 'x' },
    field: 'when',
  },
  uuid: { schema: z.object({ id: z.uuid() }), input: { id: 'x' }, field: 'id' },
  email: { schema: z.object({ email: z.email() }), input: { email: 'nobody' }, field: 'email' },
  datetime: { schema: z.object({ at: z.iso.datetime() }), input: { at: 'noon' }, field: 'at' },
  date: { schema: z.object({ day: z.iso.date() }), input: { day: 'today' }, field: 'day' },
  time: { schema: z.object({ opens: z.iso.time() }), input: { opens: 'early' }, field: 'opens' },
  url: { schema: z.object({ link: z.url() }), input: { link: 'nowhere' }, field: 'link' },
  phone: {
    schema: z.object({ phone: textSchema.regex(E164_PATTERN) }),
    input: { phone: '9123' },
    field: 'phone',
  },
  otp: { schema: z.object({ code: otpCodeSchema }), input: { code: '12ab' }, field: 'code' },
  giftId: {
    schema: z.object({ id: textSchema.regex(GIFT_ID_PATTERN) }),
    input: { id: 'A B' },
    field: 'id',
  },
  catalogId: {
    schema: z.object({ brand: textSchema.regex(CATALOG_SLUG_PATTERN) }),
    input: { brand: 'A' },
    field: 'brand',
  },
  cursor: { schema: z.object({ cursor: cursorSchema }), input: { cursor: '!' }, field: 'cursor' },
  idempotencyKey: {
    schema: z.object({ key: textSchema.regex(IDEMPOTENCY_KEY_PATTERN) }),
    input: { key: 'a b' },
    field: 'key',
  },
  shareToken: {
    schema: z.object({ token: shareTokenSchema }),
    input: { token: 'short' },
    field: 'token',
  },
  noControlCharacters: {
    schema: z.object({ displayName: displayNameSchema }),
    input: { displayName: 'a\tb' },
    field: 'displayName',
  },
  other: {
    schema: z.object({ tag: textSchema.regex(/^#[a-z]+$/) }),
    input: { tag: 'x' },
    field: 'tag',
  },
};

/** Anything of a regular expression or of zod's English. */
const INTERNALS =
  /\/\^|\$\/|\[0-9|\[a-z|\{\d|\\d|pattern|Invalid|expected [a-z]+,|received|Tuesday/i;

function issuesOf(kind: Rule | Format) {
  const { schema, input } = CASES[kind];
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error(`${kind}: the example value passed`);
  return { issues: parsed.error.issues, input };
}

describe('validation messages', () => {
  it('cover every rule and format', () => {
    expect(Object.keys(CASES).sort()).toEqual([...RULES, ...FORMATS].sort());
  });

  it.each(
    LOCALE_CODES.flatMap((locale) => [...RULES, ...FORMATS].map((kind) => [locale, kind] as const)),
  )('say in %s what is wrong for %s, naming the field and no pattern', (locale, kind) => {
    const { issues, input } = issuesOf(kind);
    const fields = describeIssues(issues, locale, input);
    expect(fields).toHaveLength(1);
    const [field] = fields;
    const { field: path } = CASES[kind];
    expect(field?.path).toBe(path);
    const words = VALIDATION_MESSAGES[locale];
    expect(field?.message).toContain(words.field.replace('{path}', path));
    expect(field?.message).not.toMatch(INTERNALS);
    expect(field?.message).not.toMatch(/\{\w+\}/);
    // The rule the kind stands for, not a neighbour's sentence.
    const template =
      kind in words.rules ? words.rules[kind as Rule] : words.formats[kind as Format];
    const [before] = template.split(/\{\w+\}/);
    expect(field?.message.startsWith(before ?? '')).toBe(true);
  });

  it('tell every rule and format apart in every locale', () => {
    for (const locale of LOCALE_CODES) {
      const messages = [...RULES, ...FORMATS].map((kind) => {
        const { issues, input } = issuesOf(kind);
        const named = VALIDATION_MESSAGES[locale].field.replace('{path}', CASES[kind].field);
        return describeIssues(issues, locale, input)[0]?.message.replace(named, '…');
      });
      expect(new Set(messages).size, locale).toBe(messages.length);
    }
  });

  it('are translated: no locale leaves a rule or a format in English', () => {
    const english = VALIDATION_MESSAGES.en;
    for (const locale of LOCALE_CODES.filter((code) => code !== 'en')) {
      const words = VALIDATION_MESSAGES[locale];
      for (const rule of RULES)
        expect(words.rules[rule], `${locale} ${rule}`).not.toBe(english.rules[rule]);
      for (const format of FORMATS) {
        expect(words.formats[format], `${locale} ${format}`).not.toBe(english.formats[format]);
      }
      expect(words.unreadable).not.toBe(english.unreadable);
      expect(words.invalidRequest).not.toBe(english.invalidRequest);
    }
  });

  it('use the glossary word of each locale for every product concept', () => {
    for (const locale of LOCALE_CODES) {
      expect(glossaryViolations(locale, flattenTexts(VALIDATION_MESSAGES[locale])), locale).toEqual(
        [],
      );
    }
  });

  it('say it in plain English', () => {
    const say = (kind: Rule | Format) => {
      const { issues, input } = issuesOf(kind);
      return describeIssues(issues, 'en', input)[0]?.message;
    };
    expect(say('uuid')).toBe(
      '“id” must be an ID of 36 characters: digits and the letters a to f in five groups of 8, 4, 4, 4 and 12, joined by hyphens, such as 3f2c9a10-5b7e-4d21-9c3a-1e2f3a4b5c6d.',
    );
    expect(say('missing')).toBe('“name” is missing.');
    expect(say('wrongType')).toBe('“limit” must be a number.');
    expect(say('textTooShort')).toBe('“message” must be at least 10 characters long.');
    expect(say('listTooShort')).toBe('“boxIds” must have at least 1 item.');
    expect(say('oneOf')).toBe('“sort” must be newest or oldest.');
    expect(say('otp')).toBe('“code” must be the 6-digit code we sent you by SMS.');
    expect(say('unknownField')).toBe('“extra” is not a field this request accepts.');
  });

  it('write numbers and lists the way the locale does', () => {
    const big = z.object({ points: z.number().max(10_000_000) }).safeParse({ points: 2e7 });
    const [message] = describeIssues(big.error?.issues ?? [], 'in', { points: 2e7 });
    expect(message?.message).toContain('1,00,00,000');
    const sort = issuesOf('oneOf');
    expect(describeIssues(sort.issues, 'kr', sort.input)[0]?.message).toContain(
      'newest 또는 oldest',
    );
  });

  it('name each field of a nested path, and the whole input as the request', () => {
    const schema = z.object({ items: z.array(z.object({ id: z.uuid() })) });
    const input = { items: [{ id: '3f2c9a10-5b7e-4d21-9c3a-1e2f3a4b5c6d' }, { id: 'x' }] };
    const fields = describeIssues(schema.safeParse(input).error?.issues ?? [], 'en', input);
    expect(fields.map((field) => field.path)).toEqual(['items.1.id']);
    expect(fields[0]?.message).toMatch(/^“items\.1\.id” must be an ID/);
    const whole = describeIssues(schema.safeParse('text').error?.issues ?? [], 'th', 'text');
    expect(whole).toEqual([{ path: '', message: 'คำขอ ต้องเป็นกลุ่มของช่องข้อมูล' }]);
  });

  it('describe a union by what all its shapes refused, or call it not valid', () => {
    const contact = z.object({ to: z.union([z.email(), textSchema.regex(E164_PATTERN)]) });
    const mixed = describeIssues(contact.safeParse({ to: '!' }).error?.issues ?? [], 'en', {
      to: '!',
    });
    expect(mixed).toEqual([{ path: 'to', message: '“to” is not valid.' }]);
    const both = z.object({ cursor: z.union([cursorSchema, cursorSchema.max(10)]) });
    const same = describeIssues(both.safeParse({ cursor: '!' }).error?.issues ?? [], 'en', {
      cursor: '!',
    });
    expect(same[0]?.message).toBe(
      '“cursor” must be the page marker that came with the previous page, unchanged.',
    );
  });

  it('names the fields another service refused without repeating its English', () => {
    const fields = describeFieldPaths(
      [{ in: 'body', path: 'phone', message: 'Invalid string: must match pattern /^\\+[1-9]$/' }],
      'kr',
    );
    expect(fields).toEqual([{ path: 'phone', message: '‘phone’ 항목이 올바르지 않습니다.' }]);
    expect(validationMessage(fields, 'kr')).toBe('‘phone’ 항목이 올바르지 않습니다.');
    expect(validationMessage([], 'hk')).toBe(VALIDATION_MESSAGES.hk.invalidRequest);
  });

  it('join several fields in one message the way the language writes sentences', () => {
    const schema = z.object({ a: z.number(), b: z.number() });
    const fields = describeIssues(schema.safeParse({}).error?.issues ?? [], 'tw', {});
    expect(validationMessage(fields, 'tw')).toBe('缺少「a」。缺少「b」。');
    const english = describeIssues(schema.safeParse({}).error?.issues ?? [], 'en', {});
    expect(validationMessage(english, 'en')).toBe('“a” is missing. “b” is missing.');
  });
});
