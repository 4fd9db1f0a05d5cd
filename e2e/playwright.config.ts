import { defineConfig } from '@playwright/test';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium.js';
import type { StackProfile } from './support/fixtures.js';
import { trustLocalAuthority } from './support/tls.js';

trustLocalAuthority();

export default defineConfig<object, { profile: StackProfile }>({
  testDir: './tests',
  // Two workers, one per core, each with a whole stack of its own per profile: most of a journey's
  // time is waiting (for pages to settle, for servers to answer), which the other worker fills.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  // CI runs these beside the unit suites on two cores, with each page's service worker
  // precaching the build: a page can take 15 s to settle there. The waits are generous so a busy
  // machine is slow, not red; a page that never shows what is expected still fails. A journey's
  // budget is about 2.5 times what it took with the machine's load average at 30 (the screen and
  // locale loops set their own).
  timeout: 240_000,
  expect: { timeout: 30_000 },
  reporter: 'list',
  outputDir: './test-results',
  use: {
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // A worker would precache the whole build in every new context, beside the journey, on CI's
    // two busy cores. The specs about the worker (pwa, offline, the painted home) allow it.
    serviceWorkers: 'block',
    // Debian's Chromium: Playwright cannot download its own browser on this network.
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    // Replicas sharing sessions need Redis: that suite runs in the production profile only.
    { name: 'embedded', use: { profile: 'embedded' }, testIgnore: /production\.spec\.ts/ },
    // What differs between profiles (sessions, databases, replicas, the exchange) runs in both,
    // here through the gateway over HTTPS, on the certificate of a local authority made for the
    // run. The design-system manual, the leak crawler, the wallet journey (which reads the
    // development SMS outbox) and `pnpm start` itself are profile-independent and run once,
    // embedded.
    {
      name: 'production',
      use: { profile: 'production', ignoreHTTPSErrors: true },
      testIgnore: /(manual|locales|wallet|start)\.spec\.ts/,
    },
  ],
});
