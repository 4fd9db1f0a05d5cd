/**
 * The pages of e-mail verification and password reset. They live outside any authorization request
 * (a link from an e-mail opens them), so each form carries the link's token and the page language.
 */
import { localeInfo, type LocaleCode } from '@kado/shared';

import { ButtonLink, Heading, Hidden, PostForm, renderPage } from './document.js';
import { MESSAGES, fillMessage, type Messages } from './messages.js';
import { EmailField, FormErrors, PasswordField, errorText, summaryItems } from './pages.js';

type Key = keyof Messages;

/** A problem with the form: a message, with values for its placeholders (a wait). */
export interface PageError {
  readonly key: Key;
  readonly values?: Readonly<Record<string, string>>;
}

const asFormError = (error: Key | PageError | undefined) =>
  error === undefined
    ? undefined
    : typeof error === 'string'
      ? { message: error }
      : { message: error.key, values: error.values };

/** A page that only informs, with one way on (home, or sign in). */
export function messagePage(
  locale: LocaleCode,
  texts: { title: Key; intro: Key },
  link: { href: string; label: Key },
  values?: Readonly<Record<string, string>>,
): string {
  const m = MESSAGES[locale];
  return renderPage({
    locale,
    title: m[texts.title],
    children: (
      <>
        <Heading title={m[texts.title]} intro={fillMessage(m[texts.intro], values)} />
        <ButtonLink href={link.href}>{m[link.label]}</ButtonLink>
      </>
    ),
  });
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
  const problem = asFormError(options.error);
  const error = problem && { field: 'email' as const, ...problem };
  return renderPage({
    locale,
    title: m.forgotTitle,
    children: (
      <>
        <Heading title={m.forgotTitle} intro={m.forgotIntro} />
        <FormErrors m={m} items={summaryItems(m, error ? [error] : [])} />
        <PostForm action="/password/forgot" submit={m.forgotSubmit}>
          <Hidden fields={{ ui_locales: localeInfo(locale).iso }} />
          <EmailField m={m} value={options.email} error={error && errorText(m, error)} />
        </PostForm>
      </>
    ),
  });
}

export function resetPasswordPage(
  locale: LocaleCode,
  options: { token: string; error?: Key | PageError },
): string {
  const m = MESSAGES[locale];
  const problem = asFormError(options.error);
  const error = problem && { field: 'password' as const, ...problem };
  return renderPage({
    locale,
    title: m.resetTitle,
    children: (
      <>
        <Heading title={m.resetTitle} />
        <FormErrors m={m} items={summaryItems(m, error ? [error] : [])} />
        <PostForm action="/password/reset" submit={m.resetSubmit}>
          <Hidden fields={{ token: options.token, ui_locales: localeInfo(locale).iso }} />
          <PasswordField m={m} fresh error={error && errorText(m, error)} />
        </PostForm>
      </>
    ),
  });
}

/** A button rather than a plain link, so mail scanners that open links do not use them up. */
export function confirmEmailPage(locale: LocaleCode, token: string): string {
  const m = MESSAGES[locale];
  return renderPage({
    locale,
    title: m.verifyTitle,
    children: (
      <>
        <Heading title={m.verifyTitle} intro={m.verifyIntro} />
        <PostForm action="/email/verify" submit={m.verifySubmit}>
          <Hidden fields={{ token, ui_locales: localeInfo(locale).iso }} />
        </PostForm>
      </>
    ),
  });
}
