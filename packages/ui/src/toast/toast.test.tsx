import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Toaster, useToast, type Toasts } from './toast';

function Raise({ onReady }: { onReady: (toasts: Toasts) => void }) {
  onReady(useToast());
  return null;
}

describe('Toaster', () => {
  it('loads its region with the first toast and runs an undo action', async () => {
    const user = userEvent.setup();
    let toasts: Toasts | undefined;
    render(
      <>
        <Raise
          onReady={(value) => {
            toasts = value;
          }}
        />
        <Toaster />
      </>,
    );
    expect(screen.queryByRole('region')).toBeNull();

    const undo = vi.fn();
    act(() => {
      toasts?.success('Gift exchanged', { action: { label: 'Undo', onAction: undo } });
    });
    // The region's chunk is loaded with the first toast: on a busy machine its first transform takes
    // seconds, so the wait is the test's own room, not a deadline (it ends when the region appears).
    const region = await screen.findByRole(
      'region',
      { name: 'Notifications' },
      { timeout: 25_000 },
    );
    expect(region.textContent).toContain('Gift exchanged');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledOnce();
    expect(screen.queryByText('Gift exchanged')).toBeNull();

    act(() => {
      toasts?.error('Could not exchange');
    });
    expect(screen.getByText('Could not exchange')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Could not exchange')).toBeNull();
  });
});
