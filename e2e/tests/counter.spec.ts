/**
 * Counter mode (issue 22, PRODUCT.md §11) in real Chromium against the real stack: an active
 * voucher's code shows as QR or Code 128 (switched by keyboard), drawn under the BFF's own CSP, black
 * on white, whole and centred at 320, 390 and 1280 px in light and dark, in Thai and Korean too; the
 * screen is kept awake (asked again when the page is shown after the lock was dropped), and counter
 * mode opens without the Wake Lock API as well. Screenshots in /tmp/shots-counter.
 */
import { mkdir } from 'node:fs/promises';

import type { Locator, Page } from '@playwright/test';

import { expect, test } from '../support/fixtures.js';
import { shopperWithVouchers, trpcMutation } from '../support/vouchers.js';
import { axeViolations } from '../support/wallet.js';

const SHOTS = process.env.COUNTER_SHOTS_DIR ?? '/tmp/shots-counter';

const VIEWPORTS = [
  { width: 320, height: 720 },
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

/** The shown code's image, once bwip-js has drawn it. */
async function drawnCode(counter: Locator): Promise<Locator> {
  const image = counter.locator('.kado-barcode');
  await expect(image).toHaveAttribute('data-ready', 'true');
  await expect(image.locator('svg path').first()).toBeAttached();
  return image;
}

/**
 * Each countdown shown reads as one phrase on one line: not "4일 후" on one line and "종료" on
 * the next (an inline element has one client rect per line it spans).
 */
async function countdownsOnOneLine(page: Page, where: string) {
  const lines = await page
    .locator('.kado-countdown time')
    .evaluateAll((times) =>
      times.filter((time) => time.checkVisibility()).map((time) => time.getClientRects().length),
    );
  expect(lines.length, `a countdown ${where}`).toBeGreaterThan(0);
  expect(lines, `countdown lines ${where}`).toEqual(lines.map(() => 1));
}

/** The code is whole on screen and centred: a scanner needs all of it and its quiet zone. */
async function wholeAndCentred(page: Page, image: Locator) {
  const box = await image.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(2);
  expect(box.width).toBeGreaterThan(200);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('counter mode: QR and Code 128 by keyboard, strict CSP, awake, 320 to 1280 px, light and dark, Thai and Korean', async ({
  browser,
  stack,
}) => {
  test.setTimeout(480_000); // 2 languages × 2 schemes × 3 widths, with axe each time
  await mkdir(SHOTS, { recursive: true });

  // First under the BFF's own CSP (no bypass): every Wake Lock request is counted and what it
  // grants kept, so the test can drop the locks as the browser does when the tab is hidden.
  const strict = await browser.newContext({ baseURL: stack.url, ignoreHTTPSErrors: true });
  await strict.addInitScript(() => {
    const calls = { requests: 0, locks: [] as WakeLockSentinel[] };
    (window as unknown as { wakeLockCalls: typeof calls }).wakeLockCalls = calls;
    const request = navigator.wakeLock.request.bind(navigator.wakeLock);
    navigator.wakeLock.request = async (type) => {
      calls.requests += 1;
      const lock = await request(type);
      calls.locks.push(lock);
      return lock;
    };
  });
  const page = await strict.newPage();
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const { vouchers } = await shopperWithVouchers(page, stack, 1);
  const voucher = vouchers[0];
  if (!voucher) throw new Error('no voucher');
  await page.goto(`/gift-items/${voucher.id}/gift-detail`);
  await page.getByRole('button', { name: 'Show at counter' }).click();
  const counter = page.getByRole('dialog');
  await expect(counter).toBeVisible();

  // The voucher's own symbology is selected; arrow keys switch to the other and back.
  const formats = counter.getByRole('tablist', { name: 'Show the code as' });
  const selected = formats.getByRole('tab', { selected: true });
  const first = (await selected.innerText()).trim();
  const other = first === 'QR code' ? 'Barcode' : 'QR code';
  const spoken = (name: string) => `${name} for voucher ${voucher.code}`;
  await drawnCode(counter);
  await expect(counter.getByRole('img', { name: spoken(first) })).toBeVisible();
  await selected.focus();
  await page.keyboard.press('ArrowRight');
  await expect(formats.getByRole('tab', { name: other, selected: true })).toBeFocused();
  await expect(counter.getByRole('img', { name: spoken(other) })).toBeVisible();
  await drawnCode(counter);
  await page.keyboard.press('ArrowLeft');
  await expect(formats.getByRole('tab', { name: first, selected: true })).toBeFocused();

  // The digits large and grouped; nothing here marks the voucher used.
  await expect(counter.getByText(voucher.code.replace(/(.{4})(?=.)/g, '$1 '))).toBeVisible();
  await expect(counter.getByRole('button')).toHaveText(['×', 'Done']);
  await expect(counter.getByRole('timer', { includeHidden: true })).toHaveText(/^Ends in /);
  await expect(
    counter.getByText('Turn your screen brightness up so the scanner can read the code.'),
  ).toBeVisible();
  expect(refused).toEqual([]);

  // Awake: asked once on opening; once the browser dropped it (a hidden tab), asked again on return.
  const calls = () =>
    page.evaluate(
      () => (window as unknown as { wakeLockCalls: { requests: number } }).wakeLockCalls.requests,
    );
  await expect.poll(calls).toBe(1);
  await page.evaluate(async () => {
    const { locks } = (window as unknown as { wakeLockCalls: { locks: WakeLockSentinel[] } })
      .wakeLockCalls;
    await Promise.all(locks.map((lock) => lock.release()));
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(calls).toBe(2);
  await page.keyboard.press('Escape');
  await expect(counter).toBeHidden();
  const state = await strict.storageState();
  await strict.close();

  // Then with axe (injected as a script tag, which the CSP rightly refuses) and without the Wake
  // Lock API at all: counter mode works the same.
  const checked = await browser.newContext({
    baseURL: stack.url,
    ignoreHTTPSErrors: true,
    bypassCSP: true,
    storageState: state,
  });
  await checked.addInitScript(() => {
    delete (Navigator.prototype as { wakeLock?: unknown }).wakeLock;
  });
  const shopper = await checked.newPage();
  const errors: string[] = [];
  shopper.on('pageerror', (error) => errors.push(error.message));
  await shopper.goto(`/gift-items/${voucher.id}/gift-detail`);
  expect(await shopper.evaluate(() => 'wakeLock' in navigator)).toBe(false);

  const shoot = async (name: string, locale: string) => {
    const dialog = shopper.getByRole('dialog');
    for (const viewport of VIEWPORTS) {
      await shopper.setViewportSize(viewport);
      const image = await drawnCode(dialog);
      const symbology = (await image.getAttribute('class'))?.includes('--qr') ? 'qr' : 'code128';
      await wholeAndCentred(shopper, image);
      await countdownsOnOneLine(shopper, `${locale} at ${String(viewport.width)} px`);
      const violations = await axeViolations(shopper);
      expect(
        violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        `${name} ${symbology} at ${String(viewport.width)} px`,
      ).toEqual([]);
      await shopper.screenshot({
        path: `${SHOTS}/counter-${locale}-${name}-${symbology}-${String(viewport.width)}.png`,
      });
    }
  };
  const open = async (button: string) => {
    await shopper.getByRole('button', { name: button }).click();
    await expect(shopper.getByRole('dialog')).toBeVisible();
  };

  for (const scheme of ['light', 'dark'] as const) {
    await shopper.emulateMedia({ colorScheme: scheme });
    await open('Show at counter');
    await shoot(scheme, 'en');
    await shopper.getByRole('dialog').getByRole('tab', { selected: false }).click();
    await shoot(scheme, 'en');
    await shopper.keyboard.press('Escape');
  }

  for (const [locale, button] of [
    ['th', 'แสดงที่เคาน์เตอร์'],
    ['kr', '매장에서 보여 주기'],
  ] as const) {
    await trpcMutation(shopper, 'locale.set', { locale });
    await shopper.reload();
    await shopper.emulateMedia({ colorScheme: 'light' });
    await open(button);
    await shoot('light', locale);
    await shopper.keyboard.press('Escape');
  }
  await trpcMutation(shopper, 'locale.set', { locale: 'en' });
  expect(errors).toEqual([]);
  await checked.close();
});
