import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { Tab, TabList, TabPanel, Tabs } from './tabs';

describe('Tabs', () => {
  it('moves between tabs with the arrow keys and shows the selected panel', async () => {
    const user = userEvent.setup();
    render(
      <Tabs>
        <TabList aria-label="History">
          <Tab id="credits">Credits</Tab>
          <Tab id="ledger">Ledger</Tab>
          <Tab id="expiry">Expiry</Tab>
        </TabList>
        <TabPanel id="credits">Credit list</TabPanel>
        <TabPanel id="ledger">Ledger list</TabPanel>
        <TabPanel id="expiry">Expiry list</TabPanel>
      </Tabs>,
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Credits' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Credit list');

    await user.keyboard('{ArrowRight}');
    const ledger = screen.getByRole('tab', { name: 'Ledger' });
    expect(document.activeElement).toBe(ledger);
    expect(ledger.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Ledger list');

    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Expiry list');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Credits' }));

    // One tab stop: Tab leaves the list for the panel.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });
});
