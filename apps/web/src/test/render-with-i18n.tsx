import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';

import { createI18n } from '../lib/i18n';

/** Renders a component with English messages inside a router, for components that need no API. */
export async function renderWithI18n(ui: ReactNode) {
  const i18n = await createI18n('en');
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}
