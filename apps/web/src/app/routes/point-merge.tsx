import { useTranslation } from 'react-i18next';

import { readablePhone } from '@kado/ui';

import { TitledPage } from '../../components/titled-page';
import { useProfile } from '../../features/account/api/get-profile';
import { BoxMerge } from '../../features/boxes/components/box-merge';
import './wallet-pages.css';

export default function PointMergePage() {
  const { t } = useTranslation();
  const phone = useProfile().data?.phone ?? null;
  return (
    <TitledPage title={t('pages.pointMerge.title')} description={t('pages.pointMerge.description')}>
      <BoxMerge phone={phone ? readablePhone(phone) : null} />
    </TitledPage>
  );
}
