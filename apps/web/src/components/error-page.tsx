import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse } from 'react-router';

import { unknownMiddlewareMessage } from '@kado/shared';
import { Container } from '@kado/ui';

import { useDocumentTitle } from '../lib/document-title';
import { apiErrorInfo } from '../lib/trpc';
import { LinkButton } from './link-button';
import './error-page.css';

export interface PageError {
  readonly status: number;
  readonly message: string | null;
}

const UNKNOWN_MIDDLEWARE_PREFIX = unknownMiddlewareMessage('');

/**
 * What a route error means for the error page (PRODUCT.md §8): a guard's or the server's status,
 * else the error's own status, else the status of the response that failed, else 500.
 */
export function describeRouteError(error: unknown): PageError {
  if (isRouteErrorResponse(error)) {
    return { status: error.status, message: typeof error.data === 'string' ? error.data : null };
  }
  const own = (error as { status?: unknown } | null)?.status;
  const status = typeof own === 'number' ? own : (apiErrorInfo(error)?.status ?? 500);
  return { status, message: error instanceof Error ? error.message : null };
}

export function ErrorPage({ status, message }: PageError) {
  const { t } = useTranslation();
  const middleware = message?.startsWith(UNKNOWN_MIDDLEWARE_PREFIX)
    ? message.slice(UNKNOWN_MIDDLEWARE_PREFIX.length)
    : null;
  const title =
    status === 404
      ? t('error.notFound')
      : status === 503
        ? t('error.unavailable')
        : middleware
          ? t('error.unknownMiddleware', { name: middleware })
          : t('error.generic');
  useDocumentTitle(title);
  return (
    <Container className="error-page">
      <p className="error-page__status">{t('error.status', { status })}</p>
      <h1 tabIndex={-1}>{title}</h1>
      <LinkButton to="/">{t('error.home')}</LinkButton>
    </Container>
  );
}

/** The last resort when the error page itself fails: no layout, a plain link that reloads home. */
export function ErrorPageFailure() {
  const { t } = useTranslation();
  return (
    <main className="error-page error-page--failed">
      <h1>{t('error.failed')}</h1>
      <a href="/">{t('error.home')}</a>
    </main>
  );
}
