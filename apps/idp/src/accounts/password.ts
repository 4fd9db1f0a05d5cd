/**
 * Password hashing: argon2id (the library's default algorithm — its `Algorithm` is an ambient const
 * enum that isolatedModules cannot read; the accounts table CHECKs the $argon2id$ prefix) with the
 * OWASP baseline cost: 19 MiB, 2 passes, 1 lane.
 */
import { hash, verify, type Options } from '@node-rs/argon2';

const OPTIONS: Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}
