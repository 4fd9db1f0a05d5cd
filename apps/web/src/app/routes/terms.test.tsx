import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { LOCALES, type LocaleCode } from '@kado/shared';

import { startBffDouble, type BffDouble } from '../../test/bff-double';
import { renderApp } from '../../test/render-app';

/** The script each locale's terms are written in. */
const SCRIPT: Record<LocaleCode, RegExp> = {
  en: /\p{Script=Latin}/gu,
  ms: /\p{Script=Latin}/gu,
  vi: /\p{Script=Latin}/gu,
  id: /\p{Script=Latin}/gu,
  fil: /\p{Script=Latin}/gu,
  th: /\p{Script=Thai}/gu,
  hk: /\p{Script=Han}/gu,
  tw: /\p{Script=Han}/gu,
  in: /\p{Script=Devanagari}/gu,
  kr: /\p{Script=Hangul}/gu,
};

/** Words of each Latin-script language that English (or the others) would not use. */
const LATIN_MARKERS: Partial<Record<LocaleCode, RegExp>> = {
  en: /\bpoints\b.*\bexpire\b/s,
  ms: /\bmata\b.*\btamat tempoh\b/s,
  vi: /điểm.*hết hạn/s,
  id: /\bpoin\b.*\bkedaluwarsa\b/s,
  fil: /\bpuntos\b.*\bmag-expire\b/s,
};

let bff: BffDouble;
beforeEach(async () => {
  bff = await startBffDouble();
});
afterEach(async () => {
  await bff.close();
});

describe.each(LOCALES.map((locale) => locale))('/terms/$code', (locale) => {
  it('renders a document of at least 2,000 characters in the locale’s script', async () => {
    await renderApp(bff, locale.terms);
    const article = await waitFor(() => {
      const found = document.querySelector('article.terms-document');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(article.getAttribute('lang')).toBe(locale.iso);
    const text = article.textContent;
    expect(text.match(SCRIPT[locale.code])?.length ?? 0).toBeGreaterThanOrEqual(2000);
    expect(article.querySelectorAll('h2').length).toBeGreaterThanOrEqual(10);
    const marker = LATIN_MARKERS[locale.code];
    if (marker) expect(text).toMatch(marker);
  });
});

describe('the terms page', () => {
  it('keeps the page in the reader’s language around a document in another', async () => {
    await renderApp(bff, '/terms/kr', { locale: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Kado 서비스 이용약관' });
    expect(screen.getByText('In force from 24 November 2026')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'The terms in other languages' })).toBeTruthy();
    expect(document.title).toBe('Kado 서비스 이용약관 · Kado');
  });

  it('answers 404 for a code that is not a Kado locale', async () => {
    await renderApp(bff, '/terms/zh');
    await screen.findByRole('heading', { level: 1, name: 'This page could not be found' });
  });

  it('is linked from the footer and the language page, in the reader’s language', async () => {
    await renderApp(bff, '/language', { locale: 'th' });
    const footer = await screen.findByRole('navigation', { name: 'ข้อมูลเพิ่มเติมเกี่ยวกับ Kado' });
    const link = [...footer.querySelectorAll('a')].find(
      (a) => a.textContent === 'ข้อกำหนดการให้บริการ',
    );
    expect(link?.getAttribute('href')).toBe('/terms/th');
    const onPage = screen
      .getAllByRole('link', { name: 'ข้อกำหนดการให้บริการ' })
      .map((a) => a.getAttribute('href'));
    expect(onPage).toEqual(['/terms/th', '/terms/th']);
    await userEvent.click(link as HTMLAnchorElement);
    await screen.findByRole('heading', { level: 1, name: 'ข้อกำหนดการให้บริการของ Kado' });
  });
});
