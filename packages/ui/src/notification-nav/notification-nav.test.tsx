import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { SearchNav } from '../search-nav/search-nav';
import { NotificationNav } from './notification-nav';

describe('NotificationNav', () => {
  it('says how many are unread, opens its panel and closes on Escape back to the bell', async () => {
    const user = userEvent.setup();
    const panel = vi.fn(() => <p>Your gift is ready</p>);
    render(<NotificationNav unread={3}>{panel}</NotificationNav>);
    const bell = screen.getByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(panel).not.toHaveBeenCalled();
    await user.click(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Notifications' }).textContent).toContain(
      'Your gift is ready',
    );
    await user.keyboard('{Escape}');
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(bell);
  });
});

describe('SearchNav', () => {
  it('submits the trimmed query from a labelled search landmark', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchNav onSearch={onSearch} />);
    expect(screen.getByRole('search')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search gifts' }), '  coffee {Enter}');
    expect(onSearch).toHaveBeenCalledWith('coffee');
  });
});
