import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { TitledPage } from '../../components/titled-page';
import { PopularRanking } from '../../features/catalog/components/popular-ranking';
import { parseCatalogQuery } from '../../features/catalog/hooks/catalog-query';

export default function PopularGiftsPage() {
  const { t } = useTranslation();
  const { market } = parseCatalogQuery(useSearchParams()[0]);
  return (
    <TitledPage
      title={t('pages.popularGifts.title')}
      description={t('pages.popularGifts.description')}
    >
      <PopularRanking market={market} />
    </TitledPage>
  );
}
