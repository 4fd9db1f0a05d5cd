import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { TitledPage } from '../../components/titled-page';
import { CategoryIndex } from '../../features/catalog/components/catalog-index';
import { parseCatalogQuery } from '../../features/catalog/hooks/catalog-query';

export default function CategoryPage() {
  const { t } = useTranslation();
  const { market } = parseCatalogQuery(useSearchParams()[0]);
  return (
    <TitledPage title={t('pages.category.title')} description={t('pages.category.description')}>
      <CategoryIndex market={market} />
    </TitledPage>
  );
}
