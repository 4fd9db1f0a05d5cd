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
});
