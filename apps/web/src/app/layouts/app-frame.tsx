import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

import { ProgressBar } from '@kado/ui';

import { OfflineBanner } from '../../components/offline-banner';
import { TopProgress } from '../../components/top-progress';

/** Around every page and error: the progress bar and the offline notice. */
export function AppFrame() {
  return (
    <>
      <TopProgress />
      <Outlet />
      <OfflineBanner />
    </>
  );
}

/** Shown while the first navigation runs its guard (the session is being fetched). */
export function FirstLoad() {
  const { t } = useTranslation();
  return <ProgressBar label={t('common.loading')} />;
}
