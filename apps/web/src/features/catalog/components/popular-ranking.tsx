import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { pathFor, type MarketCode } from '@kado/shared';
import { AlertBanner, Button, usePipes } from '@kado/ui';

import { useImageUrl } from '../../../config/runtime-config-context';
import { LoadingState } from '../../../components/loading-state';
import { useMinimumDisplay } from '../../../lib/use-minimum-display';
import { usePopularGifts } from '../api/get-popular-gifts';
import './catalog.css';

const RANKING_SIZE = 20;

/** The market's most exchanged gifts of the last 30 days, numbered. */
export function PopularRanking({ market }: { market?: MarketCode }) {
  const { t } = useTranslation();
  const pipes = usePipes();
  const imageUrl = useImageUrl();
  const popular = usePopularGifts(RANKING_SIZE, market);
  const loading = useMinimumDisplay(popular.isPending);
  if (loading) return <LoadingState label={t('catalog.loading')} />;
  if (!popular.data) {
    return (
      <AlertBanner
        tone="danger"
        role="alert"
        action={
          <Button variant="secondary" size="sm" onClick={() => void popular.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('catalog.failed')}
      </AlertBanner>
    );
  }
  if (popular.data.items.length === 0) return <p>{t('catalog.empty')}</p>;
  return (
    <ol className="ranking" aria-label={t('pages.popularGifts.title')}>
      {popular.data.items.map((gift, index) => (
        <li key={gift.id} className="ranking__item">
          <span className="ranking__rank" data-top={index < 3 || undefined}>
            <span className="visually-hidden-rank">{t('shop.rank', { rank: index + 1 })}</span>
            <span aria-hidden="true">{pipes.number(index + 1)}</span>
          </span>
          <img
            className="ranking__image"
            src={imageUrl(gift.imagePath)}
            alt=""
            width={640}
            height={400}
            loading={index < 4 ? 'eager' : 'lazy'}
            decoding="async"
          />
          <div className="ranking__body">
            <p className="ranking__brand">{gift.brand.name}</p>
            <h2 className="ranking__name">
              <Link to={pathFor('gift-item', { id: gift.id })} className="ranking__link">
                {gift.name}
              </Link>
            </h2>
            <p className="ranking__meta">
              <span className="ranking__points">
                {t('points.amount', { count: gift.points, points: pipes.points(gift.points) })}
              </span>
              {gift.exchanges > 0 && <span>{t('shop.exchanges', { count: gift.exchanges })}</span>}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
