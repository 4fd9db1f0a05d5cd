import { describe, expect, it } from 'vitest';

import { chargeFormSchema } from './charge-code';

const message = (code: string) => chargeFormSchema.safeParse({ code }).error?.issues[0]?.message;

describe('the charge-a-code form', () => {
  it('accepts a code however it is typed', () => {
    expect(message('KTH3-7DG5-4YHK-X9JU')).toBeUndefined();
    expect(message('kth3 7dg5 4yhk x9ju')).toBeUndefined();
  });

  it('refuses a code whose check symbol is wrong before anything is sent', () => {
    expect(message('KTH3-7DG5-4YHK-X9JV')).toBe('invalid');
    expect(message('KTH3-7DG5')).toBe('invalid');
  });

  it('asks for a code when the field is empty', () => {
    expect(message('')).toBe('required');
  });
});
