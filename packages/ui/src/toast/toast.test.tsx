import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Toaster, useToast, type Toasts } from './toast';

function Raise({ onReady }: { onReady: (toasts: Toasts) => void }) {
  onReady(useToast());
  return null;
}

/** A page with a button before the Toaster; the toasts come back to raise them. */
function mount() {
  let toasts: Toasts | undefined;
  render(
    <>
      <button type="button">Page</button>
      <Raise
        onReady={(value) => {
          toasts = value;
        }}
      />
      <Toaster />
    </>,
  );
  return {
    raise(run: (value: Toasts) => void) {
      act(() => {
        if (toasts) run(toasts);
      });
    },
  };
}

// The region's chunk is loaded with the first toast: on a busy machine its first transform takes
// seconds, so the wait is the test's own room, not a deadline (it ends when the region appears).
const findRegion = () =>
  screen.findByRole('region', { name: 'Notifications' }, { timeout: 25_000 });

afterEach(() => {
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('announces a toast as a status in a polite live region that was there first, and runs an undo action', async () => {
    const user = userEvent.setup();
    const page = mount();
    expect(screen.queryByRole('region')).toBeNull();

    // Every insertion from here on: the list must be in the page before the toast is put in it.
    const inserted: MutationRecord[] = [];
    const observer = new MutationObserver((records) => inserted.push(...records));
    observer.observe(document.body, { childList: true, subtree: true });

    const undo = vi.fn();
    page.raise((toasts) => {
      toasts.success('Gift exchanged', { action: { label: 'Undo', onAction: undo } });
    });
    const region = await findRegion();
    const message = await within(region).findByText('Gift exchanged');
    inserted.push(...observer.takeRecords());
    observer.disconnect();

    expect(screen.queryAllByRole('alertdialog')).toHaveLength(0);
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    // One live region, polite, holding the message: no nested one to announce it twice.
    const live = region.querySelectorAll(
      '[aria-live], [role="alert"], [role="status"], [role="log"]',
    );
    expect(live).toHaveLength(1);
    const list = live[0] as HTMLElement;
    expect(list.getAttribute('aria-live')).toBe('polite');
    expect(list.contains(message)).toBe(true);
    const item = message.closest('li');
    expect(
      inserted.some(
        (record) => record.target === list && [...record.addedNodes].some((node) => node === item),
      ),
    ).toBe(true);

    await user.click(within(region).getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledOnce();
    expect(screen.queryByText('Gift exchanged')).toBeNull();

    page.raise((toasts) => {
      toasts.error('Could not exchange');
    });
    expect(screen.queryAllByRole('alertdialog')).toHaveLength(0);
    expect(within(list).getByText('Could not exchange')).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Could not exchange')).toBeNull();
    // Empty, it is no landmark (the bell's panel is "Notifications" too), but the live list stays,
    // so the next toast is announced.
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(list.isConnected).toBe(true);
    expect(list.getAttribute('aria-live')).toBe('polite');
  });

  it('shows at most three toasts; the next waits until one is dismissed', async () => {
    const user = userEvent.setup();
    const page = mount();
    page.raise((toasts) => {
      for (const n of [1, 2, 3, 4]) toasts.error(`Problem ${String(n)}`);
    });
    const region = await findRegion();
    await within(region).findByText('Problem 1');
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Problem 1'),
      expect.stringContaining('Problem 2'),
      expect.stringContaining('Problem 3'),
    ]);
    expect(screen.queryByText('Problem 4')).toBeNull();

    await user.click(within(region).getAllByRole('button', { name: 'Dismiss' })[0] as HTMLElement);
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    expect(within(region).getByText('Problem 4')).toBeTruthy();
    expect(screen.queryByText('Problem 1')).toBeNull();
  });

  it('lets an info toast go after its time, and holds it while the pointer is over the region', async () => {
    const page = mount();
    // An error stays, so the region is loaded (with real timers) before the clock is faked.
    page.raise((toasts) => {
      toasts.error('Stays');
    });
    const region = await findRegion();
    await within(region).findByText('Stays');

    vi.useFakeTimers();
    page.raise((toasts) => {
      toasts.info('First info');
    });
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    expect(screen.queryByText('First info')).toBeNull();

    page.raise((toasts) => {
      toasts.info('Points expire soon');
    });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    // Pointer events by hand: user-event's own waits do not run under fake timers here.
    fireEvent.pointerOver(region);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByText('Points expire soon')).toBeTruthy();

    fireEvent.pointerOut(region, { relatedTarget: document.body });
    act(() => {
      vi.advanceTimersByTime(900);
    });
    expect(screen.getByText('Points expire soon')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Points expire soon')).toBeNull();
    expect(screen.getByText('Stays')).toBeTruthy();
  });

  it('is reached with F6 and gives focus back when the focused toast closes', async () => {
    const user = userEvent.setup();
    const page = mount();
    const before = screen.getByRole('button', { name: 'Page' });
    page.raise((toasts) => {
      toasts.error('First problem');
      toasts.error('Second problem');
    });
    const region = await findRegion();
    await within(region).findByText('Second problem');

    before.focus();
    await user.keyboard('{F6}');
    expect(document.activeElement).toBe(region);
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(before);

    await user.keyboard('{F6}');
    await user.tab();
    const [first, second] = within(region).getAllByRole('button', { name: 'Dismiss' });
    expect(document.activeElement).toBe(first);
    await user.keyboard('{Enter}');
    // The next toast takes the focus of the one that closed, not a removed node.
    expect(screen.queryByText('First problem')).toBeNull();
    expect(document.activeElement).toBe(second);
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Second problem')).toBeNull();
    expect(document.activeElement).toBe(before);
  });
});
