import { useTranslation } from 'react-i18next';

import { TitledPage } from '../../components/titled-page';
import { SentGiftList } from '../../features/gifting/components/sent-gift-list';

/** `/sent-gifts`: where each gift I sent stands; cancel one not yet claimed (PRODUCT.md §10). */
export default function SentGiftsPage() {
  const { t } = useTranslation();
  return (
    <TitledPage title={t('pages.sentGifts.title')} description={t('pages.sentGifts.description')}>
      <SentGiftList />
    </TitledPage>
  );
}
