/** The typed tRPC client for the BFF. The app imports only the router's type from the BFF. */
import { TRPCClientError, httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';

import type { AppRouter } from '@kado/bff/trpc';
import { CSRF_HEADER, type ErrorCode, type PublicErrorDetails } from '@kado/shared';

export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient(apiBaseUrl: string) {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: apiBaseUrl,
        // The BFF rejects any API request without this header (CSRF defence, PRODUCT.md §7).
        headers: { [CSRF_HEADER]: '1' },
        fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
      }),
    ],
  });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;

export interface ApiErrorInfo {
  status: number;
  code: ErrorCode;
  /** The whitelisted facts of the refusal (points missing, stock left, wait…); {} when none. */
  details: PublicErrorDetails;
}

/** The HTTP status, product code and details a failed procedure carries, when it is a tRPC error. */
export function apiErrorInfo(error: unknown): ApiErrorInfo | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data = (error as TRPCClientError<AppRouter>).data;
  if (!data) return null;
  return { status: data.httpStatus, code: data.productCode, details: data.details ?? {} };
}

/** A 401 means the BFF session ended. */
export function isSessionEnded(error: unknown): boolean {
  return apiErrorInfo(error)?.status === 401;
}

/**
 * The BFF gave no answer of its own: the network is down (whatever `navigator.onLine` says: it is
 * often wrong) or something on the way answered instead. The copies kept on this device stand in.
 */
export function isBffUnreachable(error: unknown): boolean {
  return error instanceof TRPCClientError && apiErrorInfo(error) === null;
}
