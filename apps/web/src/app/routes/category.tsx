import { useTranslation } from 'react-i18next';

import { TitledPage } from '../../components/titled-page';

export default function CategoryPage() {
  const { t } = useTranslation();
  return (
    <TitledPage
      title={t('pages.category.title')}
      description={t('pages.category.description')}
      upcoming
    />
  );
}
