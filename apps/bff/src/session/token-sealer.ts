/**
 * The session record's tokens are sealed at rest (PRODUCT.md §7): AES-256-GCM under a key from the
 * environment, the key's id stored beside the ciphertext so keys can rotate (new records use the
 * first key; every listed key still opens older ones), and the session's store key as associated
 * data, so a sealed blob copied into another session's record does not open there.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

import type { TokenSet } from './sessions.js';

export interface SessionKey {
  readonly id: string;
  /** 32 bytes. */
  readonly key: Buffer;
}

export interface SealedTokens {
  readonly alg: 'A256GCM';
  readonly kid: string;
  readonly iv: string;
  readonly tag: string;
  readonly data: string;
}

export const isSealed = (value: unknown): value is SealedTokens =>
  typeof value === 'object' && value !== null && (value as { alg?: unknown }).alg === 'A256GCM';

export class TokenSealer {
  readonly #current: SessionKey;
  readonly #byId: Map<string, Buffer>;

  constructor(keys: readonly SessionKey[]) {
    const [current] = keys;
    if (!current) throw new Error('at least one session encryption key is needed');
    for (const { id, key } of keys) {
      if (key.length !== 32) throw new Error(`session key ${id} must be 32 bytes`);
    }
    this.#current = current;
    this.#byId = new Map(keys.map(({ id, key }) => [id, key]));
  }

  /** A key that lives as long as the process: for tests and in-memory sessions. */
  static ephemeral(): TokenSealer {
    return new TokenSealer([
      { id: `ephemeral-${randomBytes(4).toString('hex')}`, key: randomBytes(32) },
    ]);
  }

  seal(tokens: TokenSet, context: string): SealedTokens {
    return this.sealValue(tokens, context);
  }

  /** The tokens, or null when the key is unknown or the blob was altered or moved. */
  open(sealed: SealedTokens, context: string): TokenSet | null {
    return this.openValue(sealed, context) as TokenSet | null;
  }

  /** Any JSON value sealed the same way (the login transaction's PKCE verifier, state, nonce). */
  sealValue(value: unknown, context: string): SealedTokens {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#current.key, iv);
    cipher.setAAD(Buffer.from(context));
    const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return {
      alg: 'A256GCM',
      kid: this.#current.id,
      iv: iv.toString('base64url'),
      tag: cipher.getAuthTag().toString('base64url'),
      data: data.toString('base64url'),
    };
  }

  /** The value, or null when the key is unknown or the blob was altered or moved. */
  openValue(sealed: SealedTokens, context: string): unknown {
    const key = this.#byId.get(sealed.kid);
    if (!key) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(sealed.tag, 'base64url'));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(sealed.data, 'base64url')),
        decipher.final(),
      ]);
      return JSON.parse(plain.toString('utf8')) as unknown;
    } catch {
      return null;
    }
  }
}
