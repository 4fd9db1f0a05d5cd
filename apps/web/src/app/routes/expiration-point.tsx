import { useTranslation } from 'react-i18next';

import { TitledPage } from '../../components/titled-page';

export default function ExpirationPointPage() {
  const { t } = useTranslation();
  return (
    <TitledPage
      title={t('pages.expirationPoint.title')}
      description={t('pages.expirationPoint.description')}
      upcoming
    />
  );
}
