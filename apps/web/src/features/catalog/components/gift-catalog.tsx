import { useTranslation } from 'react-i18next';

import { Button } from '@kado/ui';

import { LoadingState } from '../../../components/loading-state';
import { useMinimumDisplay } from '../../../lib/use-minimum-display';
import { useGiftPages } from '../api/get-gifts';
import { GiftGrid } from './gift-grid';
import './catalog.css';

const PAGE_SIZE = 12;

/** The catalog with a load-more button; the count of shown gifts is announced politely. */
export function GiftCatalog() {
  const { t } = useTranslation();
  const pages = useGiftPages(PAGE_SIZE);
  const loading = useMinimumDisplay(pages.isPending);
  const loadingMore = useMinimumDisplay(pages.isFetchingNextPage);

  if (loading) return <LoadingState label={t('catalog.loading')} />;
  if (!pages.data) {
    return (
      <div role="alert" className="catalog-error">
        <p>{t('catalog.failed')}</p>
        <Button variant="secondary" size="sm" onClick={() => void pages.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }

  const gifts = pages.data.pages.flatMap((page) => page.items);
  if (gifts.length === 0) return <p>{t('catalog.empty')}</p>;
  return (
    <>
      <GiftGrid gifts={gifts} label={t('catalog.listLabel')} />
      <p role="status" className="gift-catalog__count">
        {t('catalog.shown', { count: gifts.length })}
      </p>
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
