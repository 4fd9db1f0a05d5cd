/**
 * What the service-worker specs share: a context the worker may control, the wait until it does,
 * and a browser profile of its own, where Chromium judges whether Kado is installable.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.js';

/**
 * A fresh context on `url`, reading Kado in `locale` when one is given. axe is injected as a script
 * tag, which the page's CSP (rightly) refuses, hence bypassCSP.
 */
export async function newContext(
  browser: Browser,
  url: string,
  locale?: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: url,
    ignoreHTTPSErrors: true,
    bypassCSP: true,
  });
  if (locale) await context.addCookies([{ name: 'KADO_LANG', value: locale, url }]);
  return context;
}

/** Until the worker is active and controls the page (the first visit installs it; a reload). */
export async function workerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null)))
    await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

export interface Profile {
  context: BrowserContext;
  page: Page;
  /** Chromium's own installability criteria (what Lighthouse asks) the open page still misses. */
  installabilityErrors(): Promise<unknown[]>;
  close(): Promise<void>;
}

/**
 * A browser profile of its own, as a phone's browser has: Chromium never offers to install from an
 * incognito context, which every other test's context is.
 */
export async function ownProfile(url: string): Promise<Profile> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'kado-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    baseURL: url,
    ignoreHTTPSErrors: true,
    bypassCSP: true,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async installabilityErrors() {
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: unknown[];
      };
      await cdp.detach();
      return installabilityErrors;
    },
    async close() {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}
