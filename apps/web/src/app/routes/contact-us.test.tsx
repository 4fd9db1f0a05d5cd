import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { ContactMethod } from '@kado/shared/schemas';

import { SIGNED_OUT_VIEW, startBffDouble, type BffDouble } from '../../test/bff-double';
import { renderApp } from '../../test/render-app';

let bff: BffDouble;

afterEach(async () => {
  await bff.close();
});

const EMAIL: ContactMethod = {
  kind: 'email',
  value: 'help@kado.example',
  hours: null,
  languages: ['en', 'ms'],
};

describe('the languages a support channel answers in, on /contact-us', () => {
  it('are named in English for an English reader', async () => {
    bff = await startBffDouble({ contactMethods: [EMAIL] });
    await renderApp(bff, '/contact-us');
    expect(
      await screen.findByText('Languages: English (Singapore) and Malay (Malaysia)'),
    ).toBeTruthy();
  });

  it('are named in Thai for a Thai reader, not left in English', async () => {
    bff = await startBffDouble({
      session: { ...SIGNED_OUT_VIEW, locale: 'th' },
      contactMethods: [EMAIL],
    });
    await renderApp(bff, '/contact-us', { locale: 'th' });
    const line = await screen.findByText(/^ภาษา: /);
    expect(line.textContent).toContain('อังกฤษ (สิงคโปร์)');
    expect(line.textContent).toContain('มาเลย์ (มาเลเซีย)');
    expect(line.textContent).not.toMatch(/English|Bahasa/);
  });
});
