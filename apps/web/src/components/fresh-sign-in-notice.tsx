import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { AlertBanner, Button } from '@kado/ui';

import { freshSignInUrl } from '../lib/fresh-sign-in';

/**
 * Why a sensitive action stopped (the last sign-in is over 10 minutes old) and the way on: signing
 * in again, which brings the shopper back to this page with its query and hash, so a step the page
 * keeps in its URL opens again. The link takes the focus, so Enter continues.
 */
export function FreshSignInNotice() {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    link.current?.focus();
  }, []);
  return (
    <AlertBanner
      tone="warning"
      role="alert"
      title={t('freshSignIn.title')}
      action={
        <Button
          variant="primary"
          size="sm"
          render={(props) => (
            <a {...props} ref={link} href={freshSignInUrl(`${pathname}${search}${hash}`)} />
          )}
        >
          {t('freshSignIn.action')}
        </Button>
      }
    >
      {t('freshSignIn.body')}
    </AlertBanner>
  );
}
