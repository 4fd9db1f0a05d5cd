import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button, LoadMore } from '@kado/ui';

import { LoadingState } from '../../../components/loading-state';
import { useMinimumDisplay } from '../../../lib/use-minimum-display';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** Loading (held for 200 ms once shown), failed with a retry, or the content. */
export function QueryStates({
  query,
  loading,
  failed,
  children,
}: {
  query: QueryLike;
  loading: string;
  failed: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const showLoading = useMinimumDisplay(query.isPending);
  if (showLoading || query.isPending) return <LoadingState label={loading} />;
  if (query.isError) {
    return (
      <div role="alert" className="points-error">
        <p>{failed}</p>
        <Button
          variant="secondary"
          size="sm"
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return children;
}

/** The "load more" row under a paged list (how many are shown, the next page, a failure). */
export function MoreButton({
  shown,
  hasMore,
  loading,
  failed,
  label,
  onMore,
}: {
  shown: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  label: string;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  if (shown === 0) return null;
  return (
    <div className="wallet-list__more">
      {failed && <p role="alert">{t('pointsHistory.moreFailed')}</p>}
      <LoadMore shown={shown} hasMore={hasMore} busy={loading} onLoadMore={onMore} label={label} />
    </div>
  );
}

interface PagedQuery<Item> extends QueryLike {
  data?: { pages: readonly { items: readonly Item[] }[] };
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * A paged history (credits, the ledger): its loading and failed states, the rows or a line saying
 * there are none, and load-more. `renderRow` returns the row's `<li>` with its key.
 */
export function HistoryList<Item>({
  query,
  label,
  empty,
  renderRow,
}: {
  query: PagedQuery<Item>;
  label: string;
  empty: string;
  renderRow: (item: Item) => ReactNode;
}) {
  const { t } = useTranslation();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <QueryStates
      query={query}
      loading={t('pointsHistory.loading')}
      failed={t('pointsHistory.failed')}
    >
      {items.length === 0 ? (
        <p className="wallet-list__empty">{empty}</p>
      ) : (
        <ul className="wallet-list" aria-label={label}>
          {items.map(renderRow)}
        </ul>
      )}
      <MoreButton
        shown={items.length}
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        failed={query.isFetchNextPageError}
        label={t('pointsHistory.loadMore')}
        onMore={() => void query.fetchNextPage()}
      />
    </QueryStates>
  );
}
