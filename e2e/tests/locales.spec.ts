/**
 * The leak crawler (issue 11): for each of the ten locales, every route of PRODUCT.md §2, signed in
 * and signed out, must show no English message from the SPA's English catalog — in the visible
 * text or in alt, aria-label, title and placeholder attributes — and `<html lang>` must be the
 * locale's iso tag. The routes come from the shared route table and the messages from the catalog
 * files, so the crawler covers whatever screens and messages exist when it runs.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Browser, BrowserContext, Page, Request } from '@playwright/test';

import {
  DEMO_ACCOUNT,
  LANG_COOKIE_NAME,
  LOCALES,
  MARKET_CODES,
  ROUTES,
  SHARED_WORDS,
  localeInfo,
  type Locale,
  type LocaleCode,
  type RouteDef,
} from '@kado/shared';

import { expect, test } from '../support/fixtures.js';

const LOCALES_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/locales');

type Tree = { [key: string]: string | Tree };

/** key → message for every leaf of every area file of one locale. */
function catalog(code: LocaleCode): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (tree: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') out.set(path, value);
      else walk(value, path);
    }
  };
  for (const file of readdirSync(join(LOCALES_DIR, code)).filter((f) => f.endsWith('.json'))) {
    walk(JSON.parse(readFileSync(join(LOCALES_DIR, code, file), 'utf8')) as Tree, '');
  }
  return out;
}

/**
 * The English fragments that must not appear for `code`: each English message split at its
 * placeholders, keeping pieces with a word of 3+ letters. A piece the locale's own catalog uses too
 * (a loanword such as "voucher", a sample price) is not a leak.
 */
function leakCandidates(code: LocaleCode): string[] {
  const english = catalog('en');
  const own = catalog(code);
  const ownText = [...own.values()].join('\n');
  const fragments = new Set<string>();
  for (const [key, message] of english) {
    if (own.get(key) === message) continue;
    for (const piece of message.split(/\{\{[^}]*\}\}|<\/?\d+>|\$t\([^)]*\)/)) {
      const fragment = piece.trim().replace(/^[\s.,:;!?·()–—-]+|[\s.,:;!?·()–—-]+$/g, '');
      if (!/[A-Za-z]{3}/.test(fragment) || SHARED_WORDS.has(fragment)) continue;
      if (ownText.includes(fragment)) continue;
      fragments.add(fragment);
    }
  }
  return [...fragments];
}

/**
 * The text a reader meets and the attributes assistive technology reads. Content marked with a
 * `lang` other than the page's (a language's own name, a sample of each script on /manual/typo, a
 * terms document in another language) is declared to be in that language and is left out.
 */
async function readablePage(page: Page): Promise<{ lang: string; texts: string[] }> {
  return page.evaluate(() => {
    const lang = document.documentElement.lang;
    const foreign = (element: Element) => {
      const marked = element.closest('[lang]');
      return (
        marked !== null &&
        marked !== document.documentElement &&
        marked.getAttribute('lang') !== lang
      );
    };
    const texts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || foreign(parent) || parent.closest('script, style, template, noscript'))
        continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of document.querySelectorAll('[alt],[aria-label],[title],[placeholder]')) {
      if (foreign(element)) continue;
      for (const name of ['alt', 'aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return { lang, texts };
  });
}

/** An English fragment as a whole phrase: not part of a longer word. */
function containsPhrase(text: string, fragment: string): boolean {
  const escaped = fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^A-Za-z])${escaped}($|[^A-Za-z])`).test(text);
}

/** A concrete address for a route: real gift and voucher ids where the route names one. */
function pathOf(route: RouteDef, locale: Locale, ids: { gift: string; voucher: string }): string {
  return (
    route.path
      .replace(':id?', '')
      .replace(':code', locale.code)
      .replace(':id', route.name === 'gift-detail' ? ids.voucher : ids.gift)
      .replace(/\/+$/, '') || '/'
  );
}

/**
 * Until the page has what it reads: no request for half a second. A loading state stays 200 ms once
 * shown (PRODUCT.md §8), less than that quiet half second, so no fixed wait is added on top.
 */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

/**
 * Waits, after a navigation inside the SPA, as `networkidle` does after a load: until no request has
 * been in flight for half a second. A page that never goes quiet is read after a minute anyway, as
 * `settle` reads it.
 */
function quietWatcher(page: Page): () => Promise<void> {
  const inFlight = new Set<Request>();
  let changedAt = Date.now();
  const finished = (request: Request) => {
    inFlight.delete(request);
    changedAt = Date.now();
  };
  page.on('request', (request) => {
    inFlight.add(request);
    changedAt = Date.now();
  });
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return async () => {
    const giveUpAt = Date.now() + 60_000;
    while (Date.now() < giveUpAt && (inFlight.size > 0 || Date.now() - changedAt < 500)) {
      await page.waitForTimeout(100);
    }
  };
}

/**
 * Whether the tab shows Kado with the SPA running: the painted signed-out home loads no script until
 * the visitor acts, and a tab that left for the IdP shows its page.
 */
async function appRunning(page: Page, origin: string): Promise<boolean> {
  return (
    page.url().startsWith(origin) &&
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => /\/assets\/index-[\w-]+\.js$/.test(new URL(entry.name).pathname)),
    )
  );
}

/**
 * Opens `path` inside the already loaded SPA, as its own links do (the router follows history), and
 * waits for the new page to have replaced the old one: its own `main`, the leaving page gone.
 */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    (window as unknown as { crawlLeft: Element | null }).crawlLeft = document.querySelector('main');
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await page.waitForFunction(
    () => {
      const mains = document.querySelectorAll('main');
      return (
        mains.length === 1 &&
        mains[0] !== (window as unknown as { crawlLeft: Element | null }).crawlLeft &&
        document.querySelector('[inert]') === null
      );
    },
    undefined,
    { timeout: 60_000 },
  );
}

/** Tabs crawling at once; more than three only queue on the machine's two cores. */
const CRAWL_TABS = 3;

interface Finding {
  path: string;
  problem: string;
}

/**
 * Every distinct page a reader meets, once: signed out, an `auth` page only redirects to the sign-in
 * page (crawled as the login route) and is left out; signed in, a `guest` page redirects to /top
 * (crawled), and the manual and terms read the same as signed out but for the header, which every
 * other signed-in page shows. This halves the crawl without leaving a screen or state unread.
 */
function routesToCrawl(signedIn: boolean): RouteDef[] {
  return ROUTES.filter((route) =>
    signedIn
      ? !route.guards.includes('guest') &&
        route.name !== 'terms' &&
        !route.name.startsWith('manual')
      : !route.guards.includes('auth'),
  );
}

async function crawl(
  context: BrowserContext,
  origin: string,
  locale: Locale,
  issuer: string,
  ids: { gift: string; voucher: string },
  signedIn: boolean,
  brands: readonly string[],
): Promise<Finding[]> {
  const leaks = leakCandidates(locale.code);
  const readRoute = async (
    page: Page,
    route: RouteDef,
    quiet: () => Promise<void>,
  ): Promise<Finding[]> => {
    const found: Finding[] = [];
    const path = pathOf(route, locale, ids);
    // A tab loads its first page, and any after it left for the IdP, in full; the rest it opens
    // inside the SPA, as a reader following links does: the page's texts are the same, and the
    // crawl does not boot the app once per route.
    if (route.guards.includes('guest') || !(await appRunning(page, origin))) {
      await page.goto(path);
      await settle(page);
    } else {
      await navigateInApp(page, path);
      await quiet();
    }
    if (route.guards.includes('guest')) {
      // Signed out (the only way guest pages are crawled), a guest page hands over to the IdP:
      // read the page the person actually reads there, once the hand-over has finished, however
      // long a busy machine takes over it.
      await page.waitForURL((url) => url.href.startsWith(issuer), { timeout: 60_000 });
      await settle(page);
    }
    const { lang, texts } = await readablePage(page);
    if (lang !== locale.iso) found.push({ path, problem: `<html lang="${lang}">` });
    // Each language's own name ("English (Singapore)", "ไทย") is shown as written, on purpose.
    // Brand names (and gift names built on them) are written as the brand writes them.
    const all = [...LOCALES.map((other) => other.name), ...brands].reduce(
      (text, name) => text.replaceAll(name, ''),
      texts.join('\n'),
    );
    for (const fragment of leaks) {
      if (containsPhrase(all, fragment)) found.push({ path, problem: `English: "${fragment}"` });
    }
    return found;
  };
  // A few tabs read the routes side by side: most of a page's time is waiting for it to settle.
  const routes = routesToCrawl(signedIn);
  const findings: Finding[] = [];
  const readRoutes = async (page: Page) => {
    // A build file the page asks for and does not get (a stale preload, a lost chunk) is a finding
    // too: every route of every locale passes through here.
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/assets/') && response.status() >= 400) {
        const path = new URL(page.url()).pathname;
        findings.push({ path, problem: `${String(response.status())} ${url.pathname}` });
      }
    });
    const quiet = quietWatcher(page);
    for (let route = routes.shift(); route; route = routes.shift()) {
      findings.push(...(await readRoute(page, route, quiet)));
    }
    await page.close();
  };
  await Promise.all(
    Array.from({ length: CRAWL_TABS }, async () => readRoutes(await context.newPage())),
  );
  return findings;
}

/**
 * The demo account's signed-in browser state, signed in once per stack (each worker's own) and
 * shared by the signed-in crawls: each chooses its own language on that session.
 */
const signedInStates = new Map<string, Promise<SignedInState>>();
type SignedInState = Awaited<ReturnType<BrowserContext['storageState']>>;

function signedInState(browser: Browser, stack: { url: string; issuer: string }) {
  let state = signedInStates.get(stack.url);
  if (!state) {
    state = (async () => {
      const context = await browser.newContext({ baseURL: stack.url });
      try {
        await signIn(context, stack.url, stack.issuer);
        return await context.storageState();
      } finally {
        await context.close();
      }
    })();
    signedInStates.set(stack.url, state);
    // A failed sign-in is tried again by the next crawl rather than remembered.
    void state.catch(() => signedInStates.delete(stack.url));
  }
  return state;
}

async function signIn(context: BrowserContext, stackUrl: string, issuer: string) {
  const page = await context.newPage();
  // Straight to the BFF's sign-in start: the SPA's hand-over page is crawled like any other.
  await page.goto('/bff/login?redirect=%2Ftop');
  await expect(page).toHaveURL((url) => url.href.startsWith(issuer));
  await page.locator('input[name="email"]').fill(DEMO_ACCOUNT.email);
  await page.locator('input[name="password"]').fill(DEMO_ACCOUNT.password);
  await page.locator('form[action$="/login"] button[type="submit"]').click();
  await expect(page).toHaveURL(`${stackUrl}/top`);
  await page.close();
}

const brandNamesRead = new Map<string, Promise<string[]>>();

/** brandNames, read once per stack and locale (both crawls of a locale show the same brands). */
function brandNamesOnce(context: BrowserContext, stackUrl: string, locale: Locale) {
  const key = `${stackUrl} ${locale.code}`;
  let names = brandNamesRead.get(key);
  if (!names) {
    names = brandNames(context);
    brandNamesRead.set(key, names);
    // A failed read is asked again by the next crawl rather than remembered.
    void names.catch(() => brandNamesRead.delete(key));
  }
  return names;
}

/** Every brand name of every market: names, shown as the brand writes them, are not leaks. */
async function brandNames(context: BrowserContext): Promise<string[]> {
  const names = new Set<string>();
  for (const market of MARKET_CODES) {
    const input = encodeURIComponent(JSON.stringify({ market }));
    const response = await context.request.get(`/trpc/catalog.brands?input=${input}`, {
      headers: { 'x-kado-csrf': '1' },
    });
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { result: { data: { items: { name: string }[] } } };
    for (const brand of body.result.data.items) names.add(brand.name);
  }
  // Longest first, so a name containing another is removed whole.
  return [...names].sort((a, b) => b.length - a.length);
}

/** Switches language as a person does on /language: the cookie, the session and the profile. */
async function chooseLanguage(context: BrowserContext, origin: string, locale: Locale) {
  const response = await context.request.post('/trpc/locale.set', {
    headers: { 'x-kado-csrf': '1', 'content-type': 'application/json', origin },
    data: { locale: locale.code },
  });
  expect(response.ok()).toBe(true);
}

async function firstId(context: BrowserContext, procedure: string): Promise<string | null> {
  const response = await context.request.get(`/trpc/${procedure}`, {
    headers: { 'x-kado-csrf': '1' },
  });
  if (!response.ok()) return null;
  const body = (await response.json()) as { result?: { data?: { items?: { id: string }[] } } };
  return body.result?.data?.items?.[0]?.id ?? null;
}

// Each crawl stands alone: the two workers share them out.
test.describe.configure({ mode: 'parallel' });

for (const locale of LOCALES) {
  for (const signedIn of [false, true]) {
    test(`${locale.code}: no English on any page ${signedIn ? 'signed in' : 'signed out'}`, async ({
      browser,
      stack,
    }) => {
      test.setTimeout(600_000);
      const context = await browser.newContext({
        baseURL: stack.url,
        ...(signedIn && { storageState: await signedInState(browser, stack) }),
      });
      try {
        const host = new URL(stack.url).hostname;
        await context.addCookies([
          { name: LANG_COOKIE_NAME, value: locale.code, domain: host, path: '/' },
        ]);
        // The session's (and the profile's) language is whichever crawl chose last: choose anew.
        if (signedIn) await chooseLanguage(context, new URL(stack.url).origin, locale);
        const gift = (await firstId(context, 'catalog.gifts')) ?? 'g-1';
        const voucher = (signedIn && (await firstId(context, 'vouchers.list'))) || gift;
        const findings = await crawl(
          context,
          new URL(stack.url).origin,
          locale,
          stack.issuer,
          { gift, voucher },
          signedIn,
          await brandNamesOnce(context, stack.url, locale),
        );
        expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
      } finally {
        // The demo account's saved language wins at its next sign-in: give the suites that follow
        // on this stack the English they expect.
        if (signedIn) await chooseLanguage(context, new URL(stack.url).origin, localeInfo('en'));
        await context.close();
      }
    });
  }
}
