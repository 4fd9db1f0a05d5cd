/**
 * The provider's signing keys (RS256 and ES256) and cookie-signing keys. Generated on first start and
 * stored in the database, so a restart — or a second process — signs and verifies with the same keys.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';

import type { Queryable } from '@kado/db';
import { calculateJwkThumbprint, type JWK } from 'jose';

export interface ProviderSecrets {
  /** Private JWKs; oidc-provider publishes their public halves at /jwks. */
  readonly signingKeys: JWK[];
  readonly cookieKeys: string[];
}

async function signingKey(alg: 'RS256' | 'ES256'): Promise<JWK> {
  const { privateKey } =
    alg === 'RS256'
      ? generateKeyPairSync('rsa', { modulusLength: 2048 })
      : generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg, use: 'sig' };
}

/** Stores `create()` under `name` unless a value is already there, and returns the stored value. */
async function loadOrCreate<T>(db: Queryable, name: string, create: () => Promise<T>): Promise<T> {
  const [existing] = await db.query<{ value: T }>('SELECT value FROM idp_secrets WHERE name = $1', [
    name,
  ]);
  if (existing) return existing.value;
  // Two processes starting together both generate; the first insert wins and both read it back.
  await db.query(
    'INSERT INTO idp_secrets (name, value) VALUES ($1, $2::jsonb) ON CONFLICT (name) DO NOTHING',
    [name, JSON.stringify(await create())],
  );
  const [stored] = await db.query<{ value: T }>('SELECT value FROM idp_secrets WHERE name = $1', [
    name,
  ]);
  if (!stored) throw new Error(`idp_secrets lost the row ${name}`);
  return stored.value;
}

export async function loadOrCreateSecrets(db: Queryable): Promise<ProviderSecrets> {
  // RS256 first: it is the default for ID tokens and JWT access tokens.
  const signingKeys = await loadOrCreate(db, 'signing-keys', () =>
    Promise.all([signingKey('RS256'), signingKey('ES256')]),
  );
  const cookieKeys = await loadOrCreate(db, 'cookie-keys', () =>
    Promise.resolve([randomBytes(32).toString('base64url')]),
  );
  return { signingKeys, cookieKeys };
}
