import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { TitledPage } from '../../components/titled-page';
import type { FirstGiftPage } from '../../features/catalog/api/get-gifts';
import { GiftCatalog } from '../../features/catalog/components/gift-catalog';
import { catalogSearch } from '../../features/catalog/hooks/catalog-query';
import { useCatalogQuery } from '../../features/catalog/hooks/use-catalog-query';
import { useCanChooseMarket } from '../../features/session/hooks/shopper-market';
import { useLocale } from '../../lib/i18n';
import { readPaintedGifts } from '../shell/painted-gifts';

let painted: FirstGiftPage | null = null;
/**
 * A signed-out visitor's /gift-items arrives painted with the catalog's first page (no query); the
 * router renders the page once that page is read (PageModule.ready), so the SPA's first render,
 * which replaces the paint, draws the same grid.
 */
export const ready = readPaintedGifts().then((page) => {
  painted = page;
});

export default function GiftItemsPage({
  paintedPage = painted,
}: {
  /** The first page of the catalog without a query, as painted (the BFF's render passes it). */
  paintedPage?: FirstGiftPage | null;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useCatalogQuery();
  // The paint is the first render's: later visits find the list in the cache, or ask for it.
  useEffect(() => {
    painted = null;
  }, []);
  // A verified phone fixes the account's market; anyone else may browse another market.
  const canChooseMarket = useCanChooseMarket();
  return (
    <TitledPage title={t('pages.giftItems.title')} description={t('pages.giftItems.description')}>
      <GiftCatalog
        query={query}
        onQueryChange={setQuery}
        canChooseMarket={canChooseMarket}
        defaultMarket={useLocale().market}
        firstPage={(catalogSearch(query) === '' && paintedPage) || undefined}
      />
    </TitledPage>
  );
}
