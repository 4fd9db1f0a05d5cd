import { KadoError } from '@kado/shared';

import type { Services } from '../services.js';

const HOUR_MS = 60 * 60_000;

/**
 * Counts a user's attempts of one kind in an hour, whether or not the wallet accepts them, so
 * guessing (codes, OTPs) is bounded at the BFF too; over `max` the call is refused before the wallet.
 */
export async function limitPerHour(services: Services, key: string, max: number) {
  if ((await services.store.increment(`rate:${key}`, HOUR_MS)) > max) {
    throw new KadoError('RATE_LIMITED', 'Too many attempts. Try again later.', {
      retryAfterSeconds: HOUR_MS / 1000,
    });
  }
}
