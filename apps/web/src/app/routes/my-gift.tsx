import { useTranslation } from 'react-i18next';

import { TitledPage } from '../../components/titled-page';

export default function MyGiftPage() {
  const { t } = useTranslation();
  return (
    <TitledPage
      title={t('pages.myGift.title')}
      description={t('pages.myGift.description')}
      upcoming
    />
  );
}
