import { describe, expect, it } from 'vitest';

import { LOCALE_CODES } from '@kado/shared';

import { loadFaq } from './faq-content';

describe('the FAQ', () => {
  it('has at least 12 questions in every language, in the same sections as English', async () => {
    const english = await loadFaq('en');
    const shape = english.sections.map((section) => [section.id, section.items.length]);
    expect(english.sections.flatMap((section) => section.items).length).toBeGreaterThanOrEqual(12);
    for (const code of LOCALE_CODES) {
      const faq = await loadFaq(code);
      expect(
        faq.sections.map((section) => [section.id, section.items.length]),
        code,
      ).toEqual(shape);
    }
  });

  it('is translated: no question is left in English outside the English file', async () => {
    const english = new Set((await loadFaq('en')).sections.flatMap((s) => s.items.map((i) => i.q)));
    for (const code of LOCALE_CODES.filter((code) => code !== 'en')) {
      const faq = await loadFaq(code);
      for (const item of faq.sections.flatMap((section) => section.items)) {
        expect(english.has(item.q), `${code}: ${item.q}`).toBe(false);
      }
    }
  });
});
