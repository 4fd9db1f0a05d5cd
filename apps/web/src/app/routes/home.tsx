import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { Container } from '@kado/ui';

import { LinkButton } from '../../components/link-button';
import { CategoriesStrip } from '../../features/catalog/components/categories-strip';
import { PopularGiftsStrip } from '../../features/catalog/components/popular-gifts-strip';
import { BalanceStrip } from '../../features/points/components/balance-strip';
import { useSession } from '../../features/session/api/get-session';
import type { PaintedCategories } from '../../features/catalog/api/get-categories';
import type { FirstGiftPage } from '../../features/catalog/api/get-gifts';
import { useDocumentTitle } from '../../lib/document-title';
import { readPaintedCategories, readPaintedGifts } from '../shell/painted-gifts';
import './routes.css';

let painted: { popular: FirstGiftPage | null; categories: PaintedCategories | null } | null = null;
/**
 * A signed-out visitor's home arrives painted with its categories and popular gifts; the router
 * renders the page once they are read (PageModule.ready), so the SPA's first render draws the same.
 */
export const ready = Promise.all([readPaintedGifts(), readPaintedCategories()]).then(
  ([popular, categories]) => {
    painted = { popular, categories };
  },
);

export default function HomePage({
  paintedPopular = painted?.popular,
  paintedCategories = painted?.categories,
}: {
  /** The popular gifts as painted (the BFF's render passes them). */
  paintedPopular?: FirstGiftPage | null | undefined;
  /** The categories as painted, likewise. */
  paintedCategories?: PaintedCategories | null | undefined;
}) {
  const { t } = useTranslation();
  // The paint is the first render's: later visits find the lists in the cache, or ask for them.
  useEffect(() => {
    painted = null;
  }, []);
  const signedIn = useSession().data?.signedIn === true;
  useDocumentTitle(null);
  return (
    <>
      <section className="home-hero" aria-labelledby="home-title">
        <Container>
          <h1 id="home-title" tabIndex={-1}>
            {t('home.title')}
          </h1>
          <p className="home-hero__lead">{t('home.lead')}</p>
          <div className="home-hero__actions">
            <LinkButton to="/gift-items" size="lg">
              {t('home.browse')}
            </LinkButton>
            {signedIn ? (
              <LinkButton to="/top" variant="secondary" size="lg">
                {t('home.openWallet')}
              </LinkButton>
            ) : (
              <LinkButton to="/auth/register" variant="secondary" size="lg">
                {t('home.join')}
              </LinkButton>
            )}
          </div>
        </Container>
      </section>
      <Container className="home-sections">
        {signedIn && <BalanceStrip />}
        <CategoriesStrip painted={paintedCategories ?? undefined} />
        <PopularGiftsStrip firstPage={paintedPopular ?? undefined} />
      </Container>
    </>
  );
}
