/**
 * The IdP's pages are packages/ui's components rendered on the server: the SPA's markup and class
 * names, styled by the one stylesheet built from packages/ui, under a CSP without inline styles.
 */
import { describe, expect, it } from 'vitest';

import { LOCALE_CODES, TEXT_DIRECTION, localeInfo, type LocaleCode } from '@kado/shared';

import { consentField, termsUpdatePage } from './consent.js';
import { logoutPage, noticePage, signInPage, signUpPage } from './pages.js';
import {
  confirmEmailPage,
  forgotPasswordPage,
  messagePage,
  resetPasswordPage,
  verifiedPage,
} from './recovery-pages.js';
import { STYLESHEET } from './styles.js';

const TERMS = 'https://kado.test/terms';

/** Every page, with every error it can show, in `locale`. */
function everyPage(locale: LocaleCode) {
  return {
    signIn: signInPage({ locale, uid: 'u1' }),
    signInErrors: signInPage({
      locale,
      uid: 'u1',
      values: { email: 'a@kado.test' },
      errors: [
        { field: 'email', message: 'emailInvalid' },
        { field: 'password', message: 'passwordRequired' },
      ],
    }),
    signUpErrors: signUpPage({
      locale,
      uid: 'u1',
      values: { name: 'Somchai', email: 'a@kado.test' },
      errors: [
        { field: 'name', message: 'nameInvalid' },
        { field: 'password', message: 'passwordLength' },
      ],
      consent: consentField(locale, TERMS, true),
    }),
    terms: termsUpdatePage({ locale, uid: 'u1', termsUrl: TERMS, refused: true }),
    logout: logoutPage({
      locale,
      providerForm: '<form id="op.logoutForm" method="post" action="/session/end/confirm"></form>',
      autoSubmitNonce: 'nonce',
    }),
    notice: noticePage(locale, { title: 'errorTitle', intro: 'errorIntro' }, 'https://kado.test/'),
    message: messagePage(
      locale,
      { title: 'checkEmailTitle', intro: 'checkEmailIntro' },
      { href: '/', label: 'backToKado' },
    ),
    verified: verifiedPage(locale, '/sign-in'),
    forgot: forgotPasswordPage(locale, { email: 'a@kado.test', error: 'emailInvalid' }),
    reset: resetPasswordPage(locale, { token: 't', error: 'passwordLength' }),
    confirm: confirmEmailPage(locale, 't'),
  };
}

const pages = Object.entries(everyPage('th'));

describe('the IdP pages', () => {
  it.each(pages)(
    '%s carries no inline style, which the CSP (style-src self) would block',
    (_, html) => {
      expect(html).not.toMatch(/\sstyle=/i);
      expect(html).not.toMatch(/<style\b/i);
    },
  );

  it.each(pages)('%s uses only components whose stylesheet is served', (_, html) => {
    // A class's block (kado-button of kado-button__label) names the component's stylesheet.
    const blocks = new Set(
      [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, names = '']) =>
        names.split(/\s+/).map((name) => name.replace(/(__|--).*$/, '')),
      ),
    );
    expect(blocks.size).toBeGreaterThan(0);
    const unstyled = [...blocks].filter((block) => !STYLESHEET.includes(`.${block} {`));
    expect(unstyled).toEqual([]);
  });

  it.each(LOCALE_CODES)('are in %s, with the language and direction on <html>', (locale) => {
    for (const html of Object.values(everyPage(locale))) {
      expect(html).toMatch(
        new RegExp(
          `^<!doctype html>\\n<html lang="${localeInfo(locale).iso}" dir="${TEXT_DIRECTION}"`,
        ),
      );
    }
  });

  it('link each summarised problem to its field, which is invalid and says why', () => {
    const html = everyPage('kr').signUpErrors;
    const summary = /<div class="kado-error-summary"[\s\S]*?<\/div>/.exec(html)?.[0] ?? '';
    const targets = [...summary.matchAll(/href="#([^"]+)"/g)].map(([, id = '']) => id);
    expect(targets).toEqual(['name', 'password', 'terms']);
    for (const id of targets) {
      const input = new RegExp(`<input\\b[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0] ?? '';
      expect(input, id).toContain('aria-invalid="true"');
      expect(input, id).toMatch(new RegExp(`aria-describedby="[^"]*\\b${id}-error\\b`));
      expect(html, id).toContain(`id="${id}-error"`);
      expect(html, id).toMatch(new RegExp(`<label\\b[^>]*\\bfor="${id}"`));
    }
    // The field without a problem is not marked invalid.
    expect(/<input\b[^>]*\bid="email"[^>]*>/.exec(html)?.[0]).not.toContain('aria-invalid');
  });

  it('escapes what the visitor typed', () => {
    const html = signInPage({
      locale: 'en',
      uid: 'u1',
      values: { email: '"><script>alert(1)</script>' },
    });
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;');
  });
});

describe('the IdP stylesheet', () => {
  it('is packages/ui’s tokens, base and component styles, light and dark, in one file', () => {
    expect(STYLESHEET).toContain('--color-accent');
    expect(STYLESHEET).toContain('prefers-color-scheme: dark');
    expect(STYLESHEET).toContain('.kado-button');
    expect(STYLESHEET).toContain('.kado-error-summary');
    // Its imports are inlined: the browser may fetch nothing else (and CSP allows nothing else).
    expect(STYLESHEET).not.toContain('@import');
  });
});
