/** The IdP's pages as HTML strings: sign-in, sign-up, logout confirmation, signed out, errors. */
import { localeInfo, type LocaleCode } from '@kado/shared';

import { escapeHtml, layout } from './html.js';
import { MESSAGES, fillMessage, type Messages } from './messages.js';

export type FieldName = 'email' | 'name' | 'password';

/** A problem to report: attached to a field (and linked from the summary) or to the whole form. */
export interface FormError {
  readonly field: FieldName;
  readonly message: keyof Messages;
  /** Values for the message's placeholders (the wait of tooManyAttempts). */
  readonly values?: Readonly<Record<string, string>>;
}

const errorText = (m: Messages, error: FormError) => fillMessage(m[error.message], error.values);

interface FieldSpec {
  readonly name: FieldName;
  readonly type: 'email' | 'text' | 'password';
  readonly autocomplete: string;
  readonly label: keyof Messages;
  readonly hint?: keyof Messages;
  readonly value?: string;
}

function errorSummary(m: Messages, errors: readonly FormError[]): string {
  if (errors.length === 0) return '';
  const items = errors
    .map((error) => `<li><a href="#${error.field}">${escapeHtml(errorText(m, error))}</a></li>`)
    .join('');
  return `<div class="error-summary" role="alert">
<h2>${escapeHtml(m.errorSummaryTitle)}</h2>
<ul>${items}</ul>
</div>`;
}

function field(m: Messages, spec: FieldSpec, errors: readonly FormError[]): string {
  const error = errors.find((e) => e.field === spec.name);
  const described = [spec.hint && `${spec.name}-hint`, error && `${spec.name}-error`]
    .filter(Boolean)
    .join(' ');
  const attributes = [
    `id="${spec.name}"`,
    `name="${spec.name}"`,
    `type="${spec.type}"`,
    `autocomplete="${spec.autocomplete}"`,
    'required',
    ...(spec.type === 'email'
      ? ['inputmode="email"', 'spellcheck="false"', 'autocapitalize="none"']
      : []),
    ...(spec.value ? [`value="${escapeHtml(spec.value)}"`] : []),
    ...(error ? ['aria-invalid="true"'] : []),
    ...(described ? [`aria-describedby="${described}"`] : []),
  ].join(' ');
  return `<div class="field">
<label for="${spec.name}">${escapeHtml(m[spec.label])}</label>
${spec.hint ? `<span class="hint" id="${spec.name}-hint">${escapeHtml(m[spec.hint])}</span>\n` : ''}${
    error
      ? `<p class="field-error" id="${spec.name}-error">${escapeHtml(errorText(m, error))}</p>\n`
      : ''
  }<input ${attributes}>
</div>`;
}

function cancelForm(m: Messages, uid: string): string {
  return `<form class="cancel" method="post" action="/interaction/${encodeURIComponent(uid)}/abort">
<button type="submit" class="link-button">${escapeHtml(m.cancel)}</button>
</form>`;
}

export interface FormPageInput {
  readonly locale: LocaleCode;
  readonly uid: string;
  /** Values to show again after an error; never the password. */
  readonly values?: { readonly email?: string; readonly name?: string };
  readonly errors?: readonly FormError[];
  /** Trusted markup placed before the submit button (the sign-up's consent to the terms). */
  readonly consent?: string;
}

export function signInPage({ locale, uid, values = {}, errors = [] }: FormPageInput): string {
  const m = MESSAGES[locale];
  const base = `/interaction/${encodeURIComponent(uid)}`;
  return layout(
    locale,
    m.signInTitle,
    `<h1>${escapeHtml(m.signInTitle)}</h1>
<p class="intro">${escapeHtml(m.signInIntro)}</p>
${errorSummary(m, errors)}
<form method="post" action="${base}/login" novalidate>
${field(m, { name: 'email', type: 'email', autocomplete: 'email', label: 'emailLabel', value: values.email }, errors)}
${field(m, { name: 'password', type: 'password', autocomplete: 'current-password', label: 'passwordLabel' }, errors)}
<button type="submit" class="button">${escapeHtml(m.signInSubmit)}</button>
</form>
<p class="switch"><a href="/password/forgot?ui_locales=${encodeURIComponent(localeInfo(locale).iso)}">${escapeHtml(m.forgotPasswordLink)}</a></p>
<p class="switch">${escapeHtml(m.noAccountYet)} <a href="${base}/signup">${escapeHtml(m.goToSignUp)}</a></p>
${cancelForm(m, uid)}`,
  );
}

export function signUpPage({
  locale,
  uid,
  values = {},
  errors = [],
  consent = '',
}: FormPageInput): string {
  const m = MESSAGES[locale];
  const base = `/interaction/${encodeURIComponent(uid)}`;
  return layout(
    locale,
    m.signUpTitle,
    `<h1>${escapeHtml(m.signUpTitle)}</h1>
<p class="intro">${escapeHtml(m.signUpIntro)}</p>
${errorSummary(m, errors)}
<form method="post" action="${base}/signup" novalidate>
${field(m, { name: 'name', type: 'text', autocomplete: 'name', label: 'nameLabel', value: values.name }, errors)}
${field(m, { name: 'email', type: 'email', autocomplete: 'email', label: 'emailLabel', value: values.email }, errors)}
${field(
  m,
  {
    name: 'password',
    type: 'password',
    autocomplete: 'new-password',
    label: 'passwordLabel',
    hint: 'newPasswordHint',
  },
  errors,
)}
${consent}<button type="submit" class="button">${escapeHtml(m.signUpSubmit)}</button>
</form>
<p class="switch">${escapeHtml(m.alreadyHaveAccount)} <a href="${base}/login">${escapeHtml(m.goToSignIn)}</a></p>
${cancelForm(m, uid)}`,
  );
}

export interface LogoutPageInput {
  readonly locale: LocaleCode;
  /**
   * oidc-provider's form (its id is op.logoutForm) carrying the anti-forgery token; the page adds
   * its language, for the signed-out page that follows.
   */
  readonly providerForm: string;
  /** When set, a nonce'd script presses the button at once; the button stays as the fallback. */
  readonly autoSubmitNonce?: string;
}

export function logoutPage({ locale, providerForm, autoSubmitNonce }: LogoutPageInput): string {
  const m = MESSAGES[locale];
  return layout(
    locale,
    m.logoutTitle,
    `<h1>${escapeHtml(m.logoutTitle)}</h1>
<p class="intro">${escapeHtml(m.logoutIntro)}</p>
${providerForm}
<input type="hidden" form="op.logoutForm" name="ui_locales" value="${escapeHtml(localeInfo(locale).iso)}">
<button type="submit" class="button" id="logout" form="op.logoutForm" name="logout" value="yes">${escapeHtml(m.logoutSubmit)}</button>`,
    autoSubmitNonce === undefined
      ? undefined
      : { nonce: autoSubmitNonce, code: "document.getElementById('logout').click();" },
  );
}

/** A page that only informs: signed out, expired, error. Offers the way back to Kado. */
export function noticePage(
  locale: LocaleCode,
  texts: { title: keyof Messages; intro: keyof Messages },
  homeUrl: string,
): string {
  const m = MESSAGES[locale];
  return layout(
    locale,
    m[texts.title],
    `<h1>${escapeHtml(m[texts.title])}</h1>
<p class="intro">${escapeHtml(m[texts.intro])}</p>
<p><a class="button" href="${escapeHtml(homeUrl)}">${escapeHtml(m.backToKado)}</a></p>`,
  );
}
