import { useTranslation } from 'react-i18next';

import { TitledPage } from '../../components/titled-page';

export default function PointMergePage() {
  const { t } = useTranslation();
  return (
    <TitledPage
      title={t('pages.pointMerge.title')}
      description={t('pages.pointMerge.description')}
      upcoming
    />
  );
}
