/**
 * The CSRF rules hold for every spelling of every API path that reaches an API handler: the router
 * decodes percent-escapes and accepts absolute-form request targets, so the guard decides on the
 * matched route, not on the raw URL. Requests go over a raw socket so the target is sent verbatim.
 */
import { request as httpRequest } from 'node:http';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appRouter } from '../src/trpc/root.js';
import { Browser } from './browser.js';
import { signIn, startTestStack, trpc, type TestStack } from './stack.js';

let stack: TestStack;
let browser: Browser;
let cookie: string;

beforeAll(async () => {
  stack = await startTestStack();
  browser = new Browser();
  await signIn(browser, stack);
  cookie = browser.cookieHeader(stack.bffUrl);
});
afterAll(async () => {
  await stack.close();
});

interface RawAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** Sends `target` exactly as written (no normalisation), like a hand-made request would. */
function raw(method: string, target: string, headers: Record<string, string>, body?: string) {
  const { hostname, port } = new URL(stack.bffUrl);
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = httpRequest(
      { host: hostname, port, method, path: target, headers: { cookie, ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          resolve({
            status: res.statusCode ?? 0,
            contentType: res.headers['content-type'] ?? '',
            body: text,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const encodeChar = (char: string) =>
  `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

/** Percent-encoded (each letter, lower- and upper-case hex, all at once), case, slash and absolute forms. */
function spellings(path: string): string[] {
  const host = new URL(stack.bffUrl).host;
  const variants = new Set<string>();
  for (let i = 1; i < path.length; i++) {
    const char = path.charAt(i);
    if (char === '/') continue;
    variants.add(path.slice(0, i) + encodeChar(char) + path.slice(i + 1));
    variants.add(path.slice(0, i) + encodeChar(char).toLowerCase() + path.slice(i + 1));
  }
  const allEncoded = path.replace(/[^/]/g, encodeChar);
  variants.add(allEncoded);
  variants.add(path.toUpperCase());
  variants.add(path.charAt(0) + path.charAt(1).toUpperCase() + path.slice(2));
  variants.add(`/${path}`);
  variants.add(`//${path}`);
  variants.add(path.replace(/\/(?=[^/]*$)/, '//'));
  variants.add(path.replace('/', '/./'));
  variants.add(path.replace(/^\/([^/]+)\//, '/$1/../$1/'));
  for (const form of [path, allEncoded, path.toUpperCase()]) {
    variants.add(`http://${host}${form}`);
    variants.add(`HTTP://${host.toUpperCase()}${form}`);
  }
  variants.add(path); // the plain spelling must meet the same rules
  return [...variants];
}

const procedures = Object.entries(appRouter._def.procedures as Record<string, unknown>).map(
  ([name, procedure]) => ({
    path: `/trpc/${name}`,
    mutation: (procedure as { _def: { type: string } })._def.type === 'mutation',
  }),
);

/** Every API route: each procedure, the ledger download and the sign-out. */
const API_PATHS = [
  ...procedures,
  { path: '/bff/api/points/ledger.csv', mutation: false },
  { path: '/bff/logout', mutation: true },
];

/**
 * A refused request, or one that never reached an API handler: no route matched (404), only the
 * pages' GET did (405: a POST to a page's path) or the pages redirected. An API handler would have
 * answered 2xx, 400, 401 or the like.
 */
function expectRefusedOrNotApi(answer: RawAnswer, target: string) {
  if (answer.status === 403 || answer.status === 415) {
    expect(answer.body, target).toMatch(/"code":"(CSRF_REJECTED|UNSUPPORTED_MEDIA_TYPE)"/);
    return;
  }
  expect([301, 302, 303, 307, 308, 404, 405], `${target} answered ${answer.status}`).toContain(
    answer.status,
  );
  expect(answer.body, target).not.toMatch(/"result"|"productCode"/);
}

describe('CSRF guard on the matched route', () => {
  it('has API paths and spellings to try', () => {
    expect(procedures.length).toBeGreaterThan(30);
    expect(spellings('/trpc/profile.get')).toContain('/%74rpc/profile.get');
  });

  it('refuses every spelling of every API path without the x-kado-csrf header', async () => {
    for (const { path } of API_PATHS) {
      for (const target of spellings(path)) {
        expectRefusedOrNotApi(await raw('GET', target, {}), `GET ${target}`);
        expectRefusedOrNotApi(
          await raw('POST', target, { 'content-type': 'text/plain' }, '{}'),
          `POST ${target}`,
        );
      }
    }
  });

  it('refuses every spelling of every mutation from another site, even with the header', async () => {
    const crossSite = {
      'x-kado-csrf': '1',
      'content-type': 'application/json',
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    };
    for (const { path, mutation } of API_PATHS) {
      if (!mutation) continue;
      for (const target of spellings(path)) {
        expectRefusedOrNotApi(
          await raw('POST', target, crossSite, '{"displayName":"Mallory"}'),
          `POST ${target}`,
        );
      }
    }
  });

  it('leaves the signed-in session and profile untouched by all of it', async () => {
    const me = JSON.parse((await trpc(browser, stack, 'session.me')).html) as {
      result: { data: { signedIn: boolean } };
    };
    expect(me.result.data.signedIn).toBe(true);
    // The profile, not the session: the session view's name comes from the ID token.
    const profile = JSON.parse((await trpc(browser, stack, 'profile.get')).html) as {
      result: { data: { displayName: string | null } };
    };
    expect(profile.result.data.displayName).not.toBe('Mallory');
  });

  it('still answers the proper same-origin request', async () => {
    const answer = await raw('GET', '/trpc/profile.get', { 'x-kado-csrf': '1' });
    expect(answer.status).toBe(200);
    const encoded = await raw('GET', '/%74rpc/profile.get', { 'x-kado-csrf': '1' });
    expect(encoded.status).toBe(200);
  });
});
