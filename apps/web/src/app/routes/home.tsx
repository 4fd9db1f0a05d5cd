import { useTranslation } from 'react-i18next';

import { Container } from '@kado/ui';

import { LinkButton } from '../../components/link-button';
import { PopularGiftsStrip } from '../../features/catalog/components/popular-gifts-strip';
import { BalanceStrip } from '../../features/points/components/balance-strip';
import { useSession } from '../../features/session/api/get-session';
import { useDocumentTitle } from '../../lib/document-title';
import './routes.css';

export default function HomePage() {
  const { t } = useTranslation();
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
        <PopularGiftsStrip />
      </Container>
    </>
  );
}
