import { describe, expect, it } from 'vitest';

import { LOCALE_CODES } from '../locales.js';
import { GLOSSARIES, GLOSSARY_CONCEPTS, glossaryViolations } from './index.js';

describe.each(LOCALE_CODES)('the %s glossary', (code) => {
  const { terms } = GLOSSARIES[code];

  it('names a word for every concept', () => {
    for (const concept of GLOSSARY_CONCEPTS) expect(terms[concept].word, concept).not.toBe('TODO');
  });

  it('never avoids its own word, and each exception holds an avoided word', () => {
    for (const concept of GLOSSARY_CONCEPTS) {
      const { word, avoid, except } = terms[concept];
      expect(avoid, concept).not.toContain(word);
      for (const phrase of except) {
        const avoided = avoid.some((a) => phrase.toLowerCase().includes(a.toLowerCase()));
        expect(avoided, `${concept}: ${phrase}`).toBe(true);
      }
    }
  });
});

describe('glossaryViolations', () => {
  it('finds a Latin-script word only as a whole word, in any case', () => {
    const found = glossaryViolations('en', [
      ['a', 'Redeem your points'],
      ['b', 'Combined with care'],
      ['c', 'Top up your card'],
    ]);
    expect(found).toEqual([
      { where: 'a', concept: 'exchange', found: 'redeem', word: 'exchange' },
      { where: 'c', concept: 'charge', found: 'top up', word: 'charge' },
    ]);
  });

  it('passes the glossary word and text without any avoided word', () => {
    expect(glossaryViolations('en', [['a', 'Exchange 500 points for a voucher']])).toEqual([]);
  });
});
