import { useRouteError } from 'react-router';

import { ErrorBoundary } from '../../components/error-boundary';
import { ErrorPage, ErrorPageFailure, describeRouteError } from '../../components/error-page';
import { DefaultLayout } from './layouts';

/**
 * The error state of a navigation (a guard's 404/500, a failed loader or page chunk) in the default
 * layout. The next successful navigation clears it. If the error page itself fails, a plain
 * message with a link home remains.
 */
export function RouteError() {
  const error = describeRouteError(useRouteError());
  return (
    <ErrorBoundary fallback={<ErrorPageFailure />}>
      <DefaultLayout>
        <ErrorPage status={error.status} message={error.message} />
      </DefaultLayout>
    </ErrorBoundary>
  );
}
