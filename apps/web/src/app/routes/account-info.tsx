import { useTranslation } from 'react-i18next';

import { TitledPage } from '../../components/titled-page';

export default function AccountInfoPage() {
  const { t } = useTranslation();
  return (
    <TitledPage
      title={t('pages.accountInfo.title')}
      description={t('pages.accountInfo.description')}
      upcoming
    />
  );
}
