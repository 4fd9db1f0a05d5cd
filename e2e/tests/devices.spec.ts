/**
 * Where the account is signed in (issue 25, PRODUCT.md §7): one person in two browsers. A's
 * /account-info/devices lists both sessions, this device marked; A signs B out and B's next request
 * is signed out; B signs in again and A signs out all other devices. The screen passes axe, light
 * and dark, in English and Thai, and its screenshots at 320 and 1280 px are kept to look at.
 */
import { mkdir } from 'node:fs/promises';

import type { Browser, Page } from '@playwright/test';

import type { Stack } from '@kado/stack';

import { expect, test } from '../support/fixtures.js';
import { axeViolations, newPerson, signInAs, signUp, type Person } from '../support/wallet.js';

const SHOTS = process.env.DEVICES_SHOTS_DIR ?? '/tmp/shots-devices';
/** A desktop Chrome and a phone's Safari: the list names each by its user agent. */
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

// axe is injected as a script tag, which the page's CSP (rightly) refuses.
test.use({ bypassCSP: true });

async function newBrowserPage(browser: Browser, stack: Stack, userAgent: string) {
  const context = await browser.newContext({
    baseURL: stack.url,
    userAgent,
    bypassCSP: true,
    ignoreHTTPSErrors: true,
  });
  return context.newPage();
}

/** Signs `person` in from a browser without a session, wherever the IdP asks for it. */
async function signInAgain(page: Page, stack: Stack, person: Person) {
  await page.goto('/top');
  await signInAs(page, stack, person);
  await expect(page).toHaveURL((url) => url.href.startsWith(`${stack.url}/top`));
}

/** The status of an API call from this browser's cookies: 401 once its session has ended. */
async function balanceStatus(page: Page): Promise<number> {
  const response = await page.request.get('/trpc/points.balance', {
    headers: { 'x-kado-csrf': '1' },
  });
  return response.status();
}

const deviceList = (page: Page) => page.getByRole('list', { name: /^(Signed in on|เข้าสู่ระบบอยู่)/ });

async function checkAndShoot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [320, 390, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 800 : 900 });
      await expect(deviceList(page)).toBeVisible();
      const violations = await axeViolations(page);
      expect(
        violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        `${name} ${colorScheme} at ${String(width)} px`,
      ).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${name} scrolls sideways at ${String(width)} px`).toBeLessThanOrEqual(0);
      // From the top: a full-page shot of a scrolled page draws the sticky header mid-page.
      await page.evaluate(() => {
        window.scrollTo(0, 0);
      });
      await page.screenshot({
        path: `${SHOTS}/${name}-${colorScheme}-${String(width)}.png`,
        fullPage: true,
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('one person in two browsers: the devices list, signing one out, signing all others out', async ({
  browser,
  stack,
}) => {
  test.setTimeout(600_000);
  const person = newPerson();
  const a = await newBrowserPage(browser, stack, DESKTOP_CHROME);
  const b = await newBrowserPage(browser, stack, IPHONE_SAFARI);
  await signUp(a, stack, person);
  await expect(a).toHaveURL((url) => url.pathname === '/top');
  await signInAgain(b, stack, person);

  // A sees both sessions, its own marked, and only B's with a sign-out button.
  await a.goto('/account-info');
  await a.getByRole('link', { name: 'See your devices' }).click();
  await expect(a).toHaveURL(`${stack.url}/account-info/devices`);
  await expect(a.getByRole('heading', { level: 1, name: 'Your devices' })).toBeVisible();
  await expect(a.getByRole('heading', { level: 2, name: 'Signed in on 2 devices' })).toBeVisible();
  const cards = deviceList(a).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(deviceList(a).getByText('This device', { exact: true })).toHaveCount(1);
  await expect(cards.first()).toContainText('This device');
  await expect(cards.first()).toContainText(/Chrome[\d. ]* on Windows/);
  await expect(cards.nth(1)).toContainText(/Safari[\d. ]* on iOS/);
  await expect(cards.nth(1)).toContainText('Phone');
  // Both browsers run on this machine: their place is the local network.
  await expect(cards.nth(1)).toContainText('Local network');
  await expect(a.getByRole('button', { name: /^Sign out/ })).toHaveCount(2);
  await checkAndShoot(a, 'devices');

  // A signs B out: B's next API call and its next page are signed out.
  expect(await balanceStatus(b)).toBe(200);
  await a.getByRole('button', { name: /^Sign out Safari/ }).click();
  await expect(a.getByText(/^Safari.* on iOS.* is signed out\.$/)).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(a.getByRole('heading', { level: 2, name: 'Only this device' })).toBeVisible();
  await expect(a.getByRole('heading', { level: 2, name: 'Signed in on 1 device' })).toBeFocused();
  expect(await balanceStatus(b)).toBe(401);
  await b.goto('/account-info');
  await expect(b).toHaveURL((url) => !url.href.startsWith(`${stack.url}/account-info`));
  await checkAndShoot(a, 'devices-only-this');

  // B signs in again; A signs out all other devices, after a confirmation.
  await signInAgain(b, stack, person);
  expect(await balanceStatus(b)).toBe(200);
  await a.reload();
  await expect(cards).toHaveCount(2);
  await a.getByRole('button', { name: 'Sign out all other devices' }).click();
  const confirm = a.getByRole('alertdialog', { name: 'Sign out all other devices?' });
  await expect(confirm).toContainText('1 other device will be signed out straight away.');
  await mkdir(SHOTS, { recursive: true });
  await a.screenshot({ path: `${SHOTS}/devices-confirm-1280.png` });
  await confirm.getByRole('button', { name: 'Sign out the others' }).click();
  await expect(confirm).toBeHidden();
  await expect(a.getByText('1 other device is signed out.')).toBeVisible();
  await expect(cards).toHaveCount(1);
  expect(await balanceStatus(b)).toBe(401);
  // A stays signed in.
  expect(await balanceStatus(a)).toBe(200);

  // The screen in Thai, with B signed in once more so there is someone to sign out.
  await signInAgain(b, stack, person);
  await a.goto('/language');
  await a.getByRole('button', { name: /ไทย/ }).click();
  await expect(a.locator('html')).toHaveAttribute('lang', 'th-TH');
  await a.goto('/account-info/devices');
  await expect(a.getByRole('heading', { level: 1, name: 'อุปกรณ์ของคุณ' })).toBeVisible();
  await expect(a.getByRole('button', { name: /^ออกจากระบบ Safari.* บน iOS/ })).toBeVisible();
  await checkAndShoot(a, 'devices-th');
});

test('a fresh sign-in (max_age) comes back to the step the page keeps in its URL', async ({
  page,
  stack,
}) => {
  test.setTimeout(180_000);
  const person = newPerson();
  await signUp(page, stack, person);
  await expect(page).toHaveURL((url) => url.pathname === '/top');
  // What the SPA sends a refused deletion to (contract 3): a signed-in visitor passes the sign-in
  // page's guest guard, the BFF asks the IdP for a sign-in at most 10 minutes old, and the callback
  // lands on the redirect, where the open step opens again.
  await page.goto(
    `/auth/login?max_age=600&redirect=${encodeURIComponent('/account-info?step=delete-account#account-delete')}`,
  );
  await expect(page).toHaveURL(
    (url) => url.href.startsWith(stack.issuer) || url.pathname === '/account-info',
  );
  if (page.url().startsWith(stack.issuer)) await signInAs(page, stack, person);
  await expect(page).toHaveURL(`${stack.url}/account-info?step=delete-account#account-delete`);
  await expect(page.getByRole('dialog', { name: 'Delete account' })).toBeVisible();
  expect(await balanceStatus(page)).toBe(200);
});
