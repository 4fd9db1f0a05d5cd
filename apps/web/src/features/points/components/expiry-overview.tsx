import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { Badge, usePipes } from '@kado/ui';

import { useExpirations } from '../api/get-expirations';
import { useLots } from '../api/get-lots';
import { groupUpcoming } from '../expiry-groups';
import { QueryStates } from './history-states';
import './wallet-lists.css';

/** Upcoming expiries grouped by the market's calendar day, "expiring soon" highlighted. */
export function UpcomingExpiries({ limit }: { limit?: number }) {
  const { t } = useTranslation();
  const pipes = usePipes();
  const lots = useLots();
  // Spending order is expiry order: every page is needed to group the days completely.
  useEffect(() => {
    if (lots.hasNextPage && !lots.isFetchingNextPage && !lots.isFetchNextPageError) {
      void lots.fetchNextPage();
    }
  }, [lots]);
  const days = useMemo(
    () =>
      groupUpcoming(
        lots.data?.pages.flatMap((page) => page.items) ?? [],
        pipes.timeZone,
        // "Now" is when the lots were read, so the grouping stays pure.
        lots.dataUpdatedAt,
      ),
    [lots.data, lots.dataUpdatedAt, pipes.timeZone],
  );
  const shown = limit === undefined ? days : days.slice(0, limit);

  return (
    <QueryStates query={lots} loading={t('expiry.loading')} failed={t('expiry.failed')}>
      {shown.length === 0 ? (
        <p className="wallet-list__empty">{t('expiry.noneUpcoming')}</p>
      ) : (
        <ul className="wallet-list" aria-label={t('expiry.dueLabel')}>
          {shown.map((day) => (
            <li
              key={day.day}
              className={`wallet-row${day.expiringSoon ? ' wallet-row--soon' : ''}`}
              data-testid="expiry-day"
            >
              <div className="wallet-row__main">
                <p className="wallet-row__title">
                  <time dateTime={day.day}>{pipes.date(day.at, 'long')}</time>
                </p>
                {day.expiringSoon && <Badge tone="warning">{t('expiry.soon')}</Badge>}
              </div>
              <div className="wallet-row__side">
                <p className="wallet-row__points">
                  {t('points.amount', { count: day.points, points: pipes.points(day.points) })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueryStates>
  );
}

/** Lots that expired with points still in them, most recent first. */
export function ExpiredHistory() {
  const { t } = useTranslation();
  const pipes = usePipes();
  const expirations = useExpirations();
  const expired = expirations.data?.expired ?? [];
  return (
    <QueryStates query={expirations} loading={t('expiry.loading')} failed={t('expiry.failed')}>
      {expired.length === 0 ? (
        <p className="wallet-list__empty">{t('expiry.noneExpired')}</p>
      ) : (
        <ul className="wallet-list" aria-label={t('expiry.expiredLabel')}>
          {expired.map((lot) => (
            <li key={lot.lotId} className="wallet-row wallet-row--past">
              <div className="wallet-row__main">
                <p className="wallet-row__title">
                  {t('expiry.expiredOn', { date: pipes.date(lot.expiredAt, 'long') })}
                </p>
              </div>
              <div className="wallet-row__side">
                <p className="wallet-row__points wallet-row__points--debit">
                  {t('pointsHistory.minus', {
                    points: t('points.amount', {
                      count: lot.points,
                      points: pipes.points(lot.points),
                    }),
                  })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueryStates>
  );
}
