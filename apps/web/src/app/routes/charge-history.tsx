import { useTranslation } from 'react-i18next';

import { TitledPage } from '../../components/titled-page';

export default function ChargeHistoryPage() {
  const { t } = useTranslation();
  return (
    <TitledPage
      title={t('pages.chargeHistory.title')}
      description={t('pages.chargeHistory.description')}
      upcoming
    />
  );
}
