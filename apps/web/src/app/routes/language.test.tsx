import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { SIGNED_OUT_VIEW, startBffDouble, type BffDouble } from '../../test/bff-double';
import { renderApp } from '../../test/render-app';

let bff: BffDouble;

afterEach(async () => {
  await bff.close();
});

describe('the language list on /language', () => {
  it('names the current language in words, without the check mark', async () => {
    bff = await startBffDouble();
    await renderApp(bff, '/language');
    const current = await screen.findByRole('button', { name: 'English (Singapore), current' });
    expect(current.getAttribute('aria-current')).toBe('true');
    // The others are their own names only.
    expect(screen.getByRole('button', { name: 'ไทย' }).getAttribute('aria-current')).toBeNull();
  });

  it('says "current" in the language in use', async () => {
    bff = await startBffDouble({ session: { ...SIGNED_OUT_VIEW, locale: 'th' } });
    await renderApp(bff, '/language', { locale: 'th' });
    const current = await screen.findByRole('button', { name: 'ไทย (ใช้อยู่)' });
    expect(current.getAttribute('aria-current')).toBe('true');
  });
});
