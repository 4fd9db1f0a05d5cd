import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { TitledPage } from '../../components/titled-page';
import { PopularRanking } from '../../features/catalog/components/popular-ranking';
import { MarketChoice } from '../../features/catalog/components/market-picker';
import { parseCatalogQuery } from '../../features/catalog/hooks/catalog-query';
import { useCanChooseMarket } from '../../features/session/hooks/shopper-market';
import { useLocale } from '../../lib/i18n';

export default function PopularGiftsPage() {
  const { t } = useTranslation();
  const { market } = parseCatalogQuery(useSearchParams()[0]);
  const canChooseMarket = useCanChooseMarket();
  const defaultMarket = useLocale().market;
  return (
    <TitledPage
      title={t('pages.popularGifts.title')}
      description={t('pages.popularGifts.description')}
    >
      {canChooseMarket && <MarketChoice defaultMarket={defaultMarket} />}
      <PopularRanking market={market} />
    </TitledPage>
  );
}
