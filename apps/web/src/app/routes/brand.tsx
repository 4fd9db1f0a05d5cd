import { useTranslation } from 'react-i18next';

import { TitledPage } from '../../components/titled-page';

export default function BrandPage() {
  const { t } = useTranslation();
  return (
    <TitledPage
      title={t('pages.brand.title')}
      description={t('pages.brand.description')}
      upcoming
    />
  );
}
