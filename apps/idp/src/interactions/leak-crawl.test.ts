/**
 * The IdP's half of the leak crawler (issue 24; the SPA's half is e2e/tests/locales.spec.ts): for
 * each of the ten locales, every page a shopper can meet at the IdP and every e-mail it sends must
 * show no English fragment of the English messages — in the visible text or in alt, aria-label,
 * title and placeholder attributes — and `<html lang>` must be the locale's iso tag. The pages are
 * fetched from a real IdP over HTTP, walking the flows a person walks; the messages are read from
 * the catalogs, so the crawl covers whatever texts exist when it runs, and it checks that it met
 * every one of them.
 */
import { randomUUID } from 'node:crypto';

import type { Database } from '@kado/db';
import {
  DEMO_ACCOUNT,
  LOCALE_CODES,
  SHARED_WORDS,
  localeInfo,
  type LocaleCode,
} from '@kado/shared';
import { flattenTexts, glossaryViolations } from '@kado/shared/glossary';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import {
  CookieJar,
  browse,
  codeFrom,
  startAuthorization,
  startTestIdpOnPostgres,
  type Authorization,
  type SentEmail,
  type TestIdp,
} from '../testing.js';
import { TERMS_MESSAGES } from './consent.js';
import { MESSAGES } from './messages.js';

const BFF = 'http://127.0.0.1:9';
const redirectUri = `${BFF}/bff/callback`;
const PASSWORD = 'violet tugboat marmalade orbit';

/** Every text the IdP shows in one locale, by key: its pages' messages and the terms consent. */
function catalog(code: LocaleCode): Map<string, string> {
  return new Map(flattenTexts({ messages: MESSAGES[code], terms: TERMS_MESSAGES[code] }));
}

/** A message's pieces a reader meets whole: split at placeholders, line breaks and sentences. */
function pieces(text: string): string[] {
  return text
    .split(/\{\w+\}|\n+|(?<=[.!?:。])\s+/)
    .map((piece) => piece.trim().replace(/^[\s.,:;!?·()–—-]+|[\s.,:;!?·()–—-]+$/g, ''))
    .filter(Boolean);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A fragment as a whole phrase: not part of a longer word. */
function containsPhrase(text: string, fragment: string, flags = ''): boolean {
  return new RegExp(`(^|[^A-Za-z])${escapeRegExp(fragment)}($|[^A-Za-z])`, flags).test(text);
}

/**
 * The English fragments that must not appear for `code`: the pieces of the English messages with a
 * word of 3+ letters. A piece the locale's own messages use elsewhere, in any case, is a term that
 * market writes in Latin letters ("password" in Filipino), not a leak; its use in the message of
 * the same key is no such evidence, so an untranslated message is always caught.
 */
function leakCandidates(code: LocaleCode): string[] {
  const sources = new Map<string, Set<string>>();
  for (const [key, text] of catalog('en')) {
    for (const piece of pieces(text)) {
      if (!/[A-Za-z]{3}/.test(piece) || SHARED_WORDS.has(piece)) continue;
      sources.set(piece, (sources.get(piece) ?? new Set()).add(key));
    }
  }
  // An example address ("name@example.com") is written the same everywhere: no evidence of a word.
  const own = [...catalog(code)].map(([key, text]) => [key, text.replace(/\S+@\S+/g, '')] as const);
  return [...sources]
    .filter(
      ([fragment, keys]) =>
        !own.some(([key, text]) => !keys.has(key) && containsPhrase(text, fragment, 'i')),
    )
    .map(([fragment]) => fragment);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#x?[0-9a-f]+|\w+);/gi, (whole, name: string) =>
    name.startsWith('#')
      ? String.fromCodePoint(
          Number.parseInt(name.slice(name[1] === 'x' ? 2 : 1), name[1] === 'x' ? 16 : 10),
        )
      : (ENTITIES[name] ?? whole),
  );

/** What a reader meets on a page: its title and visible text, and the attributes read aloud. */
function readable(html: string): { lang: string | undefined; texts: string[] } {
  const lang = /<html\b[^>]*\slang="([^"]*)"/.exec(html)?.[1];
  const attributes = [...html.matchAll(/\s(?:alt|aria-label|title|placeholder)="([^"]*)"/g)].map(
    ([, value = '']) => decode(value),
  );
  const visible = decode(
    html
      .replace(/<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1>/gi, '\n')
      .replace(/<[^>]*>/g, '\n'),
  )
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return { lang, texts: [...visible, ...attributes] };
}

describe('the IdP leak crawler', () => {
  let idp: TestIdp;
  let db: Database;
  let close: () => Promise<void>;

  beforeAll(async () => {
    // PostgreSQL rather than PGlite: the crawl reaches into the database once, to make an account
    // whose consent is to older terms (the page that asks again). One trusted proxy hop: each
    // locale plays a client at its own address, so the abuse limits one locale's crawl fills never
    // stand in the way of another's.
    ({ idp, db, close } = await startTestIdpOnPostgres({ bffBaseUrls: [BFF], trustProxy: 1 }));
  });
  afterAll(async () => {
    await close();
  });

  /** Every page and e-mail one locale's shopper meets, walking the flows as a browser does. */
  async function crawl(code: LocaleCode) {
    const iso = localeInfo(code).iso;
    const address = `10.24.0.${LOCALE_CODES.indexOf(code) + 1}`;
    const email = `leak-${code}-${randomUUID().slice(0, 8)}@kado.test`;
    const pages: { name: string; html: string }[] = [];
    const emails: { name: string; email: SentEmail }[] = [];

    const jar = new CookieJar();
    const request = (path: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      headers.set('x-forwarded-for', address);
      return browse(jar, new URL(path, idp.issuer).href, { ...init, headers });
    };
    /** A form post, sent on as a browser does when answered 307 (a confirmation, to its sign-up). */
    const post = async (path: string, fields: Record<string, string>) => {
      const form = {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      };
      const response = await request(path, form);
      const location = response.headers.get('location');
      if (response.status !== 307 || !location) return response;
      await response.body?.cancel();
      return request(location, form);
    };
    const read = async (name: string, response: Response, status?: number) => {
      if (status !== undefined) expect(response.status, name).toBe(status);
      pages.push({ name, html: await response.text() });
    };
    const authorize = (prompt?: string, own = new CookieJar()) =>
      startAuthorization({
        issuer: idp.issuer,
        clientId: idp.bffClient.id,
        redirectUri,
        uiLocales: iso,
        jar: own,
        ...(prompt ? { prompt } : {}),
      });
    const submit = (authorization: Authorization, action: string, fields: Record<string, string>) =>
      browse(
        authorization.jar,
        new URL(authorization.url.replace(/\/(login|signup)$/, `/${action}`)).href,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': address,
          },
          body: new URLSearchParams(fields).toString(),
        },
      );
    /** The e-mail an action sends: the next one to arrive in the outbox for `to`. */
    const outbox = async (to: string) => {
      const url = new URL('/dev/email-outbox', idp.issuer);
      url.searchParams.set('to', to);
      return ((await (await fetch(url)).json()) as { messages: SentEmail[] }).messages;
    };
    const nextEmail = async (name: string, to: string, action: () => Promise<unknown>) => {
      const before = (await outbox(to)).length;
      await action();
      for (let attempt = 0; attempt < 50; attempt++) {
        const messages = await outbox(to);
        const [newest] = messages;
        if (messages.length > before && newest) {
          emails.push({ name, email: newest });
          return newest;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no ${name} e-mail to ${to}`);
    };
    const linkIn = (sent: SentEmail, path: string) => {
      const link = new RegExp(`${idp.issuer}${path}\\?\\S+`).exec(sent.text)?.[0];
      if (!link) throw new Error(`no ${path} link in "${sent.subject}"`);
      return link;
    };
    /** The hidden fields a page's form posts along (a link's token, the page's language). */
    const hiddenFields = (html: string) =>
      Object.fromEntries(
        [...html.matchAll(/<input\b[^>]*\btype="hidden"[^>]*>/g)].map(([input]) => [
          /\bname="([^"]*)"/.exec(input)?.[1] ?? '',
          decode(/\bvalue="([^"]*)"/.exec(input)?.[1] ?? ''),
        ]),
      );

    // Sign-up: the form, the form with every error, the passwords it refuses, then the answer.
    const signUp = await authorize('create');
    await read('sign-up', signUp.response, 200);
    await read(
      'sign-up, fields missing',
      await submit(signUp, 'signup', { name: '', email: 'nobody', password: 'short' }),
      400,
    );
    const person = { name: 'Mai Tran', email, terms: 'accepted' };
    // Refused passwords under another address: the person's own sign-ups stay within the limits.
    const other = { ...person, email: `other-${email}` };
    await read(
      'sign-up, common password',
      await submit(signUp, 'signup', { ...other, password: 'password123456' }),
      400,
    );
    await read(
      'sign-up, weak password',
      await submit(signUp, 'signup', { ...other, password: 'abcdefghijklmnop' }),
      400,
    );
    const verification = await nextEmail('verification', email, async () => {
      await read(
        'check your e-mail (sign-up)',
        await submit(signUp, 'signup', { ...person, password: PASSWORD }),
        200,
      );
    });
    // The same address again: the same answer, and its owner hears of it.
    const again = await authorize('create');
    await nextEmail('account exists', email, async () => {
      expect((await submit(again, 'signup', { ...person, password: PASSWORD })).status).toBe(200);
    });

    // Sign-in: the form, its errors, and a sign-in before the address is confirmed.
    const signIn = await authorize('login');
    await read('sign-in', signIn.response, 200);
    await read(
      'sign-in, fields missing',
      await submit(signIn, 'login', { email: '', password: '' }),
      400,
    );
    await read(
      'sign-in, wrong password',
      await submit(signIn, 'login', { email, password: 'not the password at all' }),
      401,
    );
    await nextEmail('verification (again)', email, async () => {
      await read(
        'sign-in, address not confirmed',
        await submit(signIn, 'login', { email, password: PASSWORD }),
        403,
      );
    });

    // Confirming the address: the page behind the link, its answer, the link once used.
    const verifyLink = linkIn(verification, '/email/verify');
    const confirm = await request(verifyLink);
    const confirmHtml = await confirm.clone().text();
    await read('confirm e-mail', confirm, 200);
    await read('e-mail confirmed', await post('/email/verify', hiddenFields(confirmHtml)), 200);
    await read('invalid link', await request(verifyLink), 400);

    // Terms that changed since the account consented: asked again at sign-in, and refused.
    await db.query(
      `UPDATE idp_terms_consents SET version = '1900-01-01'
       WHERE account_id = (SELECT id FROM idp_accounts WHERE email = $1)`,
      [email],
    );
    const termsSignIn = await authorize('login');
    await read(
      'terms changed',
      await submit(termsSignIn, 'login', { email, password: PASSWORD }),
      200,
    );
    await read('terms changed, not accepted', await submit(termsSignIn, 'terms', {}), 400);
    // Accepted, the person is signed in: signing out, not asked for by Kado, waits for a press.
    const accepted = await submit(termsSignIn, 'terms', { terms: 'accepted' });
    await codeFrom(termsSignIn, accepted, redirectUri);
    const confirmLogout = await browse(
      termsSignIn.jar,
      new URL(`/session/end?ui_locales=${iso}`, idp.issuer).href,
    );
    expect(await confirmLogout.clone().text()).not.toContain('<script');
    await read('sign out, signed in', confirmLogout, 200);

    // Forgot and reset password.
    const forgot = await request(`/password/forgot?ui_locales=${iso}`);
    await read('forgot password', forgot, 200);
    await read(
      'forgot password, invalid address',
      await post('/password/forgot', { email: 'nobody', ui_locales: iso }),
      400,
    );
    const reset = await nextEmail('reset', email, async () => {
      await read(
        'check your e-mail (forgot)',
        await post('/password/forgot', { email, ui_locales: iso }),
        200,
      );
    });
    const resetPage = await request(linkIn(reset, '/password/reset'));
    const resetHtml = await resetPage.clone().text();
    await read('reset password', resetPage, 200);
    const resetFields = hiddenFields(resetHtml);
    await read(
      'reset password, too short',
      await post('/password/reset', { ...resetFields, password: 'short' }),
      400,
    );
    await read(
      'password changed',
      await post('/password/reset', { ...resetFields, password: 'saffron glacier bicycle sonnet' }),
      200,
    );

    // Waits: each limit's page once the free attempts are spent.
    const untilWait = async (name: string, attempt: () => Promise<Response>) => {
      for (let n = 0; n < 20; n++) {
        const response = await attempt();
        if (response.status === 429) return read(name, response);
        await response.body?.cancel();
      }
      throw new Error(`${name}: no wait after 20 attempts`);
    };
    const stranger = `stranger-${code}@kado.test`;
    await untilWait('forgot password, wait', () =>
      post('/password/forgot', { email: stranger, ui_locales: iso }),
    );
    await untilWait('reset link, wait', () =>
      request(`/password/reset?token=${'x'.repeat(43)}&ui_locales=${iso}`),
    );
    const guessed = await authorize('login');
    await untilWait('sign-in, wait', () =>
      submit(guessed, 'login', { email: DEMO_ACCOUNT.email, password: 'a wrong guess' }),
    );

    // Signing out where this browser holds no session: the page that submits it, then the answer.
    const logout = await request(`/session/end?ui_locales=${iso}`);
    const logoutHtml = await logout.clone().text();
    await read('sign out', logout, 200);
    const confirmed = await post('/session/end/confirm', {
      ...hiddenFields(logoutHtml),
      logout: 'yes',
    });
    const signedOut = confirmed.headers.get('location');
    if (!signedOut) throw new Error(`signing out answered ${confirmed.status} without a page`);
    await read('signed out', await request(signedOut), 200);

    // Pages that end a flow: a provider error, an expired sign-in page.
    await read(
      'error',
      await request(`/auth?client_id=unknown-client&ui_locales=${iso}`, {
        headers: { accept: 'text/html' },
      }),
      400,
    );
    // Nothing carries the language but the browser's settings.
    await read(
      'expired',
      await request('/interaction/no-such-interaction', { headers: { 'accept-language': iso } }),
      400,
    );

    return { pages, emails };
  }

  test.each(LOCALE_CODES)('%s: every IdP page and e-mail is in the locale', async (code) => {
    const { pages, emails } = await crawl(code);
    const leaks = code === 'en' ? [] : leakCandidates(code);
    const findings: string[] = [];
    const check = (where: string, texts: readonly string[]) => {
      const all = texts.join('\n');
      for (const fragment of leaks) {
        if (containsPhrase(all, fragment)) findings.push(`${where}: English "${fragment}"`);
      }
    };
    const met: string[] = [];
    for (const { name, html } of pages) {
      const { lang, texts } = readable(html);
      if (lang !== localeInfo(code).iso) findings.push(`${name}: <html lang="${lang}">`);
      check(name, texts);
      met.push(...texts);
    }
    for (const { name, email } of emails) {
      // The link is no text: its random token can spell anything ("GC", Filipino's avoided word).
      const text = email.text.replace(/https?:\/\/\S+/g, '');
      check(`${name} e-mail`, [email.subject, text]);
      met.push(email.subject, text);
      expect(
        glossaryViolations(code, flattenTexts({ subject: email.subject, text })),
        name,
      ).toEqual([]);
    }
    expect(findings).toEqual([]);

    // The crawl met every text of the locale, so no message can leak where it did not look.
    const seen = met.join('\n');
    const unmet = [...catalog(code)]
      .filter(([, text]) => pieces(text).some((piece) => !seen.includes(piece)))
      .map(([key]) => key);
    expect(unmet).toEqual([]);
  });
});
