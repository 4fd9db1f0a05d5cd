import { useTranslation } from 'react-i18next';

import { useOnlineStatus } from '../lib/online-status';
import './offline-banner.css';

/** A polite live region: always present so the change is announced, filled only while offline. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  return (
    <div role="status" className="offline-banner" data-offline={!online}>
      {online ? null : t('offline.message')}
    </div>
  );
}
