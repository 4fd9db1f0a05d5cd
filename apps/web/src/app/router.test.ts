import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';

import { ROUTES } from '@kado/shared';

import { createRoutes, PAGES } from './router';

describe('page modules', () => {
  it('has a page for every route of the shared table and nothing else', () => {
    expect(Object.keys(PAGES).sort()).toEqual(ROUTES.map((route) => route.name).sort());
  });

  it.each(ROUTES.map((route) => route.name))('loads a component for %s', async (name) => {
    const page = await PAGES[name]?.();
    expect(typeof page?.default).toBe('function');
  });
});

describe('the wallet’s messages', () => {
  /** The route of each page, with how many times its loading asked for the wallet's messages. */
  function pageRoutes() {
    const asked = { count: 0 };
    const routes = createRoutes({
      getSession: () => Promise.resolve({ signedIn: false, phoneVerified: false }),
      currentHash: () => '',
      takeInitialError: () => null,
      loadWalletMessages: () => {
        asked.count += 1;
        return Promise.resolve();
      },
    });
    const pages: RouteObject[] = routes[0]?.children?.[0]?.children ?? [];
    const lazyOf = (id: string) => {
      const lazy = pages.find((route) => route.id === id)?.lazy;
      if (typeof lazy !== 'function') throw new Error(`No lazy page for ${id}`);
      return lazy;
    };
    return { asked, lazyOf };
  }

  it('stay out of the home page, which a signed-out visitor gets painted', async () => {
    const { asked, lazyOf } = pageRoutes();
    await lazyOf('index')();
    expect(asked.count).toBe(0);
  });

  it('come with every other page', async () => {
    const { asked, lazyOf } = pageRoutes();
    await lazyOf('faq')();
    await lazyOf('gift-items')();
    expect(asked.count).toBe(2);
  });
});
