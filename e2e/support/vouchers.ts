/**
 * A shopper of their own with vouchers, made through the real stack: sign-up at the IdP, the phone
 * verified with a texted code, a gift box sent to it by the operator and merged, then an exchange, all
 * as this browser's session. And what the browser keeps for the page's origin, to look for codes in.
 */
import { randomUUID } from 'node:crypto';

import type { Page } from '@playwright/test';

import type { Stack } from '@kado/stack';

import { expect } from './fixtures.js';
import { issueBoxes, latestCode, newPerson, signUp, type Person } from './wallet.js';

const CSRF = { 'x-kado-csrf': '1' };

/**
 * Runs `evaluate` in the page once it has loaded, again if a navigation (a redirect, a reload)
 * replaced the document meanwhile.
 */
async function inLoadedPage<T>(page: Page, evaluate: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    await page.waitForLoadState();
    try {
      return await evaluate();
    } catch (error) {
      const navigated = String(error).includes('Execution context was destroyed');
      if (!navigated || attempt >= 5) throw error;
    }
  }
}

/** A tRPC query from this browser's session, answered or thrown with its status. */
export async function trpcQuery<T>(page: Page, path: string, input?: unknown): Promise<T> {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await page.request.get(`/trpc/${path}${query}`, { headers: CSRF });
  if (!response.ok()) throw new Error(`${path} answered ${String(response.status())}`);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

/**
 * A tRPC mutation sent by the page itself (a page of the app must be open), so the browser adds the
 * Origin and Sec-Fetch-Site the BFF's CSRF defence asks for; answered or thrown with its status.
 */
export async function trpcMutation<T>(page: Page, path: string, input?: unknown): Promise<T> {
  const { status, body } = await inLoadedPage(page, () =>
    page.evaluate(
      async ([url, json]) => {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'x-kado-csrf': '1', 'content-type': 'application/json' },
          body: json,
        });
        return { status: response.status, body: await response.text() };
      },
      [`/trpc/${path}`, JSON.stringify(input ?? {})] as const,
    ),
  );
  if (status !== 200) throw new Error(`${path} answered ${String(status)}: ${body}`);
  return (JSON.parse(body) as { result: { data: T } }).result.data;
}

export interface ExchangedVoucher {
  readonly id: string;
  readonly code: string;
}

/**
 * A new person, signed in on `page`, phone verified, holding `count` active vouchers of the
 * cheapest gift of their market.
 */
export async function shopperWithVouchers(
  page: Page,
  stack: Stack,
  count: number,
): Promise<{ person: Person; vouchers: ExchangedVoucher[] }> {
  const person = newPerson();
  await signUp(page, stack, person);
  await expect(page).toHaveURL((url) => url.href.startsWith(`${stack.url}/top`));
  const sentAfter = new Date(Date.now() - 1000).toISOString();
  await trpcMutation(page, 'phone.requestOtp', { phone: person.phone });
  const code = await latestCode(stack, person.phone, sentAfter);
  await trpcMutation(page, 'phone.verify', { phone: person.phone, code });

  await issueBoxes(stack, person.phone, [20_000]);
  const boxes = await trpcQuery<{ items: { id: string }[] }>(page, 'boxes.mine');
  await trpcMutation(page, 'boxes.merge', {
    boxIds: boxes.items.map((box) => box.id),
    idempotencyKey: randomUUID(),
  });
  const gifts = await trpcQuery<{ items: { id: string }[] }>(page, 'catalog.gifts', {
    sort: 'points_asc',
    limit: 1,
  });
  const gift = gifts.items[0];
  if (!gift) throw new Error('no gift to exchange');
  const exchange = await trpcMutation<{ vouchers: ExchangedVoucher[] }>(page, 'exchanges.create', {
    giftId: gift.id,
    quantity: count,
    idempotencyKey: randomUUID(),
  });
  return { person, vouchers: exchange.vouchers.map(({ id, code }) => ({ id, code })) };
}

/**
 * Everything this origin keeps that script can read, as one text: every IndexedDB database's
 * records, every Cache Storage entry (URL and body), localStorage and sessionStorage.
 */
export function storedText(page: Page): Promise<string> {
  return inLoadedPage(page, () =>
    page.evaluate(async () => {
      const parts: string[] = [];
      for (const { name, version } of await indexedDB.databases()) {
        if (!name) continue;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(name, version);
          request.onsuccess = () => {
            resolve(request.result);
          };
          request.onerror = () => {
            reject(request.error ?? new Error(`cannot open ${name}`));
          };
        });
        for (const store of Array.from(db.objectStoreNames)) {
          const records = await new Promise<unknown[]>((resolve, reject) => {
            const request = db.transaction(store).objectStore(store).getAll();
            request.onsuccess = () => {
              resolve(request.result);
            };
            request.onerror = () => {
              reject(request.error ?? new Error(`cannot read ${store}`));
            };
          });
          parts.push(`idb ${name}/${store}: ${JSON.stringify(records)}`);
        }
        db.close();
      }
      for (const cacheName of await caches.keys()) {
        const cache = await caches.open(cacheName);
        for (const request of await cache.keys()) {
          const response = await cache.match(request);
          parts.push(`cache ${cacheName} ${request.url}: ${(await response?.text()) ?? ''}`);
        }
      }
      const dump = (storage: Storage) =>
        JSON.stringify(Object.keys(storage).map((key) => [key, storage.getItem(key)]));
      parts.push(`local: ${dump(localStorage)}`, `session: ${dump(sessionStorage)}`);
      return parts.join('\n');
    }),
  );
}
