import { useTranslation } from 'react-i18next';

import { Button, usePipes } from '@kado/ui';

import { LoadingState } from '../../../components/loading-state';
import { useMinimumDisplay } from '../../../lib/use-minimum-display';
import { useBalance } from '../api/get-balance';
import './points.css';

/** The wallet's balance card: total points, what expires soon and the next expiry. */
export function BalanceOverview() {
  const { t } = useTranslation();
  // The market's calendar (the UiProvider's time zone), as the expiry list below the card.
  const pipes = usePipes();
  const balance = useBalance();
  const loading = useMinimumDisplay(balance.isPending);

  if (loading) return <LoadingState label={t('points.loading')} />;
  if (!balance.data) {
    return (
      <div role="alert" className="points-error">
        <p>{t('points.failed')}</p>
        <Button
          variant="secondary"
          size="sm"
          loading={balance.isFetching}
          onClick={() => void balance.refetch()}
        >
          {t('common.retry')}
        </Button>
      </div>
    );
  }

  const { balance: points, expiringSoon, nextExpiry } = balance.data;
  return (
    <section className="balance-card" aria-labelledby="balance-title">
      <h2 id="balance-title" className="balance-card__label">
        {t('points.balanceLabel')}
      </h2>
      <p className="balance-card__amount">
        <span data-testid="balance">{pipes.points(points)}</span>{' '}
        <span className="balance-card__unit">{t('points.unit', { count: points })}</span>
      </p>
      <dl className="balance-card__facts">
        <div>
          <dt>{t('points.expiringSoon')}</dt>
          <dd>{t('points.amount', { count: expiringSoon, points: pipes.points(expiringSoon) })}</dd>
        </div>
        <div>
          <dt>{t('points.nextExpiry')}</dt>
          <dd>
            {nextExpiry
              ? t('points.nextExpiryValue', {
                  date: pipes.date(nextExpiry.expiresAt, 'long'),
                  amount: t('points.amount', {
                    count: nextExpiry.points,
                    points: pipes.points(nextExpiry.points),
                  }),
                })
              : t('points.noExpiry')}
          </dd>
        </div>
      </dl>
    </section>
  );
}
