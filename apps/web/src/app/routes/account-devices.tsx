import { useTranslation } from 'react-i18next';

import { TitledPage } from '../../components/titled-page';
import { DevicesPanel } from '../../features/devices/components/devices-panel';

/** /account-info/devices: where the account is signed in, to sign out one or all others. */
export default function AccountDevicesPage() {
  const { t } = useTranslation();
  return (
    <TitledPage
      title={t('pages.accountDevices.title')}
      description={t('pages.accountDevices.description')}
    >
      <DevicesPanel />
    </TitledPage>
  );
}
