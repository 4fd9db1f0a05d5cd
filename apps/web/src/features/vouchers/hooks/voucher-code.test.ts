import { describe, expect, it } from 'vitest';

import { groupCode, undoTimeLeft } from './voucher-code';

describe('voucher code', () => {
  it('groups a code in fours and ignores spaces already there', () => {
    expect(groupCode('ABCD1234EFGH56')).toBe('ABCD 1234 EFGH 56');
    expect(groupCode('AB CD 12')).toBe('ABCD 12');
  });

  it('says how long undo stays possible', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    expect(undoTimeLeft('2026-06-01T01:00:00Z', now)).toBe(3_600_000);
    expect(undoTimeLeft('2026-05-31T23:00:00Z', now)).toBe(0);
    expect(undoTimeLeft(null, now)).toBe(0);
  });
});
