/**
 * Each locale's product words (PRODUCT.md §3): one word per concept, the one that market's own
 * apps use, and the other words for it that no message may use. The catalogs of the SPA, the
 * IdP, e-mails, SMS and exports are held to it by their own tests through `glossaryViolations`.
 * Test-only: nothing the browser loads imports this module.
 */
import { z } from 'zod';

import { LOCALE_CODES, type LocaleCode } from '../locales.js';
import en from './en.json';
import fil from './fil.json';
import hk from './hk.json';
import id from './id.json';
import hi from './in.json';
import kr from './kr.json';
import ms from './ms.json';
import th from './th.json';
import tw from './tw.json';
import vi from './vi.json';

export const GLOSSARY_CONCEPTS = [
  'points',
  'voucher',
  'gift',
  'giftBox',
  'charge',
  'exchange',
  'merge',
  'expire',
  'share',
  'claim',
] as const;
export type GlossaryConcept = (typeof GLOSSARY_CONCEPTS)[number];

const termSchema = z
  .object({
    /** The one word (or its stem) every message uses for the concept. */
    word: z.string().trim().min(1),
    /** Other words for the same concept that no message may use. */
    avoid: z.array(z.string().trim().min(1)),
    /** Phrases where an avoided word means something else and stays (e.g. "change the language"). */
    except: z.array(z.string().trim().min(1)).default([]),
    /** Why this word, where the choice is not obvious. */
    why: z.string().trim().min(1).optional(),
  })
  .strict();

export const glossarySchema = z
  .object({
    terms: z.object(
      Object.fromEntries(GLOSSARY_CONCEPTS.map((c) => [c, termSchema])) as Record<
        GlossaryConcept,
        typeof termSchema
      >,
    ),
  })
  .strict();
export type Glossary = z.infer<typeof glossarySchema>;

const SOURCES: Record<LocaleCode, unknown> = { en, ms, vi, id, fil, th, hk, tw, in: hi, kr };

export const GLOSSARIES: Readonly<Record<LocaleCode, Glossary>> = Object.fromEntries(
  LOCALE_CODES.map((code) => [code, glossarySchema.parse(SOURCES[code])]),
) as Record<LocaleCode, Glossary>;

export interface GlossaryViolation {
  /** Where the text came from (a message key, a file). */
  readonly where: string;
  readonly concept: GlossaryConcept;
  /** The avoided word found. */
  readonly found: string;
  /** The word the glossary asks for instead. */
  readonly word: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LATIN = /^[\p{Script=Latin}\p{M}\s'’-]+$/u;

/**
 * A Latin-script word matches as a whole word, any case ("charge" never hits "discharge"); a word
 * of a script written without spaces between words (Thai, Chinese) or with particles joined to it
 * (Korean, Hindi) matches anywhere.
 */
function matcher(word: string): RegExp {
  return LATIN.test(word)
    ? new RegExp(`(?<![\\p{L}\\p{M}])${escape(word)}(?![\\p{L}\\p{M}])`, 'iu')
    : new RegExp(escape(word), 'u');
}

/** Every avoided word the texts use, with the glossary's word for it. */
export function glossaryViolations(
  code: LocaleCode,
  texts: Iterable<readonly [where: string, text: string]>,
): GlossaryViolation[] {
  const rules = GLOSSARY_CONCEPTS.flatMap((concept) => {
    const term = GLOSSARIES[code].terms[concept];
    return term.avoid.map((found) => ({
      concept,
      found,
      word: term.word,
      test: matcher(found),
      except: term.except.map((phrase) => new RegExp(escape(phrase), 'giu')),
    }));
  });
  const violations: GlossaryViolation[] = [];
  for (const [where, text] of texts) {
    for (const rule of rules) {
      const checked = rule.except.reduce((t, phrase) => t.replace(phrase, ' '), text);
      if (rule.test.test(checked))
        violations.push({ where, concept: rule.concept, found: rule.found, word: rule.word });
    }
  }
  return violations;
}

/** key path → text for every string leaf of a nested messages object. */
export function flattenTexts(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) =>
    flattenTexts(value, prefix ? `${prefix}.${key}` : key),
  );
}
