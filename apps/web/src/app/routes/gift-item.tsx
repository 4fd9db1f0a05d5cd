import { useTranslation } from 'react-i18next';

import { TitledPage } from '../../components/titled-page';

export default function GiftItemPage() {
  const { t } = useTranslation();
  return (
    <TitledPage
      title={t('pages.giftItem.title')}
      description={t('pages.giftItem.description')}
      upcoming
    />
  );
}
