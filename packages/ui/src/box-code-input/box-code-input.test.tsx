import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { generateBoxCode } from '@kado/shared';

import { BoxCodeInput, type BoxCodeChange } from './box-code-input';

const VALID = generateBoxCode((size) => Uint8Array.from({ length: size }, (_, i) => i * 7 + 3));
const last = (fn: ReturnType<typeof vi.fn>) =>
  fn.mock.calls.at(-1)?.[0] as BoxCodeChange | undefined;

/** The same code with one symbol changed: the check symbol no longer holds. */
function typo(code: string) {
  const first = code[0] === 'A' ? 'B' : 'A';
  return first + code.slice(1);
}

describe('BoxCodeInput', () => {
  it('groups what is typed in fours, upper case, and says the code looks right', async () => {
    const user = userEvent.setup();
    const onCodeChange = vi.fn();
    render(<BoxCodeInput label="Box code" onCodeChange={onCodeChange} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Box code' });
    await user.type(input, VALID.replace(/-/g, '').toLowerCase().slice(0, 6));
    expect(input.value).toBe(`${VALID.slice(0, 4)}-${VALID.slice(5, 7)}`);
    expect(last(onCodeChange)?.status).toBe('incomplete');
    await user.type(input, VALID.replace(/-/g, '').slice(6).toLowerCase());
    expect(input.value).toBe(VALID);
    expect(last(onCodeChange)).toEqual({ display: VALID, code: VALID, status: 'valid' });
    expect(screen.getByText('This code looks right.')).toBeTruthy();
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('catches a typo with the check symbol before anything is sent', () => {
    const onCodeChange = vi.fn();
    render(<BoxCodeInput label="Box code" onCodeChange={onCodeChange} />);
    const input = screen.getByRole('textbox', { name: 'Box code' });
    fireEvent.change(input, { target: { value: typo(VALID) } });
    expect(last(onCodeChange)).toMatchObject({ code: null, status: 'invalid' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This code has a typo. Check each character.')).toBeTruthy();
  });

  it('takes a pasted code with spaces and lower case', async () => {
    const user = userEvent.setup();
    const onCodeChange = vi.fn();
    render(<BoxCodeInput label="Box code" onCodeChange={onCodeChange} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Box code' });
    await user.click(input);
    await user.paste(` ${VALID.toLowerCase().replace(/-/g, ' ')} `);
    expect(input.value).toBe(VALID);
    expect(last(onCodeChange)?.code).toBe(VALID);
  });

  it('says a short code is short once the field is left', async () => {
    const user = userEvent.setup();
    render(<BoxCodeInput label="Box code" />);
    await user.type(screen.getByRole('textbox', { name: 'Box code' }), 'ABCD');
    expect(screen.queryByText('A box code has 16 characters.')).toBeNull();
    await user.tab();
    expect(screen.getByText('A box code has 16 characters.')).toBeTruthy();
  });
});
