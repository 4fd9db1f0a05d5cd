import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRPCClientError } from '@trpc/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { Me, PhoneOtp } from '@kado/shared/schemas';

import { renderWithI18n } from '../../../test/render-with-i18n';
import { PhoneVerificationFlow } from './phone-verification-flow';

interface Call<I, O> {
  input: I;
  options: { onSuccess?: (value: O) => void; onError?: (error: unknown) => void };
}

const requests: Call<{ phone: string }, PhoneOtp>[] = [];
const verifications: Call<{ phone: string; code: string }, Me>[] = [];

function mutationDouble<I, O>(calls: Call<I, O>[]) {
  return {
    mutate: (input: I, options: Call<I, O>['options'] = {}) => {
      calls.push({ input, options });
    },
    reset: () => undefined,
    isPending: false,
    isError: false,
    error: null,
  };
}

vi.mock('../api/request-otp', () => ({ useRequestOtp: () => mutationDouble(requests) }));
vi.mock('../api/verify-phone', () => ({ useVerifyPhone: () => mutationDouble(verifications) }));

function refusal(productCode: string, details: Record<string, unknown> = {}) {
  return new TRPCClientError('refused', {
    result: {
      error: {
        code: -32600,
        message: 'refused',
        data: { code: 'BAD_REQUEST', httpStatus: 400, productCode, details },
      },
    },
  });
}

const OTP: PhoneOtp = {
  phone: '+6591234567',
  expiresAt: new Date(Date.now() + 300_000).toISOString(),
  resendAfter: new Date(Date.now() + 60_000).toISOString(),
};

const ME: Me = {
  id: '00000000-0000-4000-8000-000000000001',
  displayName: null,
  email: 'new@kado.example',
  locale: 'en',
  phone: '+6591234567',
  phoneVerified: true,
  market: 'SG',
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('the phone-verification flow', () => {
  beforeEach(() => {
    requests.length = 0;
    verifications.length = 0;
  });

  it('refuses a number outside the ten markets before sending anything', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<PhoneVerificationFlow onVerified={vi.fn()} />);
    await user.type(screen.getByLabelText(/mobile number/i), '+14155550100');
    await user.click(screen.getByRole('button', { name: /send code/i }));
    expect(await screen.findByText(/Kado works with mobile numbers from/)).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it("picks the calling code from the shopper's market and sends the number in E.164", async () => {
    const user = userEvent.setup();
    await renderWithI18n(<PhoneVerificationFlow onVerified={vi.fn()} defaultMarket="MY" />);
    const market = screen.getByRole('combobox', { name: 'Country or region code' });
    expect((market as HTMLSelectElement).value).toBe('MY');
    const number = screen.getByRole('textbox', { name: 'Mobile number' });
    await user.type(number, '012-345 678');
    await user.click(screen.getByRole('button', { name: /send code/i }));
    expect(await screen.findByText(/Enter a valid mobile number for/)).toBeTruthy();
    expect(document.activeElement).toBe(number);
    expect(requests).toHaveLength(0);
    await user.type(number, '9');
    expect((number as HTMLInputElement).value).toBe('012-345 6789');
    await user.click(screen.getByRole('button', { name: /send code/i }));
    expect(requests[0]?.input).toEqual({ phone: '+60123456789' });
    // The number sent to reads as Malaysia groups it (libphonenumber), not in fours ("+60 1234 5678 9").
    requests[0]?.options.onSuccess?.({ ...OTP, phone: '+60123456789' });
    expect(await screen.findByText(/We sent a 6-digit code to \+60 12 345 6789/)).toBeTruthy();
  });

  it('sends a code, counts the tries down on a wrong one, then verifies', async () => {
    const user = userEvent.setup();
    const onVerified = vi.fn();
    await renderWithI18n(<PhoneVerificationFlow onVerified={onVerified} />);
    await user.type(screen.getByLabelText(/mobile number/i), '+65 9123 4567');
    await user.click(screen.getByRole('button', { name: /send code/i }));
    expect(requests[0]?.input).toEqual({ phone: '+6591234567' });
    requests[0]?.options.onSuccess?.(OTP);

    expect(await screen.findByText(/We sent a 6-digit code to \+65 9123 4567/)).toBeTruthy();
    expect(screen.getByText('5 tries left for this code.')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/in [01]:\d\d/);

    await user.type(screen.getByLabelText(/6-digit code/i), '000000');
    await user.click(screen.getByRole('button', { name: /^verify$/i }));
    expect(verifications[0]?.input).toEqual({ phone: '+6591234567', code: '000000' });
    verifications[0]?.options.onError?.(refusal('OTP_INVALID', { attemptsLeft: 3 }));
    expect(await screen.findByText('3 tries left for this code.')).toBeTruthy();

    await user.type(screen.getByLabelText(/6-digit code/i), '123456');
    await user.click(screen.getByRole('button', { name: /^verify$/i }));
    verifications[1]?.options.onSuccess?.(ME);
    await waitFor(() => {
      expect(onVerified).toHaveBeenCalledWith(ME);
    });
  });

  it('asks for a new code once the code is dead', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<PhoneVerificationFlow onVerified={vi.fn()} />);
    await user.type(screen.getByLabelText(/mobile number/i), '+6591234567');
    await user.click(screen.getByRole('button', { name: /send code/i }));
    requests[0]?.options.onSuccess?.({
      ...OTP,
      resendAfter: new Date(Date.now() - 1000).toISOString(),
    });
    await user.type(await screen.findByLabelText(/6-digit code/i), '999999');
    await user.click(screen.getByRole('button', { name: /^verify$/i }));
    verifications[0]?.options.onError?.(refusal('OTP_TOO_MANY_ATTEMPTS'));
    expect(await screen.findByText(/This code no longer works/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /send a new code/i }));
    expect(requests[1]?.input).toEqual({ phone: '+6591234567' });
  });
});
