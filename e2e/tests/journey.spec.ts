/**
 * The walking skeleton's journey, in both profiles: a newcomer opens Kado, is sent to sign in at the
 * IdP, lands on /top with the balance the wallet holds, keeps the session on reload, signs out, and
 * is asked to sign in again. No token may reach the browser at any point.
 */
import type { Page, Response } from '@playwright/test';

import { DEMO_ACCOUNT } from '@kado/shared';

import { JWT_PATTERN, expect, test } from '../support/fixtures.js';

/** Everything the page can read from script: cookies and both storages. */
async function browserVisibleState(page: Page) {
  return page.evaluate(() => {
    const dump = (storage: Storage) =>
      JSON.stringify(Object.keys(storage).map((key) => [key, storage.getItem(key)]));
    return {
      cookie: document.cookie,
      local: dump(localStorage),
      session: dump(sessionStorage),
      html: document.documentElement.outerHTML,
    };
  });
}

/** The balance the BFF answers this browser's session with, as read from the wallet. */
async function walletBalance(page: Page): Promise<number> {
  const response = await page.request.get('/trpc/points.balance', {
    headers: { 'x-kado-csrf': '1' },
  });
  const body = (await response.json()) as { result: { data: { balance: number } } };
  return body.result.data.balance;
}

async function signIn(page: Page, issuer: string) {
  await expect(page).toHaveURL((url) => url.href.startsWith(issuer));
  await page.getByLabel(/email/i).fill(DEMO_ACCOUNT.email);
  await page.getByLabel(/password/i).fill(DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

test('a newcomer signs in, sees the balance, keeps the session, and signs out', async ({
  page,
  stack,
}) => {
  const trpcBodies: string[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    if (!response.url().includes('/trpc/')) return;
    pending.push(
      response.text().then(
        (body) => void trpcBodies.push(body + JSON.stringify(response.headers())),
        () => undefined,
      ),
    );
  });

  await page.goto('/');
  await expect(page).toHaveTitle('Kado');
  await expect(page.getByRole('main')).toBeVisible();

  await page.goto('/top');
  await signIn(page, stack.issuer);

  await expect(page).toHaveURL(`${stack.url}/top`);
  // What the wallet holds for the demo account now: other journeys on this stack may have spent.
  const balance = (await walletBalance(page)).toLocaleString('en-SG');
  await expect(page.getByTestId('balance')).toHaveText(balance);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(DEMO_ACCOUNT.name);

  await page.reload();
  await expect(page).toHaveURL(`${stack.url}/top`);
  await expect(page.getByTestId('balance')).toHaveText(balance);

  await Promise.all(pending);
  expect(trpcBodies.length).toBeGreaterThan(0);
  for (const body of trpcBodies) expect(body).not.toMatch(JWT_PATTERN);
  const state = await browserVisibleState(page);
  expect(state.cookie).not.toMatch(JWT_PATTERN);
  expect(state.local).not.toMatch(JWT_PATTERN);
  expect(state.session).not.toMatch(JWT_PATTERN);
  expect(state.html).not.toMatch(JWT_PATTERN);
  // The session cookie is HttpOnly: script sees at most the language cookie.
  expect(state.cookie).not.toContain('kado_session');

  // Sign-out lives in the header's account menu, which opens inside the banner landmark.
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: /^account$/i }).click();
  await banner.getByRole('menuitem', { name: /sign out/i }).click();
  await expect(page).toHaveURL(`${stack.url}/`);

  await page.goto('/top');
  await expect(page).toHaveURL((url) => url.href.startsWith(stack.issuer));
});

test('an unknown page answers 404 with the error page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
});
