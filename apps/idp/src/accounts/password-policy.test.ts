/**
 * Weak passwords are refused at sign-up (security review finding 5, ASVS 5.0 §6.2): under 12
 * characters, common or breached ones, and ones a strength estimate finds easy to guess, with the
 * reason shown in the person's language.
 */
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MESSAGES } from '../interactions/messages.js';
import { escapeHtml } from '../interactions/html.js';
import { startAuthorization, startTestIdp, submitInteraction, type TestIdp } from '../testing.js';
import { passwordProblem } from './password-policy.js';

const BFF = 'http://localhost:3000';
const redirectUri = `${BFF}/bff/callback`;

describe('new passwords at sign-up', () => {
  let idp: TestIdp;
  beforeAll(async () => {
    idp = await startTestIdp({ bffBaseUrls: [BFF] });
  });
  afterAll(() => idp.close());

  async function signUp(password: string, uiLocales?: string, name = 'Siriporn Chaiyaporn') {
    const authorization = await startAuthorization({
      issuer: idp.issuer,
      clientId: idp.bffClient.id,
      redirectUri,
      prompt: 'create',
      ...(uiLocales ? { uiLocales } : {}),
    });
    const email = `siriporn-${randomUUID().slice(0, 8)}@kado.test`;
    const response = await submitInteraction(authorization, 'signup', { name, email, password });
    return { status: response.status, html: await response.text() };
  }

  it.each([
    ['1234567890', 'passwordLength'],
    ['aaaaaaaaaaa', 'passwordLength'],
    ['aaaaaaaaaaaa', 'passwordWeak'],
    ['password1234', 'passwordCommon'],
    ['123456789012', 'passwordCommon'],
  ] as const)('refuses %j and says why', async (password, reason) => {
    const { status, html } = await signUp(password);
    expect(status).toBe(400);
    expect(html).toContain(escapeHtml(MESSAGES.en[reason]));
  });

  it("refuses a password built from the person's own name", async () => {
    const { status, html } = await signUp('Siriporn Chaiyaporn', undefined, 'Siriporn Chaiyaporn');
    expect(status).toBe(400);
    expect(html).toContain(escapeHtml(MESSAGES.en.passwordWeak));
  });

  it("gives the reason in the person's language", async () => {
    const { status, html } = await signUp('qwertyuiop12', 'th-TH');
    expect(status).toBe(400);
    expect(html).toContain(escapeHtml(MESSAGES.th.passwordCommon));
  });

  it('accepts a long passphrase', async () => {
    const { status, html } = await signUp('violet tugboat marmalade orbit');
    expect(status).toBe(200);
    expect(html).toContain(escapeHtml(MESSAGES.en.checkEmailTitle));
  });
});

describe('passwordProblem', () => {
  it('accepts random and passphrase passwords and refuses keyboard walks', () => {
    expect(passwordProblem(randomUUID())).toBeNull();
    expect(passwordProblem('violet tugboat marmalade orbit')).toBeNull();
    expect(passwordProblem('qwertyuiopasdf')).not.toBeNull();
    expect(passwordProblem('x'.repeat(129))).toBe('passwordLength');
  });
});
