import { useTranslation } from 'react-i18next';

import { TitledPage } from '../../components/titled-page';
import { HowToSteps } from '../../features/content/components/how-to-steps';

export default function HowToUsePage() {
  const { t } = useTranslation();
  return (
    <TitledPage title={t('pages.howToUse.title')} description={t('pages.howToUse.description')}>
      <HowToSteps />
    </TitledPage>
  );
}
