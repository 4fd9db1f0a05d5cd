import { useTranslation } from 'react-i18next';

import { AlertBanner, usePipes } from '@kado/ui';

/**
 * Offline: what follows was saved on this device, as of the last time the BFF answered; what
 * changes a voucher waits for the network.
 */
export function KeptNotice({ updatedAt }: { updatedAt: number }) {
  const { t } = useTranslation();
  const pipes = usePipes();
  return (
    <AlertBanner tone="info">
      <p>{t('kept.notice', { time: pipes.dateTime(updatedAt) })}</p>
      <p>{t('kept.readOnly')}</p>
    </AlertBanner>
  );
}
