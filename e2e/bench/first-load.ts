/**
 * P3 of the performance issue: the JavaScript a browser downloads for a first visit to `/` — the
 * entry, its modulepreloads, the page and locale chunks the BFF preloads, whatever the app imports
 * while starting, and the offline worker's registration (its script and what registering it loads).
 * Debian's Chromium opens `/` in a fresh context (no cache, no worker yet) against the built stack
 * (embedded profile), waits for the network to go idle and a few seconds more, then sums every
 * script response: gzip level 9 and brotli of each body (the budget is gzip: 130 KB) and the bytes
 * the server actually sent. Once per locale, since locales differ in size: the verdict is on the
 * larger. Figures, not assertions. The worker's precaching afterwards is listed apart: it fills the
 * offline cache in the background and holds no part of the first paint.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { chromium, type Response } from '@playwright/test';

import { freePorts, startStack } from '@kado/stack';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium.js';

const BUDGET_GZIP_KB = 130;
/** After network idle: the worker registers after load and may fetch its script a moment later. */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 5000);
/** The browser's language, which the BFF answers with that locale's page and messages. */
const LOCALES = [
  { code: 'en', browser: 'en-US' },
  { code: 'th', browser: 'th-TH' },
];

interface Script {
  path: string;
  raw: number;
  gzip: number;
  brotli: number;
  /** Body bytes on the wire (as the server encoded them); 0 where Chromium does not report them
   * (the worker's script, which it fetches outside the page). */
  sent: number;
  /** Fetched by the service worker (its precache), not by the page. */
  byWorker: boolean;
}

const isScript = (response: Response) =>
  response.request().resourceType() === 'script' ||
  new URL(response.url()).pathname.endsWith('.js');

async function measure(response: Response): Promise<Script | null> {
  const body = await response.body().catch(() => null);
  if (!body) return null;
  const sizes = await response
    .request()
    .sizes()
    .catch(() => null);
  if (!sizes) return null;
  return {
    path: new URL(response.url()).pathname,
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length,
    sent: sizes.responseBodySize,
    byWorker: response.request().serviceWorker() !== null,
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const sum = (scripts: Script[], key: 'raw' | 'gzip' | 'brotli' | 'sent') =>
  scripts.reduce((total, script) => total + script[key], 0);

async function firstVisit(url: string, locale: (typeof LOCALES)[number]) {
  const context = await browser.newContext({ locale: locale.browser, serviceWorkers: 'allow' });
  const measured: Promise<Script | null>[] = [];
  context.on('response', (response) => {
    if (isScript(response)) measured.push(measure(response));
  });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(SETTLE_MS);
  await page.waitForLoadState('networkidle');
  const lang = await page.evaluate(() => document.documentElement.lang);
  const worker = context.serviceWorkers()[0]?.url();
  // Measured before the context closes, including responses that arrived while waiting.
  for (let done = 0; done < measured.length;) {
    done = measured.length;
    await Promise.all(measured);
  }
  const scripts = (await Promise.all(measured)).filter((script) => script !== null);
  await context.close();
  // The worker's own script is part of its registration, whoever Chromium says fetched it.
  const workerPath = worker === undefined ? undefined : new URL(worker).pathname;
  const byPage = scripts.filter((script) => !script.byWorker || script.path === workerPath);
  const byWorker = scripts.filter((script) => script.byWorker && script.path !== workerPath);
  // Each file once (a worker script fetched twice for its update check, say).
  const once = (list: Script[]) => [
    ...new Map(list.map((script) => [script.path, script])).values(),
  ];
  return { lang, worker, firstLoad: once(byPage), precache: once(byWorker) };
}

function report(code: string, visit: Awaited<ReturnType<typeof firstVisit>>) {
  const { firstLoad, precache } = visit;
  const gzip = sum(firstLoad, 'gzip');
  console.log(
    `\n${code} (<html lang="${visit.lang}">, worker: ${visit.worker ?? 'none registered'})`,
  );
  console.log(
    `  ${'file'.padEnd(52)} ${'raw'.padStart(7)} ${'gzip'.padStart(7)} ${'br'.padStart(7)} ${'sent'.padStart(7)}`,
  );
  for (const script of [...firstLoad].sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `  ${script.path.padEnd(52)} ${kb(script.raw).padStart(7)} ${kb(script.gzip).padStart(7)} ${kb(script.brotli).padStart(7)} ${(script.sent > 0 ? kb(script.sent) : '—').padStart(7)}`,
    );
  }
  console.log(
    `  first load: ${firstLoad.length} scripts · raw ${kb(sum(firstLoad, 'raw'))} KB · gzip ${kb(gzip)} KB · ` +
      `brotli ${kb(sum(firstLoad, 'brotli'))} KB · sent ${kb(sum(firstLoad, 'sent'))} KB`,
  );
  if (precache.length > 0) {
    console.log(
      `  worker precache afterwards (not first load): ${precache.length} scripts · gzip ${kb(sum(precache, 'gzip'))} KB`,
    );
  }
  return gzip;
}

const dataDir = await mkdtemp(join(tmpdir(), 'kado-first-load-'));
const [bff = 0, idp = 0, wallet = 0] = await freePorts(3);
const stack = await startStack({ ports: { bff: [bff], idp, wallet }, dataDir, logs: 'file' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

try {
  console.log(
    `P3 first load of / in Chromium: every script until network idle + ${SETTLE_MS / 1000} s (budget ${BUDGET_GZIP_KB} KB gzip)`,
  );
  // One unmeasured visit warms the server (first page render, compiled templates).
  await firstVisit(`${stack.url}/`, LOCALES[0] ?? { code: 'en', browser: 'en-US' });
  const totals: Record<string, number> = {};
  for (const locale of LOCALES) {
    totals[locale.code] = report(locale.code, await firstVisit(`${stack.url}/`, locale));
  }
  const [largest, gzip = 0] = Object.entries(totals).sort((a, b) => b[1] - a[1])[0] ?? [];
  console.log(
    `\nP3 verdict on ${largest}: gzip ${kb(gzip)} KB ÷ budget ${BUDGET_GZIP_KB} KB = ` +
      `${(gzip / 1024 / BUDGET_GZIP_KB).toFixed(2)} (≤ 1.00 meets it)`,
  );
} finally {
  await browser.close();
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}
