import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { TitledPage } from '../../components/titled-page';
import { BrandIndex } from '../../features/catalog/components/catalog-index';
import { parseCatalogQuery } from '../../features/catalog/hooks/catalog-query';

export default function BrandPage() {
  const { t } = useTranslation();
  const { market } = parseCatalogQuery(useSearchParams()[0]);
  return (
    <TitledPage title={t('pages.brand.title')} description={t('pages.brand.description')}>
      <BrandIndex market={market} />
    </TitledPage>
  );
}
