/**
 * What the wallet journeys share: signing a new person up at the IdP, reading one-time codes from
 * the wallet's SMS outbox file, the operator API (client credentials), and the checks every
 * screen must pass (axe, no sideways scrolling at 320 px) with its screenshots.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import type { Page } from '@playwright/test';

import { clientBasicAuthorization, WALLET_OPERATOR_SCOPE } from '@kado/shared';
import type { Stack } from '@kado/stack';

import { animationsSettled } from './animations.js';
import { expect } from './fixtures.js';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');
export const SHOTS_DIR = process.env.WALLET_SHOTS_DIR ?? '/tmp/shots-wallet';

export interface Person {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly phone: string;
}

/** A new person with a Singapore mobile number nobody else has (mobiles are 9[0-8]xxxxxx). */
export function newPerson(): Person {
  const digits = `${Math.floor(Math.random() * 9)}${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
  return {
    name: 'Siew Ling Tan',
    email: `shopper-${randomUUID()}@kado.example`,
    password: `${randomUUID()}-Kado!`,
    phone: `+659${digits}`,
  };
}

/**
 * The confirmation link in the newest e-mail the IdP "sent" to `to`: from its development outbox
 * endpoint, or, in the production profile (which has no such endpoint), from its outbox file.
 */
export async function emailLink(stack: Stack, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const url = new URL('/dev/email-outbox', stack.issuer);
      url.searchParams.set('to', to);
      const response = await fetch(url);
      const messages =
        response.status === 404
          ? (
              await readFile(join(stack.dataDir, 'idp', 'email-outbox.jsonl'), 'utf8').catch(
                () => '',
              )
            )
              .split('\n')
              .filter(Boolean)
              .map((line) => JSON.parse(line) as { to: string; text: string })
              .filter((message) => message.to === to)
              .reverse()
          : ((await response.json()) as { messages: { text: string }[] }).messages;
      link = messages
        .map((message) => /https?:\/\/\S+\/email\/verify\?token=[\w-]+/.exec(message.text)?.[0])
        .find(Boolean);
      return link;
    })
    .toBeTruthy();
  return link ?? '';
}

/**
 * Signs up at the IdP's own page from /auth/register and confirms the e-mail address as the IdP
 * asks, in the same browser: that signs the new account in, and the BFF lands it on onboarding.
 */
export async function signUp(page: Page, stack: Stack, person: Person) {
  await page.goto('/auth/register');
  await expect(page).toHaveURL((url) => url.href.startsWith(stack.issuer));
  await registerAtIdp(page, stack, person);
}

/**
 * Fills the IdP's sign-up form the page is on and confirms the e-mail address as the IdP asks, in
 * this browser: the page comes back to Kado signed in, where the sign-up was asked for.
 */
export async function registerAtIdp(page: Page, stack: Stack, person: Person) {
  await page.getByLabel(/^name/i).fill(person.name);
  await page.getByLabel(/email/i).fill(person.email);
  await page.getByLabel(/^password/i).fill(person.password);
  const consent = page.getByRole('checkbox');
  if ((await consent.count()) > 0) await consent.first().check();
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto(await emailLink(stack, person.email));
  await page.getByRole('button').first().click();
  await expect(page).toHaveURL((url) => url.href.startsWith(stack.url), { timeout: 60_000 });
}

export async function signInAs(
  page: Page,
  stack: Stack,
  person: Pick<Person, 'email' | 'password'>,
) {
  await expect(page).toHaveURL((url) => url.href.startsWith(stack.issuer));
  await page.getByLabel(/email/i).fill(person.email);
  await page.getByLabel(/password/i).fill(person.password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/**
 * The newest one-time code the wallet texted to `phone` (sent after `after`, an ISO time), read from
 * the outbox file the wallet writes in every profile (production serves no development outbox route).
 */
export async function latestCode(stack: Stack, phone: string, after?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const text = await readFile(join(stack.dataDir, 'wallet', 'sms-outbox.jsonl'), 'utf8').catch(
        () => '',
      );
      const latest = text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { to: string; text: string; sentAt: string })
        .filter((message) => message.to === phone && (!after || message.sentAt > after))
        .sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0];
      code = /\b(\d{6})\b/.exec(latest?.text ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code ?? '';
}

/** Goes through the input-phone and one-time-code forms wherever they are on the page. */
export async function verifyPhoneInForm(page: Page, stack: Stack, phone: string) {
  const sentAfter = new Date(Date.now() - 1000).toISOString();
  await page.getByLabel(/mobile number/i).fill(phone);
  await page.getByRole('button', { name: /send code/i }).click();
  const code = await latestCode(stack, phone, sentAfter);
  await page.getByLabel(/6-digit code/i).fill(code);
  await page.getByRole('button', { name: /^verify$/i }).click();
}

/** An operator access token (client credentials, scope wallet:operate). */
export async function operatorToken(stack: Stack): Promise<string> {
  const discovery = (await (
    await fetch(new URL('/.well-known/openid-configuration', stack.issuer))
  ).json()) as { token_endpoint: string };
  const secret = stack.secrets.operatorClient ?? '';
  const response = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: {
      authorization: clientBasicAuthorization('kado-operator', secret),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: WALLET_OPERATOR_SCOPE }),
  });
  const answer = (await response.json()) as { access_token?: string };
  if (!answer.access_token) throw new Error(`no operator token: ${response.status}`);
  return answer.access_token;
}

export async function operator<T>(stack: Stack, path: string, body?: unknown): Promise<T> {
  const response = await fetch(new URL(`/v1${path}`, stack.walletUrl), {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${await operatorToken(stack)}`,
      ...(body === undefined
        ? {}
        : { 'content-type': 'application/json', 'idempotency-key': randomUUID() }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Boxes of `points` each addressed to a phone (the operator's "send points to a phone"). */
export function issueBoxes(stack: Stack, phone: string, points: number[], expiresInDays = 20) {
  const expiresAt = new Date(Date.now() + expiresInDays * 86_400_000).toISOString();
  return Promise.all(
    points.map((each) =>
      operator(stack, '/operator/boxes', {
        market: 'SG',
        points: each,
        count: 1,
        recipientPhone: phone,
        expiresAt,
      }),
    ),
  );
}

const VIEWPORTS = [
  { name: '390', width: 390, height: 844 },
  { name: '1280', width: 1280, height: 900 },
] as const;

/** What axe finds wrong on the page as it is, once its animations have settled. */
export async function axeViolations(page: Page) {
  await animationsSettled(page);
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: unknown[] }> } })
      .axe;
    const result = await axe.run();
    return result.violations as { id: string; nodes: { target: string[] }[] }[];
  });
}

/**
 * The checks each screen passes: axe finds no violation at 390 and 1280 px (screenshots of both
 * kept), and nothing scrolls sideways at 320 px. `ready` waits for the screen's content.
 */
export async function checkScreen(page: Page, name: string, ready: () => Promise<void>) {
  await mkdir(SHOTS_DIR, { recursive: true });
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await ready();
    // axeViolations waits for the page's finite animations (its transition) before judging colours.
    const violations = await axeViolations(page);
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `${name} at ${viewport.name} px`,
    ).toEqual([]);
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${viewport.name}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 320, height: 720 });
  await ready();
  // After the resize, an open popover is placed again on the next frame, which a busy machine
  // delays: until then it still stands where the 1280 px layout put it.
  await expect
    .poll(
      () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      { message: `${name} scrolls sideways at 320 px` },
    )
    .toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });
}
