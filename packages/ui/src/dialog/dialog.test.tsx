import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { DEFAULT_UI_STRINGS } from '../ui-provider/strings';
import { UiProvider } from '../ui-provider/ui-provider';
import { Dialog } from './dialog';

function Harness({ isDismissable }: { isDismissable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Open
      </button>
      <Dialog
        isOpen={open}
        onOpenChange={setOpen}
        title="Change phone"
        isDismissable={isDismissable}
        footer={<button type="button">Save</button>}
      >
        <input aria-label="Number" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is named by its title, keeps Tab inside, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Change phone' });
    expect(dialog.contains(document.activeElement)).toBe(true);

    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its labelled close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers a screen reader no way out but its own close button, named in the active language', async () => {
    const user = userEvent.setup();
    render(
      <UiProvider
        strings={{ ...DEFAULT_UI_STRINGS, dialog: { close: 'ปิด' } }}
        iso="th-TH"
        timeZone="Asia/Bangkok"
      >
        <Harness />
      </UiProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Change phone' });
    // React Aria's hidden "Dismiss" button would sit in the modal but outside role=dialog.
    const outside = screen
      .getAllByRole('button')
      .filter((button) => !dialog.contains(button) && !button.closest('[inert]'));
    expect(outside).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'ปิด' })).toBeTruthy();
  });

  it('still closes on a press on the backdrop when dismissable, not when it is not', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const backdrop = screen.getByRole('dialog').closest('.kado-dialog-overlay');
    if (!backdrop) throw new Error('no backdrop');
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    render(<Harness isDismissable={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const fixed = screen.getByRole('dialog').closest('.kado-dialog-overlay');
    if (!fixed) throw new Error('no backdrop');
    await user.click(fixed);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
