/**
 * In-flight sign-ins (PRODUCT.md §7): the PKCE verifier, state, nonce and where to land are sealed
 * in the store like the session's tokens (AES-256-GCM, the store key as associated data), behind a
 * random id that only the browser's short-lived HttpOnly cookie holds. A store dump yields nothing
 * that could finish someone's sign-in, and each transaction is taken out once.
 */
import { createHash, randomBytes } from 'node:crypto';

import { LOGIN_TRANSACTION_TTL_MS } from '@kado/shared';
import { z } from 'zod';

import type { KeyValueStore } from '../session/store.js';
import { isSealed, type TokenSealer } from '../session/token-sealer.js';
import type { LoginTransaction } from './client.js';

/** Keyed by the id's digest: the store never holds the cookie's value. */
const transactionKey = (id: string) =>
  `login:${createHash('sha256').update(id).digest('base64url')}`;

/** What an opened record must hold; anything else (an older shape, a bug) starts no callback. */
const transactionSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(43).max(128),
  redirectTo: z.string(),
  maxAge: z.number().int().min(0).max(86_400).optional(),
}) satisfies z.ZodType<LoginTransaction>;

export class LoginTransactions {
  readonly #store: KeyValueStore;
  readonly #sealer: TokenSealer;

  constructor(store: KeyValueStore, sealer: TokenSealer) {
    this.#store = store;
    this.#sealer = sealer;
  }

  /** Keeps the transaction and answers the id the login cookie carries. */
  async save(transaction: LoginTransaction): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    const key = transactionKey(id);
    await this.#store.set(key, this.#sealer.sealValue(transaction, key), LOGIN_TRANSACTION_TTL_MS);
    return id;
  }

  /** Single use: taken out of the store, so a replayed callback finds nothing. */
  async take(id: string | undefined): Promise<LoginTransaction | null> {
    if (!id) return null;
    const key = transactionKey(id);
    const stored = await this.#store.take<unknown>(key);
    // Only a sealed record that opens under this key counts: never one in clear, nor one moved.
    if (!isSealed(stored)) return null;
    const parsed = transactionSchema.safeParse(this.#sealer.openValue(stored, key));
    return parsed.success ? parsed.data : null;
  }
}
