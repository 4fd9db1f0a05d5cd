import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { TitledPage } from '../../components/titled-page';
import { LanguagePicker } from '../../features/locale/components/language-picker';
import { useLocale } from '../../lib/i18n';

export default function LanguagePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <TitledPage title={t('pages.language.title')} description={t('pages.language.description')}>
      <LanguagePicker />
      <p>
        <Link to={locale.terms}>{t('legal.title')}</Link>
      </p>
    </TitledPage>
  );
}
