import { describe, expect, it } from 'vitest';

import { afterOutcome, attemptFor, outcomeOfError } from './spend-attempt';

let counter = 0;
const newKey = () => `key-${++counter}`;

describe('spend attempts', () => {
  it('reuses the key when the same exchange is retried after a network error', () => {
    const first = attemptFor(null, { giftId: 'gift-1', quantity: 2 }, newKey);
    const kept = afterOutcome(first, outcomeOfError(undefined));
    const retry = attemptFor(kept, { giftId: 'gift-1', quantity: 2 }, newKey);
    expect(retry.key).toBe(first.key);
  });

  it('keeps the key after a 5xx, whose outcome is unknown too', () => {
    const first = attemptFor(null, { giftId: 'gift-1', quantity: 1 }, newKey);
    expect(
      attemptFor(
        afterOutcome(first, outcomeOfError(503)),
        { giftId: 'gift-1', quantity: 1 },
        newKey,
      ).key,
    ).toBe(first.key);
  });

  it('takes a new key after a success or a refusal', () => {
    const first = attemptFor(null, { giftId: 'gift-1', quantity: 1 }, newKey);
    expect(afterOutcome(first, 'success')).toBeNull();
    expect(afterOutcome(first, outcomeOfError(409))).toBeNull();
    expect(
      attemptFor(afterOutcome(first, 'success'), { giftId: 'gift-1', quantity: 1 }, newKey).key,
    ).not.toBe(first.key);
  });

  it('takes a new key when any part of the request changes', () => {
    const first = attemptFor(null, { giftId: 'gift-1', quantity: 1 }, newKey);
    expect(attemptFor(first, { giftId: 'gift-1', quantity: 2 }, newKey).key).not.toBe(first.key);
    expect(attemptFor(first, { giftId: 'gift-2', quantity: 1 }, newKey).key).not.toBe(first.key);
  });
});
