import { readFileSync } from 'node:fs';

import { LOCALE_CODES, type LocaleCode } from '@kado/shared';
import { flattenTexts, glossaryViolations } from '@kado/shared/glossary';
import { describe, expect, it } from 'vitest';

import { CSV_MESSAGES } from './domain/ledger/csv-messages.js';
import { otpText } from './sms/messages.js';

/** The demo catalog's texts (gift and brand names, descriptions, terms) as a shopper reads them. */
const demoTexts = (locale: LocaleCode): unknown =>
  JSON.parse(
    readFileSync(new URL(`./db/demo-catalog/texts/${locale}.json`, import.meta.url), 'utf8'),
  );

describe('the texts the wallet writes (SMS, ledger export, demo catalog)', () => {
  it.each(LOCALE_CODES)(
    'use the %s glossary word for every product concept',
    (locale: LocaleCode) => {
      const texts = [
        ['sms', otpText(locale, '204816')] as const,
        ...flattenTexts(CSV_MESSAGES[locale], 'csv'),
        ...flattenTexts(demoTexts(locale), 'demo'),
      ];
      expect(texts.length).toBeGreaterThan(50);
      expect(glossaryViolations(locale, texts)).toEqual([]);
    },
  );
});
