import { describe, expect, it } from 'vitest';

import { anonymiseUrl, scrubText, scrubValue } from './scrub';

describe('what leaves the browser', () => {
  it('hides phone numbers, box codes, one-time codes and tokens', () => {
    expect(scrubText('sent to +65 9123 4567')).toBe('sent to [phone]');
    expect(scrubText('sent to +6591234567')).toBe('sent to [phone]');
    expect(scrubText('code KTH3-7DG5-4YHK-X9JU refused')).toBe('code [code] refused');
    expect(scrubText('code kth37dg54yhkx9ju')).toBe('code [code]');
    expect(scrubText('otp 123456 wrong')).toBe('otp [code] wrong');
    expect(scrubText(`token ${'a'.repeat(43)}`)).toBe('token [token]');
    expect(scrubText('Cannot read properties of undefined')).toBe(
      'Cannot read properties of undefined',
    );
  });

  it('drops cookies and secret-looking fields, scrubbing the rest', () => {
    expect(
      scrubValue({
        request: { cookies: { kado_session: 'x' }, headers: { Cookie: 'a=b' }, url: '/top' },
        extra: { phone: '+6591234567', note: 'called +6591234567' },
      }),
    ).toEqual({ request: { headers: {}, url: '/top' }, extra: { note: 'called [phone]' } });
  });

  it('gives analytics the route pattern without query or hash', () => {
    expect(
      anonymiseUrl(
        'https://kado.example/gift-items/gift-detail?token=abc#x',
        '/gift-items/gift-detail',
      ),
    ).toBe('https://kado.example/gift-items/gift-detail');
    expect(anonymiseUrl('https://kado.example/gift-items/kopi-10-sg', '/gift-items/:id')).toBe(
      'https://kado.example/gift-items/:id',
    );
  });
});
