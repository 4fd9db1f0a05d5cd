/**
 * Product error codes and the HTTP status each one answers with. The wallet API puts them in its
 * error envelope; the BFF carries them to the browser inside typed tRPC errors.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CSRF_REJECTED: 403,
  NOT_FOUND: 404,
  UNSUPPORTED_MEDIA_TYPE: 415,
  IDEMPOTENCY_CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UPSTREAM_UNAVAILABLE: 503,
  // Ledger and catalog rules (PRODUCT.md §4).
  CODE_INVALID: 400,
  CODE_ALREADY_USED: 409,
  CODE_EXPIRED: 410,
  CODE_MARKET_MISMATCH: 409,
  BOX_UNAVAILABLE: 409,
  INSUFFICIENT_POINTS: 409,
  OUT_OF_STOCK: 409,
  GIFT_UNAVAILABLE: 409,
  BALANCE_LIMIT_EXCEEDED: 409,
  NOT_REFUNDABLE: 409,
  ALREADY_REFUNDED: 409,
  VOUCHER_NOT_ACTIVE: 409,
  VOUCHER_NOT_USED: 409,
  UNDO_WINDOW_PASSED: 409,
  SHARE_LIMIT_REACHED: 409,
  // Phone verification (PRODUCT.md §5).
  PHONE_NOT_VERIFIED: 403,
  PHONE_IN_USE: 409,
  PHONE_INVALID: 400,
  OTP_INVALID: 400,
  OTP_EXPIRED: 410,
  OTP_TOO_MANY_ATTEMPTS: 429,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_STATUS;
}

/** A failure that carries a product error code; apps map it to their own transport. */
export class KadoError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'KadoError';
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
