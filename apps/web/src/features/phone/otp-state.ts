/**
 * The one-time-code step (PRODUCT.md §5): 5 wrong tries per code, a new code after the resend
 * count-down, and a code that stops working once expired or tried too often.
 */
import type { ErrorCode } from '@kado/shared';
import type { PhoneOtp } from '@kado/shared/schemas';

export const TRIES_PER_CODE = 5;

export interface OtpState {
  readonly phone: string;
  readonly resendAfter: string;
  readonly expiresAt: string;
  readonly triesLeft: number;
  /** The code on its way no longer works: only a new one helps. */
  readonly dead: boolean;
}

export function otpSent(otp: PhoneOtp): OtpState {
  return {
    phone: otp.phone,
    resendAfter: otp.resendAfter,
    expiresAt: otp.expiresAt,
    triesLeft: TRIES_PER_CODE,
    dead: false,
  };
}

/** The state after a refused code; `attemptsLeft` is the wallet's count when it sent one. */
export function otpRefused(
  state: OtpState,
  code: ErrorCode | null,
  attemptsLeft: number | null,
): OtpState {
  switch (code) {
    case 'OTP_INVALID': {
      const triesLeft = attemptsLeft ?? Math.max(0, state.triesLeft - 1);
      return { ...state, triesLeft, dead: triesLeft === 0 };
    }
    case 'OTP_EXPIRED':
    case 'OTP_TOO_MANY_ATTEMPTS':
      return { ...state, triesLeft: 0, dead: true };
    default:
      return state;
  }
}
