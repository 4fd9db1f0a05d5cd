import { describe, expect, it } from 'vitest';

import {
  GUARD_REGISTRY,
  SIGNED_OUT,
  decideNavigation,
  safeRedirectPath,
  type SessionFacts,
} from './guards.js';
import { ROUTES } from './routes.js';
import { GUARD_EXPECTATIONS, ROUTE_SAMPLES, SESSION_STATES } from './testing.js';

const SIGNED_IN: SessionFacts = { signedIn: true, phoneVerified: false };
const VERIFIED: SessionFacts = { signedIn: true, phoneVerified: true };

describe('decideNavigation', () => {
  it('allows public pages for everyone', () => {
    for (const session of [SIGNED_OUT, SIGNED_IN, VERIFIED]) {
      expect(decideNavigation({ pathname: '/gift-items', session })).toMatchObject({
        kind: 'allow',
        route: { name: 'gift-items' },
      });
    }
  });

  it('sends a signed-out visitor of an auth page to sign-in with the path and query', () => {
    expect(decideNavigation({ pathname: '/top', search: '?tab=1', session: SIGNED_OUT })).toEqual({
      kind: 'redirect',
      to: '/auth/login?redirect=%2Ftop%3Ftab%3D1',
      replace: false,
    });
  });

  it('sends a signed-in user away from guest pages to /top', () => {
    expect(decideNavigation({ pathname: '/auth/login', session: SIGNED_IN })).toEqual({
      kind: 'redirect',
      to: '/top',
      replace: true,
    });
  });

  it('lets a signed-in user through to a fresh sign-in (max_age), and only to sign-in', () => {
    const search = '?max_age=600&redirect=%2Faccount-info';
    expect(decideNavigation({ pathname: '/auth/login', search, session: SIGNED_IN }).kind).toBe(
      'allow',
    );
    expect(decideNavigation({ pathname: '/auth/register', search, session: SIGNED_IN })).toEqual({
      kind: 'redirect',
      to: '/top',
      replace: true,
    });
  });

  it('asks for phone verification on identity pages, then continues to the target', () => {
    expect(decideNavigation({ pathname: '/point-merge', session: SIGNED_IN })).toMatchObject({
      kind: 'verify-phone',
      continueTo: '/point-merge',
    });
    expect(decideNavigation({ pathname: '/point-merge', session: VERIFIED }).kind).toBe('allow');
    expect(decideNavigation({ pathname: '/point-merge', session: SIGNED_OUT }).kind).toBe(
      'redirect',
    );
  });

  it('answers 404 for unknown paths, invalid params and blocked pages', () => {
    const notFound = { kind: 'error', status: 404, message: 'This page could not be found' };
    expect(decideNavigation({ pathname: '/nope', session: SIGNED_OUT })).toEqual(notFound);
    expect(decideNavigation({ pathname: '/gift-items/a%20b', session: SIGNED_OUT })).toEqual(
      notFound,
    );
    expect(decideNavigation({ pathname: '/gift-items/%E0%A4%A', session: SIGNED_OUT })).toEqual(
      notFound,
    );
    expect(
      decideNavigation({ pathname: '/faq', session: SIGNED_OUT, blockedPages: ['faq'] }),
    ).toEqual(notFound);
  });

  it('tells the shared voucher page apart from a gift item', () => {
    expect(
      decideNavigation({ pathname: '/gift-items/gift-detail', session: SIGNED_OUT }),
    ).toMatchObject({
      kind: 'allow',
      route: { name: 'gift-detail-shared' },
    });
    expect(
      decideNavigation({ pathname: '/gift-items/g42/gift-detail', session: SIGNED_OUT }),
    ).toMatchObject({
      kind: 'redirect',
    });
    expect(decideNavigation({ pathname: '/gift-items/g42', session: SIGNED_OUT })).toMatchObject({
      kind: 'allow',
      route: { name: 'gift-item' },
      params: { id: 'g42' },
    });
  });

  it('resolves nested duplicates to the canonical route, keeping query and hash', () => {
    expect(
      decideNavigation({
        pathname: '/contact-us/contact-us',
        search: '?a=1',
        hash: '#form',
        session: SIGNED_OUT,
      }),
    ).toEqual({ kind: 'redirect', to: '/contact-us?a=1#form', replace: true });
  });

  it('applies the canonical route guards to a nested duplicate', () => {
    expect(
      decideNavigation({ pathname: '/account-info/account-info', session: SIGNED_OUT }),
    ).toEqual({
      kind: 'redirect',
      to: '/auth/login?redirect=%2Faccount-info',
      replace: false,
    });
    expect(decideNavigation({ pathname: '/auth/login/login', session: SIGNED_IN })).toEqual({
      kind: 'redirect',
      to: '/top',
      replace: true,
    });
  });

  it('answers 500 naming a guard that the registry lacks', () => {
    const { auth: _auth, ...withoutAuth } = GUARD_REGISTRY;
    expect(decideNavigation({ pathname: '/top', session: SIGNED_IN }, withoutAuth)).toEqual({
      kind: 'error',
      status: 500,
      message: 'Unknown middleware auth',
    });
  });

  it('knows every route of the table', () => {
    for (const route of ROUTES) {
      const path = route.path.replace(':id', 'g1').replace(':code', 'kr');
      expect(decideNavigation({ pathname: path, session: VERIFIED }).kind).not.toBe('error');
    }
  });
});

describe('safeRedirectPath', () => {
  it.each(['/top', '/gift-items?q=a#x', '/a/b/c'])('accepts %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it('answers the normalised path, never one that starts with two slashes', () => {
    expect(safeRedirectPath('/a/../top')).toBe('/top');
    expect(safeRedirectPath('/%2e/top?x=//y')).toBe('/top?x=//y');
    expect(safeRedirectPath('/%2F%2Fevil')).toBe('/%2F%2Fevil');
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/\tevil',
    '/top\r\nSet-Cookie: x=1',
    'top',
    '',
    undefined,
    42,
    // Dot segments and their encodings that normalise into a network path.
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/x/..//evil.example',
    '/x/%2e%2e//evil.example',
    '/./\\evil.example',
  ])('rejects %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });
});

describe('every route for every session state', () => {
  it('has an expectation for every route', () => {
    expect(Object.keys(GUARD_EXPECTATIONS).sort()).toEqual(ROUTES.map((r) => r.name).sort());
  });

  const cases = ROUTE_SAMPLES.flatMap(({ route, path }) =>
    SESSION_STATES.map((state, index) => ({
      route: route.name,
      path,
      state: state.name,
      facts: state.facts,
      expected: GUARD_EXPECTATIONS[route.name]?.[index],
    })),
  );

  it.each(cases)('$route ($path) $state → $expected', ({ path, facts, expected }) => {
    const decision = decideNavigation({ pathname: path, session: facts });
    const outcome =
      decision.kind === 'redirect'
        ? decision.to.startsWith('/auth/login?redirect=')
          ? 'login'
          : decision.to
        : decision.kind === 'verify-phone'
          ? 'verify'
          : decision.kind;
    expect(outcome).toBe(expected === 'top' ? '/top' : expected);
  });
});
