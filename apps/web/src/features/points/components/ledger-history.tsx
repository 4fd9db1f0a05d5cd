import { useTranslation } from 'react-i18next';

import { Button, usePipes } from '@kado/ui';

import { useApiErrorMessage } from '../../../lib/api-error-message';
import { useDownloadLedger } from '../api/download-ledger';
import { useLedger } from '../api/get-ledger';
import { HistoryList } from './history-states';
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

  return (
    <HistoryList
      query={ledger}
      label={t('pointsHistory.ledgerLabel')}
      empty={t('pointsHistory.ledgerEmpty')}
      renderRow={(entry) => {
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
      }}
    />
  );
}
