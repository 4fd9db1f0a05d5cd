import { describe, expect, it } from 'vitest';

import { ERROR_CODES, ERROR_STATUS, publicErrorDetails } from './errors.js';

describe('publicErrorDetails', () => {
  it('keeps the named facts of a refusal and drops everything else', () => {
    expect(
      publicErrorDetails('OUT_OF_STOCK', { available: 3, giftId: 'g', query: 'SELECT 1' }),
    ).toEqual({ available: 3 });
    expect(publicErrorDetails('INSUFFICIENT_POINTS', { balance: 10, points: 25 })).toEqual({
      balance: 10,
      points: 25,
      missing: 15,
    });
    expect(publicErrorDetails('ALREADY_REFUNDED', { refundEntryId: '42' })).toBeUndefined();
  });

  it('names the fields of zod issues and wallet field problems, without their English text', () => {
    expect(
      publicErrorDetails('VALIDATION_FAILED', [
        { path: ['input', 'phone'], message: 'Invalid' },
        { in: 'body', path: 'message', message: 'is too long' },
      ]),
    ).toEqual({ fields: ['input.phone', 'message'] });
  });

  it('refuses values of the wrong type', () => {
    expect(publicErrorDetails('RATE_LIMITED', { retryAfterSeconds: '60' })).toBeUndefined();
    expect(publicErrorDetails('VOUCHER_NOT_ACTIVE', { status: '<script>' })).toBeUndefined();
  });

  it('never gives a server error details', () => {
    for (const code of ERROR_CODES.filter((c) => ERROR_STATUS[c] >= 500)) {
      expect(publicErrorDetails(code, { available: 1, retryAfterSeconds: 5 })).toBeUndefined();
    }
  });
});
