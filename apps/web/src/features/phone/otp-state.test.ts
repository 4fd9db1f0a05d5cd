import { describe, expect, it } from 'vitest';

import { otpRefused, otpSent, TRIES_PER_CODE } from './otp-state';

const sent = otpSent({
  phone: '+6591234567',
  expiresAt: '2026-01-01T00:05:00.000Z',
  resendAfter: '2026-01-01T00:01:00.000Z',
});

describe('the one-time-code step', () => {
  it('starts with five tries', () => {
    expect(sent.triesLeft).toBe(TRIES_PER_CODE);
    expect(sent.dead).toBe(false);
  });

  it('counts a wrong code down, trusting the wallet when it says how many are left', () => {
    expect(otpRefused(sent, 'OTP_INVALID', null).triesLeft).toBe(4);
    expect(otpRefused(sent, 'OTP_INVALID', 2).triesLeft).toBe(2);
  });

  it('kills the code after the last wrong try, when expired or tried too often', () => {
    expect(otpRefused({ ...sent, triesLeft: 1 }, 'OTP_INVALID', null)).toMatchObject({
      triesLeft: 0,
      dead: true,
    });
    expect(otpRefused(sent, 'OTP_EXPIRED', null).dead).toBe(true);
    expect(otpRefused(sent, 'OTP_TOO_MANY_ATTEMPTS', null).dead).toBe(true);
  });

  it('keeps the tries when the refusal is not about the code', () => {
    expect(otpRefused(sent, 'PHONE_IN_USE', null)).toBe(sent);
    expect(otpRefused(sent, null, null)).toBe(sent);
  });
});
