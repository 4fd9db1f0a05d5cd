import { useTranslation } from 'react-i18next';

import { TitledPage } from '../../components/titled-page';
import { FaqList } from '../../features/content/components/faq-list';

export default function FaqPage() {
  const { t } = useTranslation();
  return (
    <TitledPage title={t('pages.faq.title')} description={t('pages.faq.description')}>
      <FaqList />
    </TitledPage>
  );
}
