import { describe, expect, it } from 'vitest';

import { decideNavigation } from './guards.js';
import { LOCALES } from './locales.js';
import { ROUTES, matchRoute, pathFor } from './routes.js';
import { isHttpsOrLoopback } from './urls.js';

describe('route table', () => {
  it('has unique names and paths', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('lists every manual page', () => {
    expect(ROUTES.filter((r) => r.path.startsWith('/manual/'))).toHaveLength(10);
  });

  it('ignores a trailing slash', () => {
    expect(matchRoute('/faq/')?.route.name).toBe('faq');
  });

  it('has a terms page for every locale of the table, and only for those', () => {
    const session = { signedIn: false, phoneVerified: false };
    for (const locale of LOCALES) {
      expect(matchRoute(locale.terms)?.route.name).toBe('terms');
      expect(decideNavigation({ pathname: locale.terms, session }).kind).toBe('allow');
    }
    expect(decideNavigation({ pathname: '/terms/zh', session })).toMatchObject({ status: 404 });
    expect(decideNavigation({ pathname: '/terms/EN', session })).toMatchObject({ status: 404 });
  });

  it('builds paths from names', () => {
    expect(pathFor('gift-detail', { id: 'g 1' })).toBe('/gift-items/g%201/gift-detail');
    expect(pathFor('index')).toBe('/');
    expect(() => pathFor('gift-item')).toThrow(/Missing param id/);
  });
});

describe('isHttpsOrLoopback', () => {
  it.each([
    ['https://kado.example', true],
    ['http://localhost:3000', true],
    ['http://127.0.0.1:3001', true],
    ['http://[::1]:3001', true],
    ['http://idp.localhost:3001', true],
    ['http://kado.example', false],
    ['http://localhost.evil.example', false],
    ['http://10.0.0.1', false],
  ])('%s → %s', (url, expected) => {
    expect(isHttpsOrLoopback(url)).toBe(expected);
  });
});
