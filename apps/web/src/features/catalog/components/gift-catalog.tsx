import { useTranslation } from 'react-i18next';

import type { MarketCode } from '@kado/shared';
import { AlertBanner, Button, EmptyState } from '@kado/ui';

import { LoadingState } from '../../../components/loading-state';
import { useMinimumDisplay } from '../../../lib/use-minimum-display';
import { CATALOG_PAGE_SIZE, useGiftPages, type FirstGiftPage } from '../api/get-gifts';
import { hasFilters, withoutFilters, type CatalogQuery } from '../hooks/catalog-query';
import { CatalogFilters } from './catalog-filters';
import { GiftGrid } from './gift-grid';
import './catalog.css';

/** The gifts a phone shows before scrolling (two rows of two at 320–390 px). */
const PRIORITY_GIFTS = 4;

export interface GiftCatalogProps {
  query?: CatalogQuery;
  onQueryChange?: (query: CatalogQuery, options?: { replace?: boolean }) => void;
  canChooseMarket?: boolean;
  defaultMarket?: MarketCode;
  /** The list's first page, already read (a painted page's): shown at once, not asked for. */
  firstPage?: FirstGiftPage;
}

/**
 * The catalog: filters above, the gifts, how many are shown (announced politely) and load-more.
 * Without `onQueryChange` it is the plain list.
 */
export function GiftCatalog({
  query = {},
  onQueryChange,
  canChooseMarket = false,
  defaultMarket = 'SG',
  firstPage,
}: GiftCatalogProps) {
  const { t } = useTranslation();
  const pages = useGiftPages(CATALOG_PAGE_SIZE, query, firstPage);
  const loading = useMinimumDisplay(pages.isPending);
  const loadingMore = useMinimumDisplay(pages.isFetchingNextPage);
  const refreshing = useMinimumDisplay(pages.isPlaceholderData);

  const gifts = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = hasFilters(query);

  let list;
  if (loading && !pages.data) {
    list = <LoadingState label={t('catalog.loading')} />;
  } else if (!pages.data) {
    list = (
      <AlertBanner
        tone="danger"
        role="alert"
        action={
          <Button variant="secondary" size="sm" onClick={() => void pages.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('catalog.failed')}
      </AlertBanner>
    );
  } else if (gifts.length === 0) {
    list = (
      <EmptyState
        title={filtered ? t('shop.noMatch') : t('catalog.empty')}
        body={filtered ? t('shop.noMatchHint') : undefined}
        action={
          filtered && onQueryChange ? (
            <Button
              variant="secondary"
              onClick={() => {
                onQueryChange(withoutFilters(query));
              }}
            >
              {t('shop.clearFilters')}
            </Button>
          ) : null
        }
      />
    );
  } else {
    list = (
      <>
        <GiftGrid
          gifts={gifts}
          label={t('catalog.listLabel')}
          headingLevel={2}
          priorityCount={PRIORITY_GIFTS}
        />
        {pages.isFetchNextPageError && <p role="alert">{t('catalog.failedMore')}</p>}
        {pages.hasNextPage && (
          <Button
            variant="secondary"
            className="gift-catalog__more"
            loading={loadingMore}
            onClick={() => void pages.fetchNextPage()}
          >
            {t('catalog.loadMore')}
          </Button>
        )}
      </>
    );
  }

  return (
    <div className="gift-catalog">
      {onQueryChange && (
        <CatalogFilters
          query={query}
          onChange={onQueryChange}
          canChooseMarket={canChooseMarket}
          defaultMarket={defaultMarket}
        />
      )}
      <p role="status" className="gift-catalog__count" aria-busy={refreshing || undefined}>
        {pages.data && gifts.length > 0
          ? query.q
            ? t('shop.shownFor', { count: gifts.length, q: query.q })
            : t('catalog.shown', { count: gifts.length })
          : ''}
      </p>
      <div className="gift-catalog__list" data-refreshing={refreshing || undefined}>
        {list}
      </div>
    </div>
  );
}
