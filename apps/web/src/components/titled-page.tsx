import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Container } from '@kado/ui';

import { useDocumentTitle } from '../lib/document-title';
import './titled-page.css';

export interface TitledPageProps {
  title: string;
  description: string;
  /** Marks a page whose content has not shipped yet, with an honest note. */
  upcoming?: boolean;
  children?: ReactNode;
}

/** A page with its heading and a one-line description of what it is for. */
export function TitledPage({ title, description, upcoming = false, children }: TitledPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <Container className="titled-page">
      <h1 tabIndex={-1}>{title}</h1>
      <p className="titled-page__description">{description}</p>
      {upcoming && <p className="titled-page__upcoming">{t('common.upcoming')}</p>}
      {children}
    </Container>
  );
}
