import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { NotificationNav as NotificationNavShell } from '@kado/ui';

import { LoadingState } from '../../../components/loading-state';
import { importWithReload } from '../../../lib/chunk-reload';
import { useUnreadCount } from '../api/get-unread-count';

// The panel and what it needs load on first open, never with the page.
const NotificationPanel = lazy(() => importWithReload(() => import('./notification-panel')));

/** The header's bell (the design system's shell) with the unread count and the lazy panel. */
export function NotificationNav() {
  const { t } = useTranslation();
  const unread = useUnreadCount(true).data?.unread ?? 0;
  return (
    <NotificationNavShell unread={unread} title={t('notifications.title')}>
      {() => (
        <Suspense fallback={<LoadingState label={t('notifications.loading')} />}>
          <NotificationPanel />
        </Suspense>
      )}
    </NotificationNavShell>
  );
}
