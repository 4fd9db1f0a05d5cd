import { describe, expect, it } from 'vitest';

import { ROUTES, matchRoute, pathFor } from './routes.js';

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

  it('builds paths from names', () => {
    expect(pathFor('gift-detail', { id: 'g 1' })).toBe('/gift-items/g%201/gift-detail');
    expect(pathFor('index')).toBe('/');
    expect(() => pathFor('gift-item')).toThrow(/Missing param id/);
  });
});
