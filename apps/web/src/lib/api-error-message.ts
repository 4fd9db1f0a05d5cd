/**
 * What to tell the shopper when a procedure fails: the product code's message in the active
 * language, with the facts the refusal carries (points missing, stock left, wait before a retry…).
 * The server's own message is English for logs and is never shown.
 */
import { TRPCClientError } from '@trpc/client';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import {
  MAX_BALANCE,
  VOUCHER_UNDO_HOURS,
  type ErrorCode,
  type PublicErrorDetails,
} from '@kado/shared';

import { apiErrorInfo } from './trpc';

/** A message key under `errors.` and its interpolation values. */
export interface ErrorMessageKey {
  key: string;
  values?: Record<string, number | string>;
}

/** The wait, in the largest unit that reads naturally, rounded up so the shopper never retries early. */
function waitKey(seconds: number): ErrorMessageKey {
  if (seconds < 90) return { key: 'codes.RATE_LIMITED_seconds', values: { count: seconds } };
  if (seconds < 90 * 60) {
    return { key: 'codes.RATE_LIMITED_minutes', values: { count: Math.ceil(seconds / 60) } };
  }
  return { key: 'codes.RATE_LIMITED_hours', values: { count: Math.ceil(seconds / 3600) } };
}

const VOUCHER_STATUSES = new Set(['used', 'expired', 'refunded']);

/** The message for a product code and its details; a code without details gets its plain message. */
export function errorMessageKey(
  code: ErrorCode,
  details: PublicErrorDetails = {},
): ErrorMessageKey {
  const plain = { key: `codes.${code}` };
  switch (code) {
    case 'INSUFFICIENT_POINTS':
      return details.missing
        ? { key: 'codes.INSUFFICIENT_POINTS_missing', values: { count: details.missing } }
        : plain;
    case 'OUT_OF_STOCK':
      return details.available
        ? { key: 'codes.OUT_OF_STOCK_left', values: { count: details.available } }
        : plain;
    case 'RATE_LIMITED':
      return details.retryAfterSeconds ? waitKey(details.retryAfterSeconds) : plain;
    case 'BOX_UNAVAILABLE':
      return details.boxIds?.length
        ? { key: 'codes.BOX_UNAVAILABLE_boxes', values: { count: details.boxIds.length } }
        : plain;
    case 'SHARE_LIMIT_REACHED':
      return details.limit
        ? { key: 'codes.SHARE_LIMIT_REACHED_limit', values: { count: details.limit } }
        : plain;
    case 'GIFT_LIMIT':
      return details.limit
        ? { key: 'codes.GIFT_LIMIT_limit', values: { count: details.limit } }
        : plain;
    case 'PASSCODE_WRONG':
      return details.triesLeft
        ? { key: 'codes.PASSCODE_WRONG_tries', values: { count: details.triesLeft } }
        : plain;
    case 'VOUCHER_NOT_ACTIVE':
      return details.status && VOUCHER_STATUSES.has(details.status)
        ? { key: `codes.VOUCHER_NOT_ACTIVE_${details.status}` }
        : plain;
    case 'BALANCE_LIMIT_EXCEEDED':
      return { key: plain.key, values: { max: MAX_BALANCE } };
    case 'UNDO_WINDOW_PASSED':
      return { key: plain.key, values: { hours: VOUCHER_UNDO_HOURS } };
    default:
      return plain;
  }
}

/** A request that never got an answer from the BFF (offline, DNS, connection reset). */
function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TRPCClientError) return !error.data && !(error.cause instanceof SyntaxError);
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}

/** The message key for any failure: product codes by code, everything else generic. */
export function apiErrorMessageKey(error: unknown): ErrorMessageKey {
  const info = apiErrorInfo(error);
  if (info) return errorMessageKey(info.code, info.details);
  if (isNetworkFailure(error)) return { key: 'network' };
  return { key: 'generic' };
}

/** The translated message for a failure, with `t` of the active language. */
export function apiErrorMessage(t: TFunction, error: unknown): string {
  const { key, values } = apiErrorMessageKey(error);
  // Keys are built from product codes, so they are checked by the coverage test, not the compiler.
  const translate = t as unknown as (key: string, options?: object) => string;
  return translate(`errors.${key}`, values);
}

/** `(error) => message` in the active language, for toasts, alerts and form errors. */
export function useApiErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown) => apiErrorMessage(t, error), [t]);
}
