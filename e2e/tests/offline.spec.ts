/**
 * Vouchers kept on this device (issue 22, PRODUCT.md §11) in real Chromium with the real service
 * worker and IndexedDB: Kado is installable; a shopper keeps vouchers, goes offline, reloads
 * /my-gift, opens a voucher in counter mode and reads the code seen online; back online the list
 * follows what changed meanwhile; signing out offline, then online, leaves no code anywhere the
 * browser keeps for the site. A session ended elsewhere (the next request answers 401) and another
 * account signing in on the same browser wipe the kept vouchers too.
 */
import type { Page } from '@playwright/test';

import { expect, test } from '../support/fixtures.js';
import { newContext, ownProfile, workerControls } from '../support/service-worker.js';
import {
  shopperWithVouchers,
  storedText,
  trpcMutation,
  trpcQuery,
  type ExchangedVoucher,
} from '../support/vouchers.js';
import { axeViolations, checkScreen, newPerson, signInAs, signUp } from '../support/wallet.js';

// axe is injected as a script tag, which the page's CSP (rightly) refuses. The worker keeps the
// vouchers: it runs here (the config blocks it elsewhere).
test.use({ bypassCSP: true, serviceWorkers: 'allow' });

/** Waits until every one of `codes` is kept in this origin's storage (IndexedDB). */
async function kept(page: Page, vouchers: readonly ExchangedVoucher[]) {
  await expect
    .poll(async () => {
      const text = await storedText(page);
      return vouchers.filter((voucher) => text.includes(voucher.code)).length;
    })
    .toBe(vouchers.length);
}

/** Asserts no code of `vouchers` is anywhere the browser keeps for the site, once it has loaded. */
async function nothingKept(page: Page, vouchers: readonly ExchangedVoucher[]) {
  const text = await storedText(page);
  for (const voucher of vouchers) expect(text).not.toContain(voucher.code);
}

const withoutSpaces = (text: string) => text.replace(/\s/g, '');

const voucherLink = (page: Page, voucher: ExchangedVoucher) =>
  page.locator(`a[href="/gift-items/${voucher.id}/gift-detail"]`);

test('kept vouchers: offline at the counter, refreshed online, gone after signing out offline', async ({
  browser,
  stack,
}) => {
  test.setTimeout(600_000);
  // A profile of its own, where Chromium judges installability, as a phone's browser has.
  const profile = await ownProfile(stack.url);
  const { context, page } = profile;
  const { vouchers } = await shopperWithVouchers(page, stack, 2);
  const [first, second] = vouchers as [ExchangedVoucher, ExchangedVoucher];

  // Installable: Chromium's own criteria (manifest, icons, worker) find nothing missing.
  await page.goto('/my-gift');
  await workerControls(page);
  expect(await profile.installabilityErrors()).toEqual([]);

  // Every active voucher is kept by default; the code as the page shows it online.
  await expect(page.getByRole('switch', { name: 'Keep my vouchers on this device' })).toBeChecked();
  await kept(page, vouchers);
  await voucherLink(page, first).click();
  await expect(page.getByRole('switch', { name: 'Keep on this device' })).toBeChecked();
  const codeOnline = withoutSpaces(await page.locator('.voucher-code__value').first().innerText());
  expect(codeOnline).toBe(withoutSpaces(first.code));

  // Offline: /my-gift reloads from the worker and lists the kept vouchers, saying so.
  await context.setOffline(true);
  await page.goto('/my-gift');
  await expect(
    page.getByText(/These vouchers were saved on this device, last updated/),
  ).toBeVisible();
  await expect(page.locator('.voucher-card')).toHaveCount(2);
  // Nobody is known offline: the shopper at the counter is not offered to sign in.
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await checkScreen(page, 'offline-my-gift', async () => {
    await expect(voucherLink(page, first)).toBeVisible();
  });

  // A voucher, read-only, and counter mode with the same code.
  await voucherLink(page, first).click();
  await expect(page.getByRole('button', { name: 'Mark as used' })).toBeDisabled();
  await expect(
    page.getByText('Marking a voucher used and sharing it need a connection.').first(),
  ).toBeVisible();
  await checkScreen(page, 'offline-voucher', async () => {
    await expect(page.getByRole('button', { name: 'Show at counter' })).toBeVisible();
  });
  await page.getByRole('button', { name: 'Show at counter' }).click();
  const counter = page.getByRole('dialog');
  await expect(counter).toBeVisible();
  expect(withoutSpaces(await counter.innerText())).toContain(codeOnline);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(counter).toBeHidden();
  // Back to the list: the link's name is its words (the arrow beside them is not read out).
  await page.getByRole('link', { name: 'My gifts', exact: true }).first().click();
  await expect(page.locator('.voucher-card')).toHaveCount(2);

  // Meanwhile the second voucher is used from another browser of the same session.
  const other = await browser.newContext({ baseURL: stack.url, ignoreHTTPSErrors: true });
  await other.addCookies(await context.cookies());
  const otherPage = await other.newPage();
  await otherPage.goto('/top');
  await trpcMutation(otherPage, 'vouchers.markUsed', { id: second.id });

  // Back online, the page refreshes by itself: the used voucher leaves the list and the device.
  await context.setOffline(false);
  await expect(page.getByRole('tab', { name: 'Active' })).toBeVisible();
  await expect(voucherLink(page, second)).toHaveCount(0);
  await expect(voucherLink(page, first)).toBeVisible();
  await expect.poll(async () => (await storedText(page)).includes(second.code)).toBe(false);
  await kept(page, [first]);

  // Signing out offline clears the device at once; online, the sign-out reaches the BFF.
  await context.setOffline(true);
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: /^account$/i }).click();
  await banner.getByRole('menuitem', { name: /sign out/i }).click();
  await expect(page).toHaveURL(`${stack.url}/`);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await nothingKept(page, vouchers);
  await context.setOffline(false);
  await expect
    .poll(async () =>
      (
        await otherPage.request.get('/trpc/points.balance', {
          headers: { 'x-kado-csrf': '1' },
        })
      ).status(),
    )
    .toBe(401);
  // As an online sign-out: through the IdP's logout back to the home page.
  await expect(page).toHaveURL(`${stack.url}/`);
  await nothingKept(page, vouchers);
  await other.close();
  await profile.close();
});

test('a session ended elsewhere wipes the kept vouchers at the next request (401)', async ({
  browser,
  stack,
}) => {
  test.setTimeout(480_000);
  const context = await newContext(browser, stack.url);
  const page = await context.newPage();
  const { person, vouchers } = await shopperWithVouchers(page, stack, 1);
  await page.goto('/my-gift');
  await kept(page, vouchers);

  // The same person signs in on another browser and signs out every other device.
  const other = await newContext(browser, stack.url);
  const otherPage = await other.newPage();
  await otherPage.goto('/top');
  await signInAs(otherPage, stack, person);
  await expect(otherPage).toHaveURL((url) => url.href.startsWith(`${stack.url}/top`));
  await trpcMutation(otherPage, 'devices.signOutOthers');

  // This page's next request answers 401: the kept vouchers go, and sign-in is asked for. The
  // storage is read from a page of the same origin that runs no app (the sign-in it goes to
  // would wipe them too, as a signed-out contact, and leaves for the IdP's origin).
  await page.getByRole('tab', { name: 'Used' }).click();
  await expect(page).toHaveURL((url) => !url.href.startsWith(`${stack.url}/my-gift`));
  const probe = await context.newPage();
  await probe.goto('/healthz');
  await expect
    .poll(async () => (await storedText(probe)).includes(vouchers[0]?.code ?? '-'))
    .toBe(false);
  await other.close();
  await context.close();
});

test("another account signing in on the same browser finds none of the first account's vouchers", async ({
  browser,
  stack,
}) => {
  test.setTimeout(480_000);
  const context = await newContext(browser, stack.url);
  const page = await context.newPage();
  const { vouchers } = await shopperWithVouchers(page, stack, 1);
  await page.goto('/my-gift');
  await kept(page, vouchers);

  // The first session is lost without signing out (cookies gone); another person signs in
  // straight at the BFF, so the first page this browser loads already belongs to them.
  const second = newPerson();
  const signUpPage = await (await newContext(browser, stack.url)).newPage();
  await signUp(signUpPage, stack, second);
  await signUpPage.context().close();
  await context.clearCookies();
  await page.goto('/bff/login?redirect=%2Fmy-gift');
  await signInAs(page, stack, second);
  await expect(page).toHaveURL((url) => url.href.startsWith(stack.url));
  const me = await trpcQuery<{ signedIn: boolean; user?: { email: string } }>(page, 'session.me');
  expect(me.user?.email).toBe(second.email);
  await expect
    .poll(async () => (await storedText(page)).includes(vouchers[0]?.code ?? '-'))
    .toBe(false);
  await context.close();
});
