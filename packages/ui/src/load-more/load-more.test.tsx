import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { LoadMore } from './load-more';

describe('LoadMore', () => {
  it('says how many of how many are shown and asks for more', async () => {
    const onLoadMore = vi.fn();
    render(<LoadMore shown={20} total={45} onLoadMore={onLoadMore} />);
    expect(screen.getByRole('status').textContent).toBe('Showing 20 of 45');
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('is busy while loading and has no button once everything is shown', () => {
    const { rerender } = render(<LoadMore shown={20} total={45} busy onLoadMore={vi.fn()} />);
    expect(screen.getByRole('button').getAttribute('aria-busy')).toBe('true');
    rerender(<LoadMore shown={45} total={45} onLoadMore={vi.fn()} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
