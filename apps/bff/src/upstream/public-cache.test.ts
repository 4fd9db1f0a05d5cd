import { createServer, type Server } from 'node:http';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

import type { Services } from '../services.js';
import type { Session } from '../session/sessions.js';
import { appRouter } from '../trpc/root.js';
import { createCallerFactory, type Context } from '../trpc/trpc.js';
import { PublicCache } from './public-cache.js';
import { WalletClient } from './wallet.js';

/** A wallet that counts what reaches it: every path answers an empty gift page or a balance. */
let server: Server;
let origin: string;
const reached: { url: string; authorization: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    reached.push({ url: req.url ?? '', authorization: req.headers.authorization });
    const body = req.url?.startsWith('/v1/points')
      ? { balance: 10, expiringSoon: 0, nextExpiry: null, asOf: new Date().toISOString() }
      : { items: [], nextCursor: null };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('no address');
  origin = `http://127.0.0.1:${address.port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
    }),
);
beforeEach(() => {
  reached.length = 0;
});

/** A clock the tests move by hand. */
function clock() {
  let now = 1_000_000;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

const page = z.object({ items: z.array(z.unknown()), nextCursor: z.string().nullable() });

describe('public catalog answers are shared for a few seconds', () => {
  it('answers a second identical public read without reaching the wallet', async () => {
    const client = new WalletClient(origin, 1000);
    const query = { locale: 'en', market: 'SG' };
    await client.request(page, '/gifts', { query, publicCache: true });
    await client.request(page, '/gifts', { query, publicCache: true });
    expect(reached).toHaveLength(1);
    await client.close();
  });

  it('keeps each market and locale apart', async () => {
    const client = new WalletClient(origin, 1000);
    for (const query of [
      { locale: 'en', market: 'SG' },
      { locale: 'th', market: 'SG' },
      { locale: 'en', market: 'MY' },
      { locale: 'en', market: 'SG', q: 'coffee' },
    ]) {
      await client.request(page, '/gifts', { query, publicCache: true });
    }
    expect(reached.map((r) => r.url)).toEqual([
      '/v1/gifts?locale=en&market=SG',
      '/v1/gifts?locale=th&market=SG',
      '/v1/gifts?locale=en&market=MY',
      '/v1/gifts?locale=en&market=SG&q=coffee',
    ]);
    await client.close();
  });

  it('asks the wallet again once an answer has expired, so operator changes show', async () => {
    const time = clock();
    const client = new WalletClient(origin, 1000, new PublicCache({ ttlMs: 3000, now: time.now }));
    const read = () =>
      client.request(page, '/gifts', { query: { market: 'SG' }, publicCache: true });
    await read();
    time.advance(2999);
    await read();
    expect(reached).toHaveLength(1);
    time.advance(1);
    await read();
    expect(reached).toHaveLength(2);
    await client.close();
  });

  it('never shares an answer sent with an access token, even when asked to', async () => {
    const client = new WalletClient(origin, 1000);
    for (const token of ['token-a', 'token-a', 'token-b']) {
      await client.request(page, '/gifts', { accessToken: token, publicCache: true });
    }
    expect(reached.map((r) => r.authorization)).toEqual([
      'Bearer token-a',
      'Bearer token-a',
      'Bearer token-b',
    ]);
    await client.close();
  });

  it('shares one wallet call between concurrent identical reads and keeps no failure', async () => {
    const cache = new PublicCache();
    let loads = 0;
    const load = () => {
      loads += 1;
      return new Promise<number>((resolve) =>
        setTimeout(() => {
          resolve(loads);
        }, 10),
      );
    };
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    await expect(cache.get('failing', () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(await cache.get('failing', () => Promise.resolve('back'))).toBe('back');
  });

  it('holds at most its bound, dropping the oldest entry first', async () => {
    const cache = new PublicCache({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, () => Promise.resolve(key));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', () => Promise.resolve('reloaded'))).toBe('reloaded');
    expect(await cache.get('c', () => Promise.resolve('reloaded'))).toBe('c');
  });
});

describe('procedures', () => {
  const createCaller = createCallerFactory(appRouter);
  const session = { id: 's1', data: { market: 'SG' } } as unknown as Session;

  function caller(
    wallet: WalletClient,
    signedIn: Session | null,
    locale: Context['locale'] = 'en',
  ) {
    const services = {
      wallet,
      tokens: { accessToken: () => Promise.resolve('user-token') },
    } as unknown as Services;
    return createCaller({ services, session: signedIn, locale } as unknown as Context);
  }

  it('share the public gift list, per locale, for visitors and signed-in shoppers alike', async () => {
    const wallet = new WalletClient(origin, 1000);
    await caller(wallet, null).catalog.gifts({ market: 'SG' });
    await caller(wallet, session).catalog.gifts({});
    await caller(wallet, null, 'th').catalog.gifts({ market: 'SG' });
    expect(reached.map((r) => r.url)).toEqual([
      expect.stringContaining('locale=en&market=SG') as unknown,
      expect.stringContaining('locale=th&market=SG') as unknown,
    ]);
    expect(reached.every((r) => r.authorization === undefined)).toBe(true);
    await wallet.close();
  });

  it('never keep a signed-in read: each balance reaches the wallet with the token', async () => {
    const wallet = new WalletClient(origin, 1000);
    await caller(wallet, session).points.balance();
    await caller(wallet, session).points.balance();
    expect(reached).toEqual([
      { url: '/v1/points', authorization: 'Bearer user-token' },
      { url: '/v1/points', authorization: 'Bearer user-token' },
    ]);
    await wallet.close();
  });
});
