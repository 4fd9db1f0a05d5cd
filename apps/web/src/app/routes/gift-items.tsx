import { useTranslation } from 'react-i18next';

import { TitledPage } from '../../components/titled-page';
import { GiftCatalog } from '../../features/catalog/components/gift-catalog';
import { useCatalogQuery } from '../../features/catalog/hooks/use-catalog-query';
import { useCanChooseMarket } from '../../features/session/hooks/shopper-market';
import { useLocale } from '../../lib/i18n';

export default function GiftItemsPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useCatalogQuery();
  // A verified phone fixes the account's market; anyone else may browse another market.
  const canChooseMarket = useCanChooseMarket();
  return (
    <TitledPage title={t('pages.giftItems.title')} description={t('pages.giftItems.description')}>
      <GiftCatalog
        query={query}
        onQueryChange={setQuery}
        canChooseMarket={canChooseMarket}
        defaultMarket={useLocale().market}
      />
    </TitledPage>
  );
}
