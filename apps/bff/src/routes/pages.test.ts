/** The guard matrix of PRODUCT.md §2 as the BFF answers HTML requests: real 200 / 302 statuses. */
import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { SessionFacts } from '@kado/shared';
import { giftDetailSchema } from '@kado/shared/schemas';
import { GUARD_EXPECTATIONS, ROUTE_SAMPLES, SESSION_STATES } from '@kado/shared/testing';

import { buildApp } from '../app.js';
import { parseEnv } from '../env.js';
import { createServices } from '../services.js';
import { redisStore, startTestStack, type TestStack } from '../../test/stack.js';
import { isolatedApp, webDist } from '../../test/support.js';
import { PRESENT_GIFT_ID, sendGift, verifiedSender } from '../trpc/routers/presents.testing.js';
import { SHARE_TEXTS } from './share-texts.js';

let app: FastifyInstance;
const cookies = new Map<string, string>();

/** A session as the sign-in callback stores it; only the facts the guards read matter here. */
async function sessionCookie(facts: SessionFacts): Promise<string> {
  if (!facts.signedIn) return '';
  const session = await app.services.sessions.create({
    subject: 'guard-test',
    idpSessionId: null,
    phoneVerified: facts.phoneVerified,
    market: null,
    locale: 'en',
    tokens: { accessToken: 'a', refreshToken: null, idToken: 'i', issuedAt: 0, expiresAt: 0 },
    refreshBackoff: null,
  });
  return `kado_session=${session.id}`;
}

beforeAll(async () => {
  app = await isolatedApp();
  for (const state of SESSION_STATES) cookies.set(state.name, await sessionCookie(state.facts));
});
afterAll(async () => {
  await app.close();
});

const cases = ROUTE_SAMPLES.flatMap(({ route, path }) =>
  SESSION_STATES.map((state, index) => ({
    route: route.name,
    path,
    state: state.name,
    expected: GUARD_EXPECTATIONS[route.name]?.[index],
  })),
);

describe('HTML answers for every route and session state', () => {
  it.each(cases)('$route $state → $expected', async ({ path, state, expected }) => {
    const response = await app.inject({ url: path, headers: { cookie: cookies.get(state) ?? '' } });
    switch (expected) {
      case 'allow':
      case 'verify': // the page is served; the SPA opens the verification flow
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
        break;
      case 'login':
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe(`/auth/login?redirect=${encodeURIComponent(path)}`);
        break;
      case 'top':
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe('/top');
        break;
      default:
        throw new Error(`no expectation for ${path}`);
    }
  });
});

describe('the session in the runtime config', () => {
  const configOf = (html: string): unknown =>
    JSON.parse(
      /<script type="application\/json" id="kado-config">(.*?)<\/script>/s.exec(html)?.[1] ??
        'null',
    );

  it('carries what session.me answers, never a token', async () => {
    const signedOut = await app.inject({ url: '/', headers: { cookie: 'KADO_LANG=th' } });
    expect(configOf(signedOut.body)).toMatchObject({ session: { signedIn: false, locale: 'th' } });

    const signedIn = SESSION_STATES.find((state) => state.facts.phoneVerified);
    const response = await app.inject({
      url: '/',
      headers: { cookie: `${cookies.get(signedIn?.name ?? '') ?? ''}; KADO_LANG=en` },
    });
    expect(configOf(response.body)).toMatchObject({
      session: {
        signedIn: true,
        locale: 'en',
        phoneVerified: true,
        market: null,
        user: { name: null, email: null },
      },
    });
    expect(response.body).not.toMatch(/accessToken|idToken|refreshToken/);
  });
});

/** The content of one meta tag, its entities decoded as a crawler reads them. */
const metaOf = (html: string, key: string) => {
  const raw = new RegExp(`<meta ${key} content="([^"]*)"`).exec(html)?.[1];
  return raw
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
};
const metaCount = (html: string, key: string) => html.split(`<meta ${key} `).length - 1;

describe("a gift link's preview", () => {
  const PUBLIC_URL = 'https://gifts.kado.example';
  const MESSAGE = 'Happy Chuseok, a secret only the link shows';
  let stack: TestStack;
  /** The BFF as chat apps reach it: over HTTPS, on the stack's wallet (through its recorder). */
  let crawled: FastifyInstance;
  let gift: { id: string; token: string };
  let koreanName: string;
  beforeAll(async () => {
    stack = await startTestStack({ store: redisStore });
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL,
      OIDC_ISSUER: 'http://127.0.0.1:9',
      OIDC_CLIENT_SECRET: 'x'.repeat(32),
      WALLET_URL: stack.services.env.WALLET_URL,
      WEB_DIST_DIR: await webDist(),
    });
    crawled = await buildApp(env, { services: createServices(env, redisStore()) });
    const sender = await verifiedSender(stack);
    // Sent in Korean: the preview speaks the sender's language, whoever reads it.
    sender.setCookie(stack.bffUrl, 'KADO_LANG', 'kr');
    gift = await sendGift(sender, stack, {
      design: 'chuseok',
      quantity: 2,
      senderName: '민준',
      message: MESSAGE,
      passcode: '4821',
    });
    const url = new URL(`/v1/gifts/${PRESENT_GIFT_ID}`, stack.services.env.WALLET_URL);
    url.searchParams.set('locale', 'kr');
    koreanName = giftDetailSchema.parse(await (await fetch(url)).json()).name;
    // An IdP, a wallet and a sign-in: slow on a busy machine.
  }, 300_000);
  afterAll(async () => {
    await crawled.close();
    await stack.close();
  });

  /** A chat app's crawler: no cookie, no language of its own. */
  const crawl = (path: string) =>
    crawled.inject({ url: path, headers: { 'user-agent': 'facebookexternalhit/1.1' } });

  it("shows the sender, the gift and the card as an absolute HTTPS image, in the gift's language", async () => {
    const page = await crawl(`/receive?card=${gift.id}`);
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(metaOf(html, 'property="og:title"')).toBe('민준 님이 선물을 보냈습니다');
    expect(metaOf(html, 'property="og:description"')).toBe(`${koreanName} × 2 · Kopi Lane`);
    expect(metaOf(html, 'property="og:image"')).toBe(`${PUBLIC_URL}/cards/chuseok/kr.png`);
    expect(metaOf(html, 'property="og:image:width"')).toBe('1200');
    expect(metaOf(html, 'property="og:image:height"')).toBe('630');
    expect(metaOf(html, 'property="og:image:alt"')).toBe('민준 님이 보낸 선물 카드');
    expect(metaOf(html, 'property="og:url"')).toBe(`${PUBLIC_URL}/receive?card=${gift.id}`);
    expect(metaOf(html, 'property="og:locale"')).toBe('ko_KR');
    expect(metaOf(html, 'name="twitter:card"')).toBe('summary_large_image');
    // One of each: the preview replaced the generic tags, it did not add a second set.
    for (const key of ['property="og:title"', 'property="og:image"', 'property="og:description"']) {
      expect(metaCount(html, key)).toBe(1);
    }
    // The page itself stays in the reader's language, and no cache keeps it.
    expect(html).toContain('<html lang="en-SG"');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });

  it('never carries the message, the token, the passcode or a voucher code', async () => {
    const page = await crawl(`/receive?card=${gift.id}`);
    expect(page.body).not.toContain(MESSAGE);
    expect(page.body).not.toContain(gift.token);
    expect(page.body).not.toContain('4821');
    expect(page.body).not.toMatch(/(?<![\w-])[\w-]{43}(?![\w-])/);
  });

  it('keeps the generic preview, still 200, for an unknown card or an id that is no uuid', async () => {
    const unknown = await crawl(`/receive?card=${randomUUID()}`);
    expect(unknown.statusCode).toBe(200);
    expect(metaOf(unknown.body, 'property="og:title"')).toBe(SHARE_TEXTS.en.title);
    // The template's own image (none in the tests' template), never a card.
    expect(unknown.body).not.toContain('/cards/');
    expect(unknown.body).not.toContain('og:image:alt');
    expect(unknown.body).not.toContain('twitter:card');
    expect(unknown.headers['referrer-policy']).toBe('no-referrer');

    const asked = stack.walletRequests.length;
    for (const path of ['/receive?card=not-a-uuid', '/receive', `/receive?card=${gift.id}x`]) {
      const page = await crawl(path);
      expect([path, page.statusCode]).toEqual([path, 200]);
      expect(metaOf(page.body, 'property="og:title"')).toBe(SHARE_TEXTS.en.title);
    }
    // Nothing that is not a card id is asked of the wallet.
    expect(stack.walletRequests.length).toBe(asked);
  });

  it('keeps the generic preview when the wallet cannot answer', async () => {
    // The file's BFF has no wallet at all (connections refused).
    const page = await app.inject({ url: `/receive?card=${gift.id}` });
    expect(page.statusCode).toBe(200);
    expect(metaOf(page.body, 'property="og:title"')).toBe(SHARE_TEXTS.en.title);
    expect(page.body).not.toContain('og:image:alt');
  });

  it('leaves the referrer policy of other pages alone', async () => {
    const page = await crawl('/faq');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('makes a sender name of markup inert', async () => {
    const sender = await verifiedSender(stack, '+6591234568');
    const name = '"><script>alert(1)</script>\' $& __CSP_NONCE__';
    const hostile = await sendGift(sender, stack, { senderName: name });
    const page = await crawl(`/receive?card=${hostile.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).not.toContain(`"><script>`);
    expect(metaOf(page.body, 'property="og:title"')).toBe(`${name} sent you a gift`);
    expect(metaOf(page.body, 'property="og:image:alt"')).toBe(`Gift card from ${name}`);
    expect(page.body).toContain(
      '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&#39; $&amp; __CSP_NONCE__',
    );
  });
});
