/** The product code and details of a refused procedure (details when the BFF passes them on). */
import { TRPCClientError } from '@trpc/client';

import { apiErrorInfo } from './trpc';

export function refusalCode(error: unknown) {
  return apiErrorInfo(error)?.code ?? null;
}

/** A number the refusal's details carry under `key` (attemptsLeft, retryAfterSeconds). */
export function refusalDetail(error: unknown, key: string): number | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('details' in data)) return null;
  const details: unknown = data.details;
  if (typeof details !== 'object' || details === null || !(key in details)) return null;
  const value: unknown = (details as Record<string, unknown>)[key];
  return typeof value === 'number' ? value : null;
}
