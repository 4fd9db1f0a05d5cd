import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { SharedVoucher } from '@kado/shared/schemas';

import { renderWithI18n } from '../../../test/render-with-i18n';
import { aVoucher } from '../../../test/vouchers';
import { CounterMode } from './counter-mode';

const HOUR = 3_600_000;

const voucher = (overrides: Partial<SharedVoucher> = {}): SharedVoucher =>
  aVoucher('931234', {
    // In the last day the count-down ticks every second.
    expiresAt: new Date(Date.now() + 2 * HOUR + 5_000).toISOString(),
    ...overrides,
  });

async function openCounterMode(shown: SharedVoucher) {
  await renderWithI18n(<CounterMode voucher={shown} isOpen onOpenChange={() => undefined} />);
  return screen.getByRole('dialog', { name: 'Iced Latte' });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('counter mode', () => {
  it('opens on the voucher’s own symbology and switches to the other from the tabs', async () => {
    const user = userEvent.setup();
    const dialog = await openCounterMode(voucher());
    const formats = within(dialog).getByRole('tablist', { name: 'Show the code as' });
    expect(within(formats).getByRole('tab', { name: 'Barcode', selected: true })).toBeTruthy();
    const barcode = within(dialog).getByRole('img', {
      name: 'Barcode for voucher 4006381333931234',
    });
    await waitFor(() => {
      expect(barcode.getAttribute('data-ready')).toBe('true');
    });

    await user.click(within(formats).getByRole('tab', { name: 'QR code' }));
    expect(within(formats).getByRole('tab', { name: 'QR code', selected: true })).toBeTruthy();
    expect(
      within(dialog).getByRole('img', { name: 'QR code for voucher 4006381333931234' }),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('img', { name: /^Barcode/ })).toBeNull();

    // Arrow keys move between the two, as in any tab list.
    await user.keyboard('{ArrowLeft}');
    expect(within(formats).getByRole('tab', { name: 'Barcode', selected: true })).toBeTruthy();
  });

  it('opens on QR for a QR voucher', async () => {
    const dialog = await openCounterMode(
      voucher({ barcode: { format: 'qr', payload: '4006381333931234' } }),
    );
    expect(within(dialog).getByRole('tab', { name: 'QR code', selected: true })).toBeTruthy();
  });

  it('shows the brand, the code in groups of four, the PIN and the brightness hint', async () => {
    const dialog = await openCounterMode(voucher());
    expect(within(dialog).getByText('Kopi Lane')).toBeTruthy();
    expect(dialog.querySelector('.counter-mode__code')?.textContent).toBe('4006 3813 3393 1234');
    expect(within(dialog).getByText('482913')).toBeTruthy();
    expect(
      within(dialog).getByText('Turn your screen brightness up so the scanner can read the code.'),
    ).toBeTruthy();
  });

  it('counts down to the expiry, ticking', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'Date'] });
    const dialog = await openCounterMode(voucher());
    const timer = within(dialog).getByRole('timer', { hidden: true });
    expect(timer.textContent).toBe('Ends in 02:00:05');
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(timer.textContent).toBe('Ends in 02:00:02');
  });

  it('is read-only: closing and switching the symbology are the only things to press', async () => {
    const dialog = await openCounterMode(voucher());
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(buttons).toEqual(['Close', 'Done']);
    expect(within(dialog).getAllByRole('tab')).toHaveLength(2);
    expect(within(dialog).queryByRole('link')).toBeNull();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(within(dialog).queryByRole('switch')).toBeNull();
  });
});
