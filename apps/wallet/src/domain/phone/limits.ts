/** The limits of PRODUCT.md §5. The database mirrors the attempt limit and lifetime in CHECKs. */
export const OTP_LIFETIME_MS = 5 * 60_000;
export const OTP_MAX_WRONG_ATTEMPTS = 5;
export const OTP_RESEND_AFTER_MS = 60_000;
export const OTP_SENDS_PER_PHONE = { limit: 5, windowMs: 60 * 60_000 } as const;
export const OTP_SENDS_PER_ACCOUNT = { limit: 10, windowMs: 24 * 60 * 60_000 } as const;
