import { useTranslation } from 'react-i18next';

import { TitledPage } from '../../components/titled-page';

export default function GiftDetailPage() {
  const { t } = useTranslation();
  return (
    <TitledPage
      title={t('pages.giftDetail.title')}
      description={t('pages.giftDetail.description')}
      upcoming
    />
  );
}
