import { useTranslation } from 'react-i18next';

import { TitledPage } from '../../components/titled-page';
import { ExpiredHistory, UpcomingExpiries } from '../../features/points/components/expiry-overview';
import './wallet-pages.css';

export default function ExpirationPointPage() {
  const { t } = useTranslation();
  return (
    <TitledPage
      title={t('pages.expirationPoint.title')}
      description={t('pages.expirationPoint.description')}
    >
      <section className="wallet-page__section" aria-labelledby="due-title">
        <h2 id="due-title">{t('expiry.dueTitle')}</h2>
        <p className="wallet-page__note">{t('expiry.dueNote')}</p>
        <UpcomingExpiries />
      </section>
      <section className="wallet-page__section" aria-labelledby="expired-title">
        <h2 id="expired-title">{t('expiry.expiredTitle')}</h2>
        <ExpiredHistory />
      </section>
    </TitledPage>
  );
}
