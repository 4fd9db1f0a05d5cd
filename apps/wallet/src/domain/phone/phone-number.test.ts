import { KadoError } from '@kado/shared';
import { describe, expect, it } from 'vitest';

import { maskPhone, parseMobileNumber, requireMobileNumber } from './phone-number.js';
import { maskUrl } from '../../plugins/request-log.js';

describe('mobile numbers of the ten markets', () => {
  it.each([
    ['+60123456789', 'MY'],
    ['+84912345678', 'VN'],
    ['+628123456789', 'ID'],
    ['+6591234567', 'SG'],
    ['+639171234567', 'PH'],
    ['+66812345678', 'TH'],
    ['+85291234567', 'HK'],
    ['+886912345678', 'TW'],
    ['+919876543210', 'IN'],
    ['+821012345678', 'KR'],
  ])('accepts %s as a mobile number of %s', (phone, market) => {
    expect(parseMobileNumber(phone)).toEqual({ e164: phone, market });
  });

  it.each([
    ['a Singapore landline', '+6561234567'],
    ['a number of another country', '+14155552671'],
    ['a number with spaces', '+65 9123 4567'],
    ['a national number', '91234567'],
    ['a number too short', '+659123'],
    ['a number too long', '+6591234567890'],
    ['an empty string', ''],
  ])('refuses %s', (_what, phone) => {
    expect(parseMobileNumber(phone)).toBeNull();
  });

  it('answers PHONE_INVALID naming the field', () => {
    const error = (() => {
      try {
        requireMobileNumber('+6561234567');
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(KadoError);
    expect(error).toMatchObject({
      code: 'PHONE_INVALID',
      details: [{ in: 'body', path: 'phone' }],
    });
  });
});

describe('phone numbers in logs', () => {
  it('keeps only the calling code and the last four digits', () => {
    expect(maskPhone('+6591234321')).toBe('+65••••4321');
    expect(maskPhone('+85291235678')).toBe('+852••••5678');
    expect(maskPhone('+123')).toBe('••••');
  });

  it('masks the phone parameter of a request URL, and nothing else', () => {
    expect(maskUrl('/v1/dev/sms-outbox?phone=%2B6591234321')).toBe(
      '/v1/dev/sms-outbox?phone=+65••••4321',
    );
    expect(maskUrl('/v1/gifts?limit=20&phone=6591234321&x=1')).toBe(
      '/v1/gifts?limit=20&phone=6••••4321&x=1',
    );
    expect(maskUrl('/v1/gifts?cursor=12345678901')).toBe('/v1/gifts?cursor=12345678901');
    // A share token opens its voucher: it never reaches the logs.
    expect(maskUrl(`/v1/shared-vouchers/${'A'.repeat(43)}?locale=th`)).toBe(
      '/v1/shared-vouchers/[redacted]?locale=th',
    );
  });
});
