import { useTranslation } from 'react-i18next';

import { TitledPage } from '../../components/titled-page';

export default function SharedGiftDetailPage() {
  const { t } = useTranslation();
  return (
    <TitledPage
      title={t('pages.giftDetailShared.title')}
      description={t('pages.giftDetailShared.description')}
      upcoming
    />
  );
}
