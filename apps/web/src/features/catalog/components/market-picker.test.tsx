import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

import { createI18n } from '../../../lib/i18n';
import { MarketChoice } from './market-picker';

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

describe('the market choice of a catalog index', () => {
  it('keeps the chosen market in ?market= and drops it for the default market', async () => {
    const user = userEvent.setup();
    const i18n = await createI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/brand']}>
          <MarketChoice defaultMarket="SG" />
          <Address />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const picker = screen.getByRole('combobox', { name: 'Market' });
    expect((picker as HTMLSelectElement).value).toBe('SG');
    expect(screen.getAllByRole('option')).toHaveLength(10);
    await user.selectOptions(picker, 'TH');
    expect(screen.getByTestId('address').textContent).toBe('?market=TH');
    await user.selectOptions(picker, 'SG');
    expect(screen.getByTestId('address').textContent).toBe('');
  });
});
