import { useTranslation } from 'react-i18next';

import { TitledPage } from '../../components/titled-page';
import { GiftCatalog } from '../../features/catalog/components/gift-catalog';

export default function GiftItemsPage() {
  const { t } = useTranslation();
  return (
    <TitledPage title={t('pages.giftItems.title')} description={t('pages.giftItems.description')}>
      <GiftCatalog />
    </TitledPage>
  );
}
