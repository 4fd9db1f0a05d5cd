/** One-time codes: drawn uniformly, stored only as a salted hash, compared in constant time. */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

import { OTP_CODE_LENGTH } from '@kado/shared/schemas';

export interface StoredCode {
  readonly salt: string;
  readonly hash: string;
}

export function newCode(): string {
  return randomInt(0, 10 ** OTP_CODE_LENGTH)
    .toString()
    .padStart(OTP_CODE_LENGTH, '0');
}

function digest(salt: string, phone: string, code: string): Buffer {
  // The number is part of the hash, so a stored code cannot be replayed for another number.
  return createHash('sha256').update(`${salt}:${phone}:${code}`).digest();
}

export function hashCode(phone: string, code: string): StoredCode {
  const salt = randomBytes(16).toString('hex');
  return { salt, hash: digest(salt, phone, code).toString('hex') };
}

export function codeMatches(stored: StoredCode, phone: string, code: string): boolean {
  return timingSafeEqual(Buffer.from(stored.hash, 'hex'), digest(stored.salt, phone, code));
}
