/**
 * Product error codes and the HTTP status each one answers with. The wallet API puts them in its
 * error envelope; the BFF carries them to the browser inside typed tRPC errors.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  // An access token of a session that signed out (the wallet's deny-list by grant, PRODUCT.md §7).
  TOKEN_REVOKED: 401,
  FORBIDDEN: 403,
  CSRF_REJECTED: 403,
  // A sensitive action (account deletion, phone change) after a sign-in over 10 minutes old: the
  // browser signs in again with max_age and comes back (PRODUCT.md §7).
  REAUTH_REQUIRED: 403,
  NOT_FOUND: 404,
  UNSUPPORTED_MEDIA_TYPE: 415,
  // Requests refused before any route reads them (PRODUCT.md §7, §12): see http-limits.ts.
  METHOD_NOT_ALLOWED: 405,
  NOT_IMPLEMENTED: 501,
  PAYLOAD_TOO_LARGE: 413,
  HEADERS_TOO_LARGE: 431,
  REQUEST_TIMEOUT: 408,
  IDEMPOTENCY_CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UPSTREAM_UNAVAILABLE: 503,
  // The process is overloaded (a burst waited past its deadline); its dependencies are healthy.
  SERVICE_BUSY: 503,
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
  // Giving a gift (PRODUCT.md §10).
  GIFT_NOT_FOUND: 404,
  GIFT_ALREADY_CLAIMED: 409,
  GIFT_CLOSED: 409,
  GIFT_LOCKED: 403,
  GIFT_LIMIT: 409,
  OWN_GIFT: 409,
  PASSCODE_REQUIRED: 403,
  PASSCODE_WRONG: 403,
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

/**
 * The facts about a refusal that the browser may show (points missing, stock left, wait before a
 * retry…). Only these named, typed fields ever leave the BFF; anything else a detail holds (ledger
 * ids, English messages, upstream causes) stays on the server.
 */
export interface PublicErrorDetails {
  /** INSUFFICIENT_POINTS, BALANCE_LIMIT_EXCEEDED: the balance before the refused change. */
  balance?: number;
  /** INSUFFICIENT_POINTS, BALANCE_LIMIT_EXCEEDED: the points the refused change asked for. */
  points?: number;
  /** INSUFFICIENT_POINTS: how many more points would have been needed. */
  missing?: number;
  /** OUT_OF_STOCK: vouchers of the gift still available. */
  available?: number;
  /** RATE_LIMITED: seconds to wait before the next attempt. */
  retryAfterSeconds?: number;
  /** VALIDATION_FAILED, PHONE_INVALID: the fields (dotted paths) that failed. */
  fields?: string[];
  /** OTP_INVALID: wrong codes still allowed before the code stops working. */
  attemptsLeft?: number;
  /** VOUCHER_NOT_ACTIVE, VOUCHER_NOT_USED: the voucher's status. */
  status?: string;
  /** UNDO_WINDOW_PASSED: when the voucher was marked used (ISO 8601). */
  usedAt?: string;
  /** SHARE_LIMIT_REACHED: live share links a voucher may have. */
  limit?: number;
  /** PASSCODE_WRONG: wrong passcodes still allowed before the gift's link locks. */
  triesLeft?: number;
  /** GIFT_CLOSED: the state the gift is in. */
  state?: string;
  /** BOX_UNAVAILABLE: the boxes that can no longer be merged. */
  boxIds?: string[];
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isShortText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 100;

/** Dotted field paths of zod issues or wallet field problems (`{ path }` objects). */
function fieldPaths(details: unknown): string[] | undefined {
  const list = Array.isArray(details)
    ? details
    : details && typeof details === 'object' && 'fields' in details && Array.isArray(details.fields)
      ? (details.fields as unknown[])
      : undefined;
  if (!list) return undefined;
  const paths = list.flatMap((item) => {
    if (typeof item === 'string') return isShortText(item) ? [item] : [];
    if (!item || typeof item !== 'object' || !('path' in item)) return [];
    const path: unknown = (item as { path: unknown }).path;
    const joined = Array.isArray(path) ? path.map(String).join('.') : path;
    return isShortText(joined) ? [joined] : [];
  });
  return [...new Set(paths)].slice(0, 20);
}

/**
 * The whitelisted details of a product error, for the browser; undefined when there are none.
 * Server errors (5xx) never carry details.
 */
export function publicErrorDetails(
  code: ErrorCode,
  details: unknown,
): PublicErrorDetails | undefined {
  if (ERROR_STATUS[code] >= 500) return undefined;
  const source: Record<string, unknown> =
    details && typeof details === 'object' && !Array.isArray(details)
      ? (details as Record<string, unknown>)
      : {};
  const out: PublicErrorDetails = {};
  switch (code) {
    case 'INSUFFICIENT_POINTS':
    case 'BALANCE_LIMIT_EXCEEDED':
      if (isCount(source.balance)) out.balance = source.balance;
      if (isCount(source.points)) out.points = source.points;
      if (code === 'INSUFFICIENT_POINTS' && out.balance !== undefined && out.points !== undefined) {
        out.missing = Math.max(0, out.points - out.balance);
      }
      break;
    case 'OUT_OF_STOCK':
      if (isCount(source.available)) out.available = source.available;
      break;
    case 'RATE_LIMITED':
    case 'OTP_TOO_MANY_ATTEMPTS':
      if (isCount(source.retryAfterSeconds)) out.retryAfterSeconds = source.retryAfterSeconds;
      break;
    case 'VALIDATION_FAILED':
    case 'PHONE_INVALID': {
      const fields = fieldPaths(details);
      if (fields && fields.length > 0) out.fields = fields;
      break;
    }
    case 'OTP_INVALID':
      if (isCount(source.attemptsLeft)) out.attemptsLeft = source.attemptsLeft;
      break;
    case 'VOUCHER_NOT_ACTIVE':
    case 'VOUCHER_NOT_USED':
      if (isShortText(source.status) && /^[a-z_]+$/.test(source.status)) out.status = source.status;
      break;
    case 'UNDO_WINDOW_PASSED':
      if (isShortText(source.usedAt) && !Number.isNaN(Date.parse(source.usedAt))) {
        out.usedAt = source.usedAt;
      }
      break;
    case 'SHARE_LIMIT_REACHED':
      if (isCount(source.limit)) out.limit = source.limit;
      break;
    case 'PASSCODE_WRONG':
      if (isCount(source.triesLeft)) out.triesLeft = source.triesLeft;
      break;
    case 'GIFT_CLOSED':
      if (isShortText(source.state) && /^[a-z_]+$/.test(source.state)) out.state = source.state;
      break;
    case 'GIFT_LIMIT':
      if (isCount(source.limit)) out.limit = source.limit;
      break;
    case 'BOX_UNAVAILABLE':
      if (Array.isArray(source.boxIds)) {
        out.boxIds = source.boxIds.filter(isShortText).slice(0, 100);
      }
      break;
    default:
      break;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
