/** The guard matrix of PRODUCT.md §2 as the BFF answers HTML requests: real 200 / 302 statuses. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { SessionFacts } from '@kado/shared';
import { GUARD_EXPECTATIONS, ROUTE_SAMPLES, SESSION_STATES } from '@kado/shared/testing';

import { isolatedApp } from '../../test/support.js';

let app: FastifyInstance;
const cookies = new Map<string, string>();

/** A session as the sign-in callback stores it; only the facts the guards read matter here. */
async function sessionCookie(facts: SessionFacts): Promise<string> {
  if (!facts.signedIn) return '';
  const session = await app.services.sessions.create({
    subject: 'guard-test',
    idpSessionId: null,
    phoneVerified: facts.phoneVerified,
    market: null,
    locale: 'en',
    tokens: { accessToken: 'a', refreshToken: null, idToken: 'i', issuedAt: 0, expiresAt: 0 },
    refreshBackoff: null,
  });
  return `kado_session=${session.id}`;
}

beforeAll(async () => {
  app = await isolatedApp();
  for (const state of SESSION_STATES) cookies.set(state.name, await sessionCookie(state.facts));
});
afterAll(async () => {
  await app.close();
});

const cases = ROUTE_SAMPLES.flatMap(({ route, path }) =>
  SESSION_STATES.map((state, index) => ({
    route: route.name,
    path,
    state: state.name,
    expected: GUARD_EXPECTATIONS[route.name]?.[index],
  })),
);

describe('HTML answers for every route and session state', () => {
  it.each(cases)('$route $state → $expected', async ({ path, state, expected }) => {
    const response = await app.inject({ url: path, headers: { cookie: cookies.get(state) ?? '' } });
    switch (expected) {
      case 'allow':
      case 'verify': // the page is served; the SPA opens the verification flow
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
        break;
      case 'login':
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe(`/auth/login?redirect=${encodeURIComponent(path)}`);
        break;
      case 'top':
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe('/top');
        break;
      default:
        throw new Error(`no expectation for ${path}`);
    }
  });
});

describe('the session in the runtime config', () => {
  const configOf = (html: string): unknown =>
    JSON.parse(
      /<script type="application\/json" id="kado-config">(.*?)<\/script>/s.exec(html)?.[1] ??
        'null',
    );

  it('carries what session.me answers, never a token', async () => {
    const signedOut = await app.inject({ url: '/', headers: { cookie: 'KADO_LANG=th' } });
    expect(configOf(signedOut.body)).toMatchObject({ session: { signedIn: false, locale: 'th' } });

    const signedIn = SESSION_STATES.find((state) => state.facts.phoneVerified);
    const response = await app.inject({
      url: '/',
      headers: { cookie: `${cookies.get(signedIn?.name ?? '') ?? ''}; KADO_LANG=en` },
    });
    expect(configOf(response.body)).toMatchObject({
      session: {
        signedIn: true,
        locale: 'en',
        phoneVerified: true,
        market: null,
        user: { name: null, email: null },
      },
    });
    expect(response.body).not.toMatch(/accessToken|idToken|refreshToken/);
  });
});
