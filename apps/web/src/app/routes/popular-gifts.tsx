import { useTranslation } from 'react-i18next';

import { TitledPage } from '../../components/titled-page';

export default function PopularGiftsPage() {
  const { t } = useTranslation();
  return (
    <TitledPage
      title={t('pages.popularGifts.title')}
      description={t('pages.popularGifts.description')}
      upcoming
    />
  );
}
