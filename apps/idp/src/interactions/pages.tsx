/** The IdP's pages: sign-in, sign-up, logout confirmation, signed out, errors. */
import { localeInfo, type LocaleCode } from '@kado/shared';
import { Button, ErrorSummary, TextField, type ErrorSummaryItem } from '@kado/ui';

import type { Consent } from './consent.js';

import { ButtonLink, CancelForm, Heading, PostForm, renderPage } from './document.js';
import { MESSAGES, fillMessage, type Messages } from './messages.js';

export type FieldName = 'email' | 'name' | 'password';

/** A problem to report: attached to a field (and linked from the summary) or to the whole form. */
export interface FormError {
  readonly field: FieldName;
  readonly message: keyof Messages;
  /** Values for the message's placeholders (the wait of tooManyAttempts). */
  readonly values?: Readonly<Record<string, string>>;
}

export const errorText = (m: Messages, error: FormError) =>
  fillMessage(m[error.message], error.values);

/** The summary's entries for the form's problems. */
export const summaryItems = (m: Messages, errors: readonly FormError[]): ErrorSummaryItem[] =>
  errors.map((error) => ({ fieldId: error.field, message: errorText(m, error) }));

/** The form's problems at its top, each a link to its field (which then says it again). */
export function FormErrors({ m, items }: { m: Messages; items: readonly ErrorSummaryItem[] }) {
  return <ErrorSummary title={m.errorSummaryTitle} errors={items} />;
}

/** The e-mail field every form shares: the keyboard, autofill and no spelling help of an address. */
export function EmailField({
  m,
  value,
  error,
}: {
  m: Messages;
  value?: string | undefined;
  error?: string | undefined;
}) {
  return (
    <TextField
      id="email"
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      autoCapitalize="none"
      required
      label={m.emailLabel}
      error={error}
      defaultValue={value}
    />
  );
}

/** A password: the one being chosen carries the policy as its hint. Never shown again. */
export function PasswordField({
  m,
  fresh,
  error,
}: {
  m: Messages;
  fresh: boolean;
  error?: string | undefined;
}) {
  return (
    <TextField
      id="password"
      name="password"
      type="password"
      autoComplete={fresh ? 'new-password' : 'current-password'}
      required
      label={m.passwordLabel}
      hint={fresh ? m.newPasswordHint : undefined}
      error={error}
    />
  );
}

export interface FormPageInput {
  readonly locale: LocaleCode;
  readonly uid: string;
  /** Values to show again after an error; never the password. */
  readonly values?: { readonly email?: string; readonly name?: string };
  readonly errors?: readonly FormError[];
  /** Placed before the submit button (the sign-up's consent to the terms). */
  readonly consent?: Consent;
}

function fieldErrors(m: Messages, errors: readonly FormError[]) {
  const of = (field: FieldName) => {
    const error = errors.find((e) => e.field === field);
    return error && errorText(m, error);
  };
  return { name: of('name'), email: of('email'), password: of('password') };
}

const interactionPath = (uid: string) => `/interaction/${encodeURIComponent(uid)}`;

export function signInPage({ locale, uid, values = {}, errors = [] }: FormPageInput): string {
  const m = MESSAGES[locale];
  const base = interactionPath(uid);
  const error = fieldErrors(m, errors);
  return renderPage({
    locale,
    title: m.signInTitle,
    children: (
      <>
        <Heading title={m.signInTitle} intro={m.signInIntro} />
        <FormErrors m={m} items={summaryItems(m, errors)} />
        <PostForm action={`${base}/login`} submit={m.signInSubmit}>
          <EmailField m={m} value={values.email} error={error.email} />
          <PasswordField m={m} fresh={false} error={error.password} />
        </PostForm>
        <div className="idp-more">
          <p>
            <a href={`/password/forgot?ui_locales=${encodeURIComponent(localeInfo(locale).iso)}`}>
              {m.forgotPasswordLink}
            </a>
          </p>
          <p>
            {m.noAccountYet} <a href={`${base}/signup`}>{m.goToSignUp}</a>
          </p>
          <CancelForm action={`${base}/abort`} label={m.cancel} />
        </div>
      </>
    ),
  });
}

export function signUpPage({
  locale,
  uid,
  values = {},
  errors = [],
  consent,
}: FormPageInput): string {
  const m = MESSAGES[locale];
  const base = interactionPath(uid);
  const error = fieldErrors(m, errors);
  return renderPage({
    locale,
    title: m.signUpTitle,
    children: (
      <>
        <Heading title={m.signUpTitle} intro={m.signUpIntro} />
        <FormErrors
          m={m}
          items={[...summaryItems(m, errors), ...(consent?.problem ? [consent.problem] : [])]}
        />
        <PostForm action={`${base}/signup`} submit={m.signUpSubmit}>
          <TextField
            id="name"
            name="name"
            type="text"
            autoComplete="name"
            required
            label={m.nameLabel}
            error={error.name}
            defaultValue={values.name}
          />
          <EmailField m={m} value={values.email} error={error.email} />
          <PasswordField m={m} fresh error={error.password} />
          {consent?.field}
        </PostForm>
        <div className="idp-more">
          <p>
            {m.alreadyHaveAccount} <a href={`${base}/login`}>{m.goToSignIn}</a>
          </p>
          <CancelForm action={`${base}/abort`} label={m.cancel} />
        </div>
      </>
    ),
  });
}

export interface LogoutPageInput {
  readonly locale: LocaleCode;
  /**
   * oidc-provider's form (its id is op.logoutForm) carrying the anti-forgery token, as the markup
   * the provider wrote; the page adds its language, for the signed-out page that follows.
   */
  readonly providerForm: string;
  /** When set, a nonce'd script presses the button at once; the button stays as the fallback. */
  readonly autoSubmitNonce?: string;
}

export function logoutPage({ locale, providerForm, autoSubmitNonce }: LogoutPageInput): string {
  const m = MESSAGES[locale];
  return renderPage({
    locale,
    title: m.logoutTitle,
    children: (
      <>
        <Heading title={m.logoutTitle} intro={m.logoutIntro} />
        <div dangerouslySetInnerHTML={{ __html: providerForm }} />
        <input
          type="hidden"
          form="op.logoutForm"
          name="ui_locales"
          value={localeInfo(locale).iso}
        />
        <Button type="submit" block id="logout" form="op.logoutForm" name="logout" value="yes">
          {m.logoutSubmit}
        </Button>
      </>
    ),
    ...(autoSubmitNonce !== undefined && {
      script: { nonce: autoSubmitNonce, code: "document.getElementById('logout').click();" },
    }),
  });
}

/** A page that only informs: signed out, expired, error. Offers the way back to Kado. */
export function noticePage(
  locale: LocaleCode,
  texts: { title: keyof Messages; intro: keyof Messages },
  homeUrl: string,
): string {
  const m = MESSAGES[locale];
  return renderPage({
    locale,
    title: m[texts.title],
    children: (
      <>
        <Heading title={m[texts.title]} intro={m[texts.intro]} />
        <ButtonLink href={homeUrl}>{m.backToKado}</ButtonLink>
      </>
    ),
  });
}
