import { useTranslation } from 'react-i18next';

import { AlertBanner, Button, EmptyState, LoadMore } from '@kado/ui';

import { LinkButton } from '../../../components/link-button';
import { LoadingState } from '../../../components/loading-state';
import { useMinimumDisplay } from '../../../lib/use-minimum-display';
import { useNow } from '../../../lib/use-now';
import { useVoucherTab } from '../hooks/use-voucher-tab';
import type { VoucherTab } from '../hooks/voucher-tabs';
import { VoucherCard } from './voucher-card';
import './vouchers.css';

/** The vouchers of one tab with load-more; an empty tab says so and points to the gifts. */
export function VoucherList({ tab }: { tab: VoucherTab }) {
  const { t } = useTranslation();
  const list = useVoucherTab(tab);
  const loading = useMinimumDisplay(list.isPending);
  const loadingMore = useMinimumDisplay(list.isFetchingNextPage);
  const now = useNow(60_000);

  if (loading) return <LoadingState label={t('vouchers.loading')} />;
  if (list.isError) {
    return (
      <AlertBanner
        tone="danger"
        role="alert"
        action={
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('vouchers.failed')}
      </AlertBanner>
    );
  }
  if (list.items.length === 0) {
    return (
      <EmptyState
        title={t(`vouchers.empty.${tab}`)}
        action={
          tab === 'active' ? <LinkButton to="/gift-items">{t('vouchers.browse')}</LinkButton> : null
        }
      />
    );
  }
  return (
    <>
      <ul className="voucher-list" aria-label={t(`vouchers.tabs.${tab}`)}>
        {list.items.map((voucher) => (
          <li key={voucher.id}>
            <VoucherCard voucher={voucher} now={now} />
          </li>
        ))}
      </ul>
      {list.isFetchNextPageError && (
        <AlertBanner tone="danger" role="alert">
          {t('vouchers.failedMore')}
        </AlertBanner>
      )}
      <LoadMore
        shown={list.items.length}
        hasMore={list.hasNextPage}
        busy={loadingMore}
        label={t('vouchers.loadMore')}
        onLoadMore={() => void list.fetchNextPage()}
      />
    </>
  );
}
