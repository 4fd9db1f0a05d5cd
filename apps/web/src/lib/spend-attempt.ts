/**
 * One idempotency key per attempt to spend points (an exchange, a gift sent; PRODUCT.md §4, §10).
 * The key is kept while the outcome is unknown (a network error, a timeout, a 5xx: the wallet may
 * have spent the points), so trying the same request again replays the first answer instead of
 * spending twice. An answer (success or a refusal) ends the attempt; the next one, or a changed
 * request, gets a new key.
 */
import { apiErrorInfo } from './trpc';

export interface SpendAttempt<Request> {
  readonly key: string;
  /** The request the key was made for (plain JSON). */
  readonly request: Request;
}

export type AttemptOutcome = 'success' | 'refused' | 'unknown';

export function attemptFor<Request>(
  current: SpendAttempt<Request> | null,
  request: Request,
  newKey: () => string,
): SpendAttempt<Request> {
  if (current && JSON.stringify(current.request) === JSON.stringify(request)) return current;
  return { key: newKey(), request };
}

/** What to keep after an outcome: the same attempt only when we cannot know what happened. */
export function afterOutcome<Request>(
  attempt: SpendAttempt<Request>,
  outcome: AttemptOutcome,
): SpendAttempt<Request> | null {
  return outcome === 'unknown' ? attempt : null;
}

/** A refusal is an answer (4xx with a product code); anything else leaves the outcome unknown. */
export function outcomeOfError(status: number | undefined): AttemptOutcome {
  return status !== undefined && status >= 400 && status < 500 ? 'refused' : 'unknown';
}

/** After an unknown outcome, the same attempt goes once more by itself, this much later. */
const RETRY_DELAY_MS = 1000;

/**
 * The mutation options of a spend: a server that died under the request (a dropped connection,
 * the gateway's 502, a 503) leaves the outcome unknown, so the same request, with its key, is sent
 * once more by itself and a replica lost mid-spend costs the shopper a second, not an error
 * (PRODUCT.md §12). The wallet answers it once whichever replica it reaches.
 */
export const RETRY_UNKNOWN_ONCE = {
  retry: (failures: number, error: unknown) =>
    failures < 1 && outcomeOfError(apiErrorInfo(error)?.status) === 'unknown',
  retryDelay: RETRY_DELAY_MS,
} as const;
