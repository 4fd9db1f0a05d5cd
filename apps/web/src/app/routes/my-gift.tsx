import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { TitledPage } from '../../components/titled-page';
import { VoucherTabs } from '../../features/vouchers/components/voucher-tabs';
import { parseTab } from '../../features/vouchers/hooks/voucher-tabs';

export default function MyGiftPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  return (
    <TitledPage title={t('pages.myGift.title')} description={t('pages.myGift.description')}>
      <VoucherTabs
        tab={parseTab(params.get('tab'))}
        onTabChange={(tab) => {
          setParams(tab === 'active' ? {} : { tab }, { replace: true, preventScrollReset: true });
        }}
      />
    </TitledPage>
  );
}
