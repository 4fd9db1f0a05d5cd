import { useTranslation } from 'react-i18next';

import { TitledPage } from '../../components/titled-page';
import { LanguagePicker } from '../../features/locale/components/language-picker';

export default function LanguagePage() {
  const { t } = useTranslation();
  return (
    <TitledPage title={t('pages.language.title')} description={t('pages.language.description')}>
      <LanguagePicker />
    </TitledPage>
  );
}
