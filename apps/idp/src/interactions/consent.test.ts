import type { Database } from '@kado/db';
import { TERMS_VERSION } from '@kado/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import {
  browse,
  codeFrom,
  startAuthorization,
  startTestIdpOnPostgres,
  submitInteraction,
  verifyEmail,
  type Authorization,
  type TestIdp,
} from '../testing.js';
import { TERMS_MESSAGES } from './consent.js';
import { MESSAGES } from './messages.js';
import { requestLocale } from './request-locale.js';

const BFF = 'http://127.0.0.1:9';
const redirectUri = `${BFF}/bff/callback`;

describe('consent to the terms of service', () => {
  let idp: TestIdp;
  let db: Database;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ idp, db, close } = await startTestIdpOnPostgres({ bffBaseUrls: [BFF] }));
  });
  afterAll(async () => {
    await close();
  });

  const authorize = (prompt?: string, uiLocales = 'th-TH') =>
    startAuthorization({
      issuer: idp.issuer,
      clientId: idp.bffClient.id,
      redirectUri,
      uiLocales,
      ...(prompt ? { prompt } : {}),
    });
  const consentOf = async (email: string) =>
    (
      await db.query<{ version: string }>(
        `SELECT c.version FROM idp_terms_consents c JOIN idp_accounts a ON a.id = c.account_id
         WHERE a.email = $1`,
        [email],
      )
    )[0]?.version ?? null;
  const localeOf = async (email: string) =>
    (
      await db.query<{ locale: string }>('SELECT locale FROM idp_accounts WHERE email = $1', [
        email,
      ])
    )[0]?.locale;
  const postTerms = (authorization: Authorization, fields: Record<string, string>) => {
    const uid = /\/interaction\/([^/?#]+)/.exec(authorization.url)?.[1] ?? '';
    const target = new URL(`/interaction/${uid}/terms`, idp.issuer).href;
    return browse(authorization.jar, target, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  };

  test('sign-up shows the consent with a link to the terms in the page’s language', async () => {
    const html = await (await authorize('create')).response.text();
    expect(html).toContain(TERMS_MESSAGES.th.consent);
    expect(html).toContain(`href="${BFF}/terms/th"`);
    const checkbox = /<input\b[^>]*\bid="terms"[^>]*>/.exec(html)?.[0];
    expect(checkbox).toMatch(/\bname="terms"/);
    expect(checkbox).toMatch(/\btype="checkbox"/);
    expect(checkbox).toMatch(/\bvalue="accepted"/);
    expect(checkbox).toMatch(/\brequired/);
  });

  test('refuses a sign-up without consent, and creates no account', async () => {
    const response = await submitInteraction(await authorize('create'), 'signup', {
      name: 'Somchai Dee',
      email: 'no-consent@kado.test',
      password: 'a long enough passphrase',
      terms: '',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(TERMS_MESSAGES.th.required);
    const accounts = await db.query('SELECT 1 FROM idp_accounts WHERE email = $1', [
      'no-consent@kado.test',
    ]);
    expect(accounts).toHaveLength(0);
  });

  test('records consent to the current version at sign-up; a new version asks again at sign-in', async () => {
    const email = 'consent@kado.test';
    const password = 'a long enough passphrase';
    const signedUp = await submitInteraction(await authorize('create'), 'signup', {
      name: 'Somchai Dee',
      email,
      password,
      terms: 'accepted',
    });
    expect(signedUp.status).toBe(200);
    expect(await consentOf(email)).toBe(TERMS_VERSION);
    await verifyEmail(idp.issuer, email);

    // With the current version, sign-in goes straight through.
    const first = await authorize();
    const straight = await submitInteraction(first, 'login', { email, password });
    expect(await codeFrom(first, straight, redirectUri)).toEqual(expect.any(String));

    // The terms change: the next sign-in asks first, in the person's language.
    await db.query(`UPDATE idp_terms_consents SET version = '2000-01-01'`);
    const second = await authorize(undefined, 'ko-KR');
    const asked = await submitInteraction(second, 'login', { email, password });
    expect(asked.status).toBe(200);
    const page = await asked.text();
    expect(page).toContain(TERMS_MESSAGES.kr.updatedTitle);
    expect(page).toContain(`href="${BFF}/terms/kr"`);

    const refused = await postTerms(second, {});
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(TERMS_MESSAGES.kr.required);
    expect(await consentOf(email)).toBe('2000-01-01');
    // Not signed in yet: the account keeps the language of its last finished sign-in.
    expect(await localeOf(email)).toBe('th');

    const accepted = await postTerms(second, { terms: 'accepted' });
    expect(await codeFrom(second, accepted, redirectUri)).toEqual(expect.any(String));
    expect(await consentOf(email)).toBe(TERMS_VERSION);
    expect(await localeOf(email)).toBe('kr');
  });

  test('a terms answer without a pending sign-in is an expired page', async () => {
    const authorization = await authorize();
    const response = await postTerms(authorization, { terms: 'accepted' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(MESSAGES.th.expiredTitle);
  });

  test('pages without ui_locales follow Accept-Language with the shared matcher', async () => {
    const expired = await fetch(`${idp.issuer}/interaction/unknown-uid/login`, {
      headers: { 'accept-language': 'zh-Hant-HK;q=0.9,en;q=0.5' },
    });
    expect(expired.status).toBe(400);
    const html = await expired.text();
    expect(html).toContain('<html lang="zh-HK"');
    expect(html).toContain(MESSAGES.hk.expiredTitle);
  });
});

describe('requestLocale', () => {
  test.each([
    ['th-TH', undefined, 'th'],
    ['zh-CN zh-HK', 'ko', 'hk'],
    [undefined, 'vi-VN,vi;q=0.9', 'vi'],
    ['', 'in-ID', 'id'],
    ['de fr', 'hi;Q=0.8,de;q=0.9', 'in'],
    [undefined, 'zh-Hans-HK,yue;q=0.5', 'hk'],
    [undefined, undefined, 'en'],
  ] as const)('ui_locales %j, Accept-Language %j → %s', (ui, accept, locale) => {
    expect(requestLocale(ui, accept)).toBe(locale);
  });
});

describe('one word for points', () => {
  // The SPA's word for points in each language (apps/web/src/locales/<code>/base.json points.unit).
  const POINTS_WORD = {
    ms: 'mata',
    vi: 'điểm',
    id: 'poin',
    fil: 'puntos',
    th: 'คะแนน',
    in: 'पॉइंट्स',
    kr: '포인트',
  } as const;
  const OTHER_WORDS = [/mata ganjaran/, /điểm thưởng/, /\bpoints\b/];

  test.each(Object.entries(POINTS_WORD))('the IdP says %s’s word for points', (code, word) => {
    const messages = MESSAGES[code as keyof typeof POINTS_WORD];
    expect(messages.signInIntro).toContain(word);
    expect(messages.signUpIntro).toContain(word);
    for (const other of OTHER_WORDS)
      expect(messages.signInIntro + messages.signUpIntro).not.toMatch(other);
  });
});
