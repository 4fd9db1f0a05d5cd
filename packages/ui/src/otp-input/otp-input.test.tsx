import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { OtpInput } from './otp-input';
import { ResendCountdown } from './resend-countdown';

describe('OtpInput', () => {
  it('is one numeric input the phone can autofill, keeping only digits', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<OtpInput label="Code" onComplete={onComplete} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Code' });
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    await user.type(input, '12a3');
    expect(input.value).toBe('123');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('takes a whole pasted code, spaces and other scripts included, and completes', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<OtpInput label="Code" onComplete={onComplete} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Code' });
    await user.click(input);
    await user.paste('123 456');
    expect(input.value).toBe('123456');
    expect(onComplete).toHaveBeenCalledWith('123456');

    fireEvent.change(input, { target: { value: '๑๒๓๔๕๖7' } });
    expect(input.value).toBe('123456');
  });

  it('reads its error with the input', () => {
    render(<OtpInput label="Code" error="That code is not right" />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('ResendCountdown', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stays disabled for 60 s, then enables and announces it once', () => {
    vi.useFakeTimers({ now: new Date('2026-03-09T00:00:00Z') });
    const onResend = vi.fn();
    render(<ResendCountdown onResend={onResend} />);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Send a new code' });
    expect(button.disabled).toBe(true);
    expect(screen.getByText('You can ask for a new code in 60 s.')).toBeTruthy();
    const live = document.querySelector('[aria-live="polite"]');
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.getByText('You can ask for a new code in 30 s.')).toBeTruthy();
    expect(live?.textContent).toBe('');
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(button.disabled).toBe(false);
    expect(live?.textContent).toBe('You can ask for a new code now.');
    fireEvent.click(button);
    expect(onResend).toHaveBeenCalledOnce();
  });
});
