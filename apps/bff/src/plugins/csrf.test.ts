/**
 * PRODUCT.md §7: Origin and Sec-Fetch-Site must both say same-origin, and the CSRF header is the
 * exact static value `1`, nothing that merely resembles it.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';

import { API_HEADERS, isolatedApp } from '../../test/support.js';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const setLocale = (headers: Record<string, string | string[]>) =>
  app?.inject({ method: 'POST', url: '/trpc/locale.set', headers, payload: { locale: 'th' } });

describe('CSRF: Sec-Fetch-Site', () => {
  it.each(['cross-site', 'same-site', 'unknown-value', ''])(
    'refuses a mutation whose Sec-Fetch-Site is %j even when Origin is the BFF own',
    async (site) => {
      app = await isolatedApp();
      const response = await setLocale({ ...API_HEADERS, 'sec-fetch-site': site });
      expect(response?.statusCode).toBe(403);
      expect(response?.json()).toMatchObject({ error: { code: 'CSRF_REJECTED' } });
      expect(response?.headers['set-cookie']).toBeUndefined();
    },
  );

  it.each(['same-origin', 'none'])(
    'accepts a same-origin mutation whose Sec-Fetch-Site is %s',
    async (site) => {
      app = await isolatedApp();
      const response = await setLocale({ ...API_HEADERS, 'sec-fetch-site': site });
      expect(response?.statusCode).toBe(200);
    },
  );

  it('refuses Sec-Fetch-Site: same-origin beside a foreign Origin', async () => {
    app = await isolatedApp();
    const response = await setLocale({
      ...API_HEADERS,
      origin: 'https://evil.example',
      'sec-fetch-site': 'same-origin',
    });
    expect(response?.statusCode).toBe(403);
  });
});

describe('CSRF: the x-kado-csrf header', () => {
  // An array is the header sent twice, which Node joins into "1, 1".
  const values = (['0', '2', '11', '01', 'true', 'yes', '1.0', ['1', '1']] as const).map(
    (value) => ({ value }),
  );

  it.each(values)('refuses a query whose x-kado-csrf is $value', async ({ value }) => {
    app = await isolatedApp();
    const response = await app.inject({
      url: '/trpc/session.me',
      headers: { 'x-kado-csrf': [...[value].flat()] },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'CSRF_REJECTED' } });
  });

  it.each(values)(
    'refuses a same-origin mutation whose x-kado-csrf is $value',
    async ({ value }) => {
      app = await isolatedApp();
      const response = await setLocale({
        ...API_HEADERS,
        'sec-fetch-site': 'same-origin',
        'x-kado-csrf': [...[value].flat()],
      });
      expect(response?.statusCode).toBe(403);
      expect(response?.headers['set-cookie']).toBeUndefined();
    },
  );

  it('answers the exact value', async () => {
    app = await isolatedApp();
    const response = await app.inject({ url: '/trpc/session.me', headers: { 'x-kado-csrf': '1' } });
    expect(response.statusCode).toBe(200);
  });
});
