import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { Button } from '@kado/ui';

import { signInUrl, type SignInKind } from '../../../lib/bff';
import { useDocumentTitle } from '../../../lib/document-title';
import { useBffReachable } from '../../../lib/online-status';
import './sign-in-redirect.css';

/** Why the BFF sent the visitor back here instead of signing them in (its `?error=`). */
const SIGN_IN_ERRORS = {
  access_denied: 'access_denied',
  login_required: 'required',
  interaction_required: 'required',
  login_failed: 'login_failed',
  expired: 'expired',
  rate_limited: 'rate_limited',
  idp_unavailable: 'idp_unavailable',
  session_store_unavailable: 'session_store_unavailable',
} as const;

function signInError(value: string | null) {
  return value !== null && Object.hasOwn(SIGN_IN_ERRORS, value)
    ? SIGN_IN_ERRORS[value as keyof typeof SIGN_IN_ERRORS]
    : null;
}

/**
 * Sign-in and sign-up happen at the identity provider: this page hands over with a full-page
 * navigation through the BFF, keeping a safe `redirect` back (and a fresh sign-in's `max_age`). The link is there if the hand-over
 * does not start (scripts paused, slow network). When the BFF sent the visitor back with an error,
 * the page explains it and waits: forwarding again would loop while the cause lasts.
 */
export function SignInRedirect({ kind }: { kind: SignInKind }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  // `max_age` travels on: a sensitive action asked for a fresh sign-in (PRODUCT.md §7).
  const url = signInUrl(kind, searchParams.get('redirect'), searchParams.get('max_age'));
  const error = signInError(searchParams.get('error'));
  const text =
    kind === 'login'
      ? {
          title: t('signIn.login.title'),
          progress: t('signIn.login.progress'),
          link: t('signIn.login.link'),
        }
      : {
          title: t('signIn.register.title'),
          progress: t('signIn.register.progress'),
          link: t('signIn.register.link'),
        };
  useDocumentTitle(error ? t('signIn.errorTitle') : text.title);
  // Offline, or on the service worker's offline shell, the hand-over would land on the browser's
  // error page: it waits, under the offline notice, and goes once the network is back.
  const reachable = useBffReachable();

  useEffect(() => {
    if (!error && reachable) window.location.assign(url);
  }, [url, error, reachable]);

  if (error) {
    return (
      <div className="sign-in-redirect">
        <h1 tabIndex={-1}>{t('signIn.errorTitle')}</h1>
        <p role="alert" className="sign-in-redirect__error">
          {t(`signIn.errors.${error}`)}
        </p>
        <Button render={(props) => <a {...props} href={url} />}>{t('signIn.tryAgain')}</Button>
      </div>
    );
  }

  return (
    <div className="sign-in-redirect">
      <h1 tabIndex={-1}>{text.title}</h1>
      <p role="status" className="sign-in-redirect__status">
        <span className="sign-in-redirect__spinner" aria-hidden="true" />
        {text.progress}
      </p>
      <p className="sign-in-redirect__fallback">
        {t('signIn.fallback')} <a href={url}>{text.link}</a>
      </p>
    </div>
  );
}
