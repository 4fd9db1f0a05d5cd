import { describe, expect, it } from 'vitest';

import { accountTag } from './session.js';

describe("the account's kept-vouchers tag", () => {
  it('is the same for one account and differs between accounts', () => {
    expect(accountTag('account-a')).toBe(accountTag('account-a'));
    expect(accountTag('account-a')).not.toBe(accountTag('account-b'));
  });

  it('does not carry the account id', () => {
    const subject = '8f0c2d7e-1b9a-4e0b-9c1d-2f3a4b5c6d7e';
    expect(accountTag(subject)).not.toContain(subject.slice(0, 8));
    expect(accountTag(subject)).toMatch(/^[\w-]{22}$/);
  });
});
