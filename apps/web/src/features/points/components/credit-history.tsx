import { useTranslation } from 'react-i18next';

import { usePipes, VisuallyHidden } from '@kado/ui';

import { useCharges } from '../api/get-charges';
import { MoreButton, QueryStates } from './history-states';
import { useReasonLabel } from './use-reason-label';
import './wallet-lists.css';

/** Every credit: date, source, masked code, points, expiry and reason; load-more. */
export function CreditHistory() {
  const { t } = useTranslation();
  const pipes = usePipes();
  const reasonLabel = useReasonLabel();
  const charges = useCharges();
  const items = charges.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <QueryStates
      query={charges}
      loading={t('pointsHistory.loading')}
      failed={t('pointsHistory.failed')}
    >
      {items.length === 0 ? (
        <p className="wallet-list__empty">{t('pointsHistory.creditsEmpty')}</p>
      ) : (
        <ul className="wallet-list" aria-label={t('pointsHistory.creditsLabel')}>
          {items.map((charge) => (
            <li key={charge.ledgerEntryId} className="wallet-row" data-testid="credit-row">
              <div className="wallet-row__main">
                <p className="wallet-row__title">{t(`pointsHistory.source.${charge.source}`)}</p>
                <p className="wallet-row__meta">
                  <time dateTime={charge.createdAt}>{pipes.dateTime(charge.createdAt)}</time>
                  {charge.maskedCode && (
                    <>
                      {' · '}
                      <span className="wallet-row__code">
                        <VisuallyHidden>{t('pointsHistory.code')} </VisuallyHidden>
                        {charge.maskedCode}
                      </span>
                    </>
                  )}
                </p>
                <p className="wallet-row__meta">{reasonLabel(charge.reason)}</p>
              </div>
              <div className="wallet-row__side">
                <p className="wallet-row__points wallet-row__points--credit">
                  {t('pointsHistory.plus', {
                    points: t('points.amount', {
                      count: charge.points,
                      points: pipes.points(charge.points),
                    }),
                  })}
                </p>
                <p className="wallet-row__meta">
                  {charge.expiresAt
                    ? t('pointsHistory.expires', { date: pipes.date(charge.expiresAt) })
                    : t('pointsHistory.refundedToLots')}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <MoreButton
        shown={items.length}
        hasMore={charges.hasNextPage}
        loading={charges.isFetchingNextPage}
        failed={charges.isFetchNextPageError}
        label={t('pointsHistory.loadMore')}
        onMore={() => void charges.fetchNextPage()}
      />
    </QueryStates>
  );
}
