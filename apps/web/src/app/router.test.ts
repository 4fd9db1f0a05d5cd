import { describe, expect, it } from 'vitest';

import { ROUTES } from '@kado/shared';

import { PAGES } from './router';

describe('page modules', () => {
  it('has a page for every route of the shared table and nothing else', () => {
    expect(Object.keys(PAGES).sort()).toEqual(ROUTES.map((route) => route.name).sort());
  });

  it.each(ROUTES.map((route) => route.name))('loads a component for %s', async (name) => {
    const page = await PAGES[name]?.();
    expect(typeof page?.default).toBe('function');
  });
});
