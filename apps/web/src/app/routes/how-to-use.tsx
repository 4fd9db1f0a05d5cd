import { useTranslation } from 'react-i18next';

import { TitledPage } from '../../components/titled-page';

export default function HowToUsePage() {
  const { t } = useTranslation();
  return (
    <TitledPage
      title={t('pages.howToUse.title')}
      description={t('pages.howToUse.description')}
      upcoming
    />
  );
}
