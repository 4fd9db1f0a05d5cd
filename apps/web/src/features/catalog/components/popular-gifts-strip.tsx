import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { LoadingState } from '../../../components/loading-state';
import { useMinimumDisplay } from '../../../lib/use-minimum-display';
import { useGifts, type FirstGiftPage } from '../api/get-gifts';
import { GiftGrid } from './gift-grid';
import './catalog.css';

/** Gifts in the strip: what the BFF reads to paint a signed-out home (render-shells.tsx). */
export const POPULAR_STRIP_SIZE = 8;

/**
 * The home page's row of popular gifts with a link to the full ranking. With `firstPage` (a painted
 * home's), it draws that page instead of asking for it.
 */
export function PopularGiftsStrip({ firstPage }: { firstPage?: FirstGiftPage | undefined }) {
  const { t } = useTranslation();
  const gifts = useGifts(POPULAR_STRIP_SIZE, firstPage);
  const loading = useMinimumDisplay(gifts.isPending);
  return (
    <section className="gift-strip" aria-labelledby="popular-title">
      <div className="gift-strip__head">
        <h2 id="popular-title">{t('catalog.popularTitle')}</h2>
        <Link to="/popular-gifts">{t('catalog.seeAll')}</Link>
      </div>
      {loading ? (
        <LoadingState label={t('catalog.loading')} />
      ) : gifts.data ? (
        gifts.data.items.length > 0 ? (
          <GiftGrid gifts={gifts.data.items} label={t('catalog.popularTitle')} />
        ) : (
          <p>{t('catalog.empty')}</p>
        )
      ) : (
        <p role="alert">{t('catalog.failed')}</p>
      )}
    </section>
  );
}
