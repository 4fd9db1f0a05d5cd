import { useTranslation } from 'react-i18next';

import { Button, usePipes } from '@kado/ui';

import { useApiErrorMessage } from '../../../lib/api-error-message';
import { useDownloadLedger } from '../api/download-ledger';
import { useLedger } from '../api/get-ledger';
import { MoreButton, QueryStates } from './history-states';
import { useReasonLabel } from './use-reason-label';
import './wallet-lists.css';

/** The download button for the ledger as CSV (also on the account page). */
export function DownloadLedgerButton() {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const download = useDownloadLedger();
  return (
    <div className="wallet-download">
      <Button
        variant="secondary"
        loading={download.isPending}
        onClick={() => {
          download.mutate();
        }}
      >
        {t('pointsHistory.downloadCsv')}
      </Button>
      {download.isError && (
        <p role="alert" className="wallet-download__error">
          {errorMessage(download.error)}
        </p>
      )}
    </div>
  );
}

/** The full ledger: every kind of entry, the balance before and after, the reason; load-more. */
export function LedgerHistory() {
  const { t } = useTranslation();
  const pipes = usePipes();
  const reasonLabel = useReasonLabel();
  const ledger = useLedger();
  const items = ledger.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <QueryStates
      query={ledger}
      loading={t('pointsHistory.loading')}
      failed={t('pointsHistory.failed')}
    >
      {items.length === 0 ? (
        <p className="wallet-list__empty">{t('pointsHistory.ledgerEmpty')}</p>
      ) : (
        <ul className="wallet-list" aria-label={t('pointsHistory.ledgerLabel')}>
          {items.map((entry) => {
            const amount = t('points.amount', {
              count: Math.abs(entry.points),
              points: pipes.points(Math.abs(entry.points)),
            });
            return (
              <li key={entry.id} className="wallet-row" data-testid="ledger-row">
                <div className="wallet-row__main">
                  <p className="wallet-row__title">{t(`pointsHistory.kind.${entry.kind}`)}</p>
                  <p className="wallet-row__meta">
                    <time dateTime={entry.createdAt}>{pipes.dateTime(entry.createdAt)}</time>
                  </p>
                  <p className="wallet-row__meta">{reasonLabel(entry.reason)}</p>
                </div>
                <div className="wallet-row__side">
                  <p
                    className={`wallet-row__points wallet-row__points--${
                      entry.points >= 0 ? 'credit' : 'debit'
                    }`}
                  >
                    {entry.points >= 0
                      ? t('pointsHistory.plus', { points: amount })
                      : t('pointsHistory.minus', { points: amount })}
                  </p>
                  <p className="wallet-row__meta">
                    {t('pointsHistory.balanceChange', {
                      before: pipes.points(entry.balanceBefore),
                      after: pipes.points(entry.balanceAfter),
                    })}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <MoreButton
        shown={items.length}
        hasMore={ledger.hasNextPage}
        loading={ledger.isFetchingNextPage}
        failed={ledger.isFetchNextPageError}
        label={t('pointsHistory.loadMore')}
        onMore={() => void ledger.fetchNextPage()}
      />
    </QueryStates>
  );
}
