import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { MANUAL_SECTIONS } from '@kado/shared';

import { TitledPage } from '../../components/titled-page';
import './routes.css';

export default function ManualPage() {
  const { t } = useTranslation();
  return (
    <TitledPage title={t('pages.manual.title')} description={t('pages.manual.description')}>
      <ul className="manual-index">
        {MANUAL_SECTIONS.map((section) => (
          <li key={section}>
            <Link to={`/manual/${section}`} className="manual-index__link">
              {t(`manual.sections.${section}.title`)}
            </Link>
            <p>{t(`manual.sections.${section}.description`)}</p>
          </li>
        ))}
      </ul>
    </TitledPage>
  );
}
