import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { TitledPage } from '../../components/titled-page';
import { useKeptVouchers } from '../../features/kept-vouchers/api/get-kept-vouchers';
import { useKeptVouchersSync } from '../../features/kept-vouchers/api/sync-kept-vouchers';
import { KeepSwitch } from '../../features/kept-vouchers/components/keep-switch';
import { KeptNotice } from '../../features/kept-vouchers/components/kept-notice';
import { useSession } from '../../features/session/api/get-session';
import { OfflineVoucherList } from '../../features/vouchers/components/offline-voucher-list';
import { VoucherTabs } from '../../features/vouchers/components/voucher-tabs';
import { parseTab } from '../../features/vouchers/hooks/voucher-tabs';

export default function MyGiftPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const kept = useKeptVouchers();
  const { unreachable } = useKeptVouchersSync();

  if (unreachable) {
    return (
      <TitledPage title={t('pages.myGift.title')} description={t('pages.myGift.description')}>
        {kept.data && <KeptNotice updatedAt={kept.data.lastContactAt} />}
        <OfflineVoucherList
          vouchers={kept.data?.vouchers.map((copy) => copy.voucher) ?? []}
          emptyTitle={t('kept.empty')}
        />
      </TitledPage>
    );
  }
  return (
    <TitledPage title={t('pages.myGift.title')} description={t('pages.myGift.description')}>
      {session.data?.signedIn && (
        <KeepSwitch accountTag={session.data.accountTag} choices={kept.data?.choices} />
      )}
      <VoucherTabs
        tab={parseTab(params.get('tab'))}
        onTabChange={(tab) => {
          setParams(tab === 'active' ? {} : { tab }, { replace: true, preventScrollReset: true });
        }}
      />
    </TitledPage>
  );
}
