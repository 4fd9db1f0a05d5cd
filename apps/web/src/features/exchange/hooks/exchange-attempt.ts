/**
 * One idempotency key per exchange attempt (PRODUCT.md §4). The key is kept while the outcome is
 * unknown (a network error, a timeout, a 5xx: the wallet may have spent the points), so trying
 * again replays the first answer instead of spending twice. An answer (success or a refusal) ends
 * the attempt; the next exchange, or another quantity, gets a new key.
 */
export interface ExchangeAttempt {
  readonly key: string;
  readonly giftId: string;
  readonly quantity: number;
}

export type AttemptOutcome = 'success' | 'refused' | 'unknown';

export function attemptFor(
  current: ExchangeAttempt | null,
  giftId: string,
  quantity: number,
  newKey: () => string,
): ExchangeAttempt {
  if (current && current.giftId === giftId && current.quantity === quantity) return current;
  return { key: newKey(), giftId, quantity };
}

/** What to keep after an outcome: the same attempt only when we cannot know what happened. */
export function afterOutcome(
  attempt: ExchangeAttempt,
  outcome: AttemptOutcome,
): ExchangeAttempt | null {
  return outcome === 'unknown' ? attempt : null;
}

/** A refusal is an answer (4xx with a product code); anything else leaves the outcome unknown. */
export function outcomeOfError(status: number | undefined): AttemptOutcome {
  return status !== undefined && status >= 400 && status < 500 ? 'refused' : 'unknown';
}
