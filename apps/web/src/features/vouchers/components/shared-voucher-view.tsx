import { useTranslation } from 'react-i18next';

import type { SharedVoucher } from '@kado/shared/schemas';

import { ShowAtCounter } from './counter-mode';
import { VoucherCodeBlock } from './voucher-code-block';
import { VoucherHeader } from './voucher-header';
import { VoucherTexts } from './voucher-texts';
import './vouchers.css';

/** A voucher someone shared: what the till needs, nothing of the owner's account. */
export function SharedVoucherView({ voucher }: { voucher: SharedVoucher }) {
  const { t } = useTranslation();
  return (
    <article className="voucher-detail">
      <p className="voucher-shared-note">{t('vouchers.sharedNote')}</p>
      <VoucherHeader voucher={voucher} />
      <section className="voucher-section" aria-label={t('vouchers.code')}>
        <VoucherCodeBlock voucher={voucher} />
        <ShowAtCounter voucher={voucher} />
      </section>
      <VoucherTexts voucher={voucher} />
    </article>
  );
}
