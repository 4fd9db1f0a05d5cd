import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Container } from '@kado/ui';

import { LinkButton } from './link-button';
import './verify-phone-panel.css';

/**
 * Wraps a page that needs a verified phone (the `identity` guard). Until the one-time-code flow
 * ships, the page stays visible but inert behind an honest explanation.
 */
export function VerifyPhonePanel({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Container>
        <section className="verify-phone" aria-labelledby="verify-phone-title">
          <h1 id="verify-phone-title" tabIndex={-1}>
            {t('verifyPhone.title')}
          </h1>
          <p>{t('verifyPhone.body')}</p>
          <p>{t('verifyPhone.unavailable')}</p>
          <LinkButton to="/top" variant="secondary">
            {t('verifyPhone.back')}
          </LinkButton>
        </section>
      </Container>
      <div className="verify-phone__page" inert>
        {children}
      </div>
    </>
  );
}
