import { defineConfig } from '@playwright/test';

import type { StackProfile } from './support/fixtures.js';

/** Debian's Chromium: Playwright cannot download its own browser on this network. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig<object, { profile: StackProfile }>({
  testDir: './tests',
  // One worker: each profile starts a whole stack, and the machine has two cores.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  outputDir: './test-results',
  use: {
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Replicas sharing sessions need Redis: that suite runs in the production profile only.
    { name: 'embedded', use: { profile: 'embedded' }, testIgnore: /production\.spec\.ts/ },
    // What differs between profiles (sessions, databases, replicas, the exchange) runs in both; the
    // design-system manual, the leak crawler and the wallet journey (which reads the development
    // SMS outbox) are profile-independent and run once, embedded.
    {
      name: 'production',
      use: { profile: 'production' },
      testIgnore: /(manual|locales|wallet)\.spec\.ts/,
    },
  ],
});
