import { useTranslation } from 'react-i18next';

import type { Voucher } from '@kado/shared/schemas';
import { EmptyState } from '@kado/ui';

import { isUsable } from '../../../lib/kept-vouchers';
import { useNow } from '../../../lib/use-now';
import { VoucherCard } from './voucher-card';
import './vouchers.css';

/** Offline: the active vouchers kept on this device, as the active tab shows them online. */
export function OfflineVoucherList({
  vouchers,
  emptyTitle,
}: {
  vouchers: readonly Voucher[];
  emptyTitle: string;
}) {
  const { t } = useTranslation();
  const now = useNow(60_000);
  // Checked again as time passes: a copy that expires while the page is open leaves the list.
  const usable = vouchers.filter((voucher) => isUsable(voucher, now));
  if (usable.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <ul className="voucher-list" aria-label={t('vouchers.tabs.active')}>
      {usable.map((voucher) => (
        <li key={voucher.id}>
          <VoucherCard voucher={voucher} now={now} />
        </li>
      ))}
    </ul>
  );
}
