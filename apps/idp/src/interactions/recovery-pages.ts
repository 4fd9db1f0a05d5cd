/**
 * The pages of e-mail verification and password reset. They live outside any authorization request
 * (a link from an e-mail opens them), so each form carries the link's token and the page language.
 */
import { localeInfo, type LocaleCode } from '@kado/shared';

import { escapeHtml, layout } from './html.js';
import { MESSAGES, fillMessage, type Messages } from './messages.js';

type Key = keyof Messages;

function hidden(name: string, value: string) {
  return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}

/** A problem with the form: a message, with values for its placeholders (a wait). */
export interface PageError {
  readonly key: Key;
  readonly values?: Readonly<Record<string, string>>;
}

function errorBlock(m: Messages, error: string | undefined, field: string) {
  return error
    ? `<div class="error-summary" role="alert">
<h2>${escapeHtml(m.errorSummaryTitle)}</h2>
<ul><li><a href="#${field}">${escapeHtml(error)}</a></li></ul>
</div>`
    : '';
}

const errorText = (m: Messages, error: Key | PageError | undefined) =>
  error === undefined
    ? undefined
    : typeof error === 'string'
      ? m[error]
      : fillMessage(m[error.key], error.values);

/** A page that only informs, with one way on (home, or sign in). */
export function messagePage(
  locale: LocaleCode,
  texts: { title: Key; intro: Key },
  link: { href: string; label: Key },
  values?: Readonly<Record<string, string>>,
): string {
  const m = MESSAGES[locale];
  return layout(
    locale,
    m[texts.title],
    `<h1>${escapeHtml(m[texts.title])}</h1>
<p class="intro">${escapeHtml(fillMessage(m[texts.intro], values))}</p>
<p><a class="button" href="${escapeHtml(link.href)}">${escapeHtml(m[link.label])}</a></p>`,
  );
}

/** The address is confirmed; this browser goes on to sign in by hand. */
export const verifiedPage = (locale: LocaleCode, signInUrl: string) =>
  messagePage(
    locale,
    { title: 'verifiedTitle', intro: 'verifiedIntro' },
    { href: signInUrl, label: 'goToSignIn' },
  );

export function forgotPasswordPage(
  locale: LocaleCode,
  options: { email?: string; error?: Key | PageError } = {},
): string {
  const m = MESSAGES[locale];
  const error = errorText(m, options.error);
  return layout(
    locale,
    m.forgotTitle,
    `<h1>${escapeHtml(m.forgotTitle)}</h1>
<p class="intro">${escapeHtml(m.forgotIntro)}</p>
${errorBlock(m, error, 'email')}
<form method="post" action="/password/forgot" novalidate>
${hidden('ui_locales', localeInfo(locale).iso)}
<div class="field">
<label for="email">${escapeHtml(m.emailLabel)}</label>
${error ? `<p class="field-error" id="email-error">${escapeHtml(error)}</p>\n` : ''}<input id="email" name="email" type="email" autocomplete="email" inputmode="email" spellcheck="false" autocapitalize="none" required${
      options.email ? ` value="${escapeHtml(options.email)}"` : ''
    }${error ? ' aria-invalid="true" aria-describedby="email-error"' : ''}>
</div>
<button type="submit" class="button">${escapeHtml(m.forgotSubmit)}</button>
</form>`,
  );
}

export function resetPasswordPage(
  locale: LocaleCode,
  options: { token: string; error?: Key | PageError },
): string {
  const m = MESSAGES[locale];
  const error = errorText(m, options.error);
  return layout(
    locale,
    m.resetTitle,
    `<h1>${escapeHtml(m.resetTitle)}</h1>
${errorBlock(m, error, 'password')}
<form method="post" action="/password/reset" novalidate>
${hidden('token', options.token)}
${hidden('ui_locales', localeInfo(locale).iso)}
<div class="field">
<label for="password">${escapeHtml(m.passwordLabel)}</label>
<span class="hint" id="password-hint">${escapeHtml(m.newPasswordHint)}</span>
${error ? `<p class="field-error" id="password-error">${escapeHtml(error)}</p>\n` : ''}<input id="password" name="password" type="password" autocomplete="new-password" required aria-describedby="password-hint${error ? ' password-error' : ''}"${error ? ' aria-invalid="true"' : ''}>
</div>
<button type="submit" class="button">${escapeHtml(m.resetSubmit)}</button>
</form>`,
  );
}

/** A button rather than a plain link, so mail scanners that open links do not use them up. */
export function confirmEmailPage(locale: LocaleCode, token: string): string {
  const m = MESSAGES[locale];
  return layout(
    locale,
    m.verifyTitle,
    `<h1>${escapeHtml(m.verifyTitle)}</h1>
<p class="intro">${escapeHtml(m.verifyIntro)}</p>
<form method="post" action="/email/verify">
${hidden('token', token)}
${hidden('ui_locales', localeInfo(locale).iso)}
<button type="submit" class="button">${escapeHtml(m.verifySubmit)}</button>
</form>`,
  );
}
