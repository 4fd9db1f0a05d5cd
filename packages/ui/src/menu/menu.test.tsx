import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Menu, MenuButton, MenuItem, MenuTrigger } from './menu';

describe('Menu', () => {
  it('opens from its button, moves with arrows and typeahead, acts on Enter, returns focus', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(
      <MenuTrigger>
        <MenuButton>Account</MenuButton>
        <Menu onAction={onAction}>
          <MenuItem id="wallet">Wallet</MenuItem>
          <MenuItem id="history">History</MenuItem>
          <MenuItem id="help" href="/faq">
            Help
          </MenuItem>
        </Menu>
      </MenuTrigger>,
    );
    const button = screen.getByRole('button', { name: 'Account' });
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeTruthy();
    // Chromium moves focus to the first item on its own (the Playwright suite sees it); happy-dom
    // leaves it on the popover, so the test puts it there before it uses the keys.
    act(() => {
      screen.getByRole('menuitem', { name: 'Wallet' }).focus();
    });
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('History');
    await user.keyboard('he');
    expect(document.activeElement?.textContent).toBe('Help');
    expect(screen.getByRole('menuitem', { name: 'Help' }).getAttribute('href')).toBe('/faq');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('History');
    await user.keyboard('{Enter}');
    expect(onAction.mock.calls[0]?.[0]).toBe('history');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(
      <MenuTrigger>
        <MenuButton>More</MenuButton>
        <Menu>
          <MenuItem id="a">A</MenuItem>
        </Menu>
      </MenuTrigger>,
    );
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
