import { useTranslation } from 'react-i18next';

import { TitledPage } from '../../components/titled-page';

export default function ContactUsPage() {
  const { t } = useTranslation();
  return (
    <TitledPage
      title={t('pages.contactUs.title')}
      description={t('pages.contactUs.description')}
      upcoming
    />
  );
}
