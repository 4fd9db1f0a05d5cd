import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { CopyButton } from './copy-button';

describe('CopyButton', () => {
  it('puts the value on the clipboard and says it was copied', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<CopyButton value="ABCD-1234" label="Copy code" />);
    await user.click(screen.getByRole('button', { name: /Copy code/ }));
    expect(writeText).toHaveBeenCalledWith('ABCD-1234');
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByRole('status').textContent).toBe('Copied');
    expect(screen.getByRole('button').textContent).toContain('Copied');
  });
});
