import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import {
  SIGNED_IN_VIEW,
  SIGNED_OUT_VIEW,
  startBffDouble,
  type BffDouble,
} from '../../test/bff-double';
import { renderApp } from '../../test/render-app';

let bff: BffDouble;

afterEach(async () => {
  await bff.close();
});

describe('the site header on a phone', () => {
  it('closes its menu when Tab leaves it for the page, and keeps it open inside', async () => {
    bff = await startBffDouble({ session: SIGNED_OUT_VIEW });
    await renderApp(bff, '/faq');
    const banner = await screen.findByRole('banner');
    const menu = within(banner).getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');

    // Through the menu's links, it stays open.
    const links = within(within(banner).getByRole('navigation')).getAllByRole('link');
    await userEvent.tab();
    expect(document.activeElement).toBe(links[0]);
    expect(menu.getAttribute('aria-expanded')).toBe('true');

    // Past its last link, focus reaches the page and the menu folds away.
    await waitFor(() => {
      expect(within(banner).getByRole('link', { name: 'Sign in' })).toBeTruthy();
    });
    within(banner).getByRole('link', { name: 'Sign in' }).focus();
    await userEvent.tab();
    expect(banner.contains(document.activeElement)).toBe(false);
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('the account menu', () => {
  it('opens inside the banner, so a header walk finds "Sign out", and keeps its keys', async () => {
    bff = await startBffDouble({ session: SIGNED_IN_VIEW });
    await renderApp(bff, '/faq');
    const banner = await screen.findByRole('banner');
    // On a phone the account menu sits in the folded navigation: open that first.
    const navButton = within(banner).getByRole('button', { name: 'Menu' });
    await userEvent.click(navButton);
    await userEvent.click(await within(banner).findByRole('button', { name: 'Account' }));

    const menu = await within(banner).findByRole('menu', { name: 'Account' });
    const signOut = within(banner).getByRole('menuitem', { name: 'Sign out' });
    expect(menu.contains(signOut)).toBe(true);
    // Focus moving into the menu stays inside the header: the phone navigation stays open.
    expect(navButton.getAttribute('aria-expanded')).toBe('true');

    const items = within(menu).getAllByRole('menuitem');
    // Chromium moves focus to the first item on its own; happy-dom leaves it on the popover (as in
    // packages/ui's menu test), so the test puts it there before it uses the keys.
    act(() => {
      items[0]?.focus();
    });
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(signOut);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(within(banner).getByRole('button', { name: 'Account' }));
  });
});
