import { describe, expect, it } from 'vitest';

import { signInUrl } from './bff';

describe('signInUrl', () => {
  it('passes a same-origin path through as the redirect', () => {
    expect(signInUrl('login', '/gift-items?q=tea#top')).toBe(
      '/bff/login?redirect=%2Fgift-items%3Fq%3Dtea%23top',
    );
    expect(signInUrl('register', '/my-gift')).toBe('/bff/register?redirect=%2Fmy-gift');
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil', null, undefined])(
    'falls back to /top for %j',
    (redirect) => {
      expect(signInUrl('login', redirect)).toBe('/bff/login?redirect=%2Ftop');
    },
  );

  it("passes a fresh sign-in's max_age on to the BFF, sign-in only", () => {
    expect(signInUrl('login', '/account-info?step=delete-account', '600')).toBe(
      '/bff/login?redirect=%2Faccount-info%3Fstep%3Ddelete-account&max_age=600',
    );
    expect(signInUrl('register', '/top', '600')).toBe('/bff/register?redirect=%2Ftop');
  });

  it.each(['', '-1', '86401', '1e3', '600;', ' 600', null])('drops the max_age %j', (maxAge) => {
    expect(signInUrl('login', '/top', maxAge)).toBe('/bff/login?redirect=%2Ftop');
  });
});
