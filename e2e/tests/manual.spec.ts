/**
 * The living manual at phone and desktop widths, light and dark: every page fits the screen (no
 * sideways scroll), logs no error, and axe finds no accessibility violation. With MANUAL_SHOTS set to
 * a folder, full-page screenshots at 390 and 1280 px are written there for a designer's look.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';

import type { Browser, Page } from '@playwright/test';

import { MANUAL_SECTIONS } from '@kado/shared';

import { animationsSettled } from '../support/animations.js';
import { expect, test } from '../support/fixtures.js';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const PAGES = ['/manual', ...MANUAL_SECTIONS.map((section) => `/manual/${section}`)];
const WIDTHS = [320, 390, 1280] as const;
const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];
const SHOTS = process.env.MANUAL_SHOTS;

interface AxeResult {
  violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
}

async function openContext(browser: Browser, baseURL: string, width: number) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: 800 },
    // axe is injected as a script; the CSP (rightly) allows no such thing.
    bypassCSP: true,
  });
  return context;
}

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Lazy parts finish drawing: a barcode is busy until its drawing code has arrived and run.
  await expect(page.locator('.kado-barcode[aria-busy="true"]')).toHaveCount(0);
}

/** The page as drawn now: it fits the width and axe finds nothing. */
async function checkPage(page: Page, path: string, scheme: Scheme) {
  // A scheme switched on an open page may still be fading its colours: axe judges them as painted.
  await animationsSettled(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${path} scrolls sideways in ${scheme}`).toBeLessThanOrEqual(0);

  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<unknown> } }).axe;
    return (await axe.run()) as AxeResult;
  });
  const violations = result.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(violations, `axe on ${path} in ${scheme}`).toEqual([]);
}

// Each width stands alone: the two workers share them out.
test.describe.configure({ mode: 'parallel' });

for (const width of WIDTHS) {
  test(`the manual at ${width} px, light and dark: fits, no console error, no axe violation`, async ({
    browser,
    stack,
  }) => {
    test.setTimeout(600_000); // eleven pages, each with axe in both schemes
    const context = await openContext(browser, stack.url, width);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      errors.push(`${page.url()}: ${error.message}`);
    });
    for (const path of PAGES) {
      // Each page opens once and is read in both schemes, as a phone switching to dark mode shows
      // it: the colours follow prefers-color-scheme without a reload.
      await page.emulateMedia({ colorScheme: SCHEMES[0] });
      await openPage(page, path);
      for (const scheme of SCHEMES) {
        await page.emulateMedia({ colorScheme: scheme });
        await checkPage(page, path, scheme);
        if (SHOTS && width !== 320) {
          const name = `${path.replace(/\//g, '_').replace(/^_/, '')}-${width}-${scheme}.png`;
          await page.screenshot({ path: join(SHOTS, name), fullPage: true });
        }
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('a dialog opened on /manual/modal traps focus, closes on Escape and passes axe', async ({
  browser,
  stack,
}) => {
  test.setTimeout(120_000);
  const context = await openContext(browser, stack.url, 390);
  const page = await context.newPage();
  await page.goto('/manual/modal');
  const opener = page
    .getByRole('button')
    .filter({ hasText: /display name|nama paparan/i })
    .first();
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.addScriptTag({ path: AXE_PATH });
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<unknown> } }).axe;
    return (await axe.run()) as AxeResult;
  });
  expect(result.violations.map((violation) => violation.id)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await context.close();
});
