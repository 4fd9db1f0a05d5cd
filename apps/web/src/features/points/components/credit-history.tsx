import { useTranslation } from 'react-i18next';

import { usePipes, VisuallyHidden } from '@kado/ui';

import { useCharges } from '../api/get-charges';
import { HistoryList } from './history-states';
import { useReasonLabel } from './use-reason-label';
import './wallet-lists.css';

/** Every credit: date, source, masked code, points, expiry and reason; load-more. */
export function CreditHistory() {
  const { t } = useTranslation();
  const pipes = usePipes();
  const reasonLabel = useReasonLabel();
  const charges = useCharges();

  return (
    <HistoryList
      query={charges}
      label={t('pointsHistory.creditsLabel')}
      empty={t('pointsHistory.creditsEmpty')}
      renderRow={(charge) => (
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
      )}
    />
  );
}
