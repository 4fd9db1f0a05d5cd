import type { ReactNode } from 'react';

import { Container } from '@kado/ui';

import { useDocumentTitle } from '../lib/document-title';
import './titled-page.css';

export interface TitledPageProps {
  title: string;
  description: string;
  children?: ReactNode;
}

/** A page with its heading and a one-line description of what it is for. */
export function TitledPage({ title, description, children }: TitledPageProps) {
  useDocumentTitle(title);
  return (
    <Container className="titled-page">
      <h1 tabIndex={-1}>{title}</h1>
      <p className="titled-page__description">{description}</p>
      {children}
    </Container>
  );
}
