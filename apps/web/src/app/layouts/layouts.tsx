import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { PRODUCT_NAME, type Layout } from '@kado/shared';
import { CenteredLayout, Logo, PageLayout, VisuallyHidden } from '@kado/ui';

import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './layouts.css';

export function DefaultLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageLayout
      skipLinkLabel={t('nav.skipToContent')}
      header={<SiteHeader />}
      footer={<SiteFooter />}
    >
      {children}
    </PageLayout>
  );
}

export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <CenteredLayout
      brand={
        <Link to="/" className="auth-layout__home">
          <Logo name={PRODUCT_NAME} />
          <VisuallyHidden>{t('nav.home')}</VisuallyHidden>
        </Link>
      }
    >
      {children}
    </CenteredLayout>
  );
}

export const LAYOUTS: Record<Layout, (props: { children: ReactNode }) => ReactNode> = {
  default: DefaultLayout,
  auth: AuthLayout,
};
