import { describe, expect, it } from 'vitest';

import { codeMatches, hashCode, newCode } from './code.js';

describe('one-time codes', () => {
  it('are six digits, leading zeros included, and vary', () => {
    const codes = Array.from({ length: 200 }, newCode);
    expect(codes.every((code) => /^[0-9]{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('are stored as a salted hash that is not the code and differs every time', () => {
    const first = hashCode('+6591234567', '012345');
    const second = hashCode('+6591234567', '012345');
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.hash).not.toContain('012345');
    expect(first.salt).not.toBe(second.salt);
    expect(first.hash).not.toBe(second.hash);
  });

  it('match only the same code for the same number', () => {
    const stored = hashCode('+6591234567', '012345');
    expect(codeMatches(stored, '+6591234567', '012345')).toBe(true);
    expect(codeMatches(stored, '+6591234567', '012346')).toBe(false);
    expect(codeMatches(stored, '+6591234568', '012345')).toBe(false);
  });
});
