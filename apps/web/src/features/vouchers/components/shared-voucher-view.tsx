import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { SharedVoucher } from '@kado/shared/schemas';
import { Button } from '@kado/ui';

import { CounterMode, enterFullScreen, leaveFullScreen } from './counter-mode';
import { VoucherCodeBlock } from './voucher-code-block';
import { VoucherHeader } from './voucher-header';
import { VoucherTexts } from './voucher-texts';
import './vouchers.css';

/** A voucher someone shared: what the till needs, nothing of the owner's account. */
export function SharedVoucherView({ voucher }: { voucher: SharedVoucher }) {
  const { t } = useTranslation();
  const [counter, setCounter] = useState(false);
  return (
    <article className="voucher-detail">
      <p className="voucher-shared-note">{t('vouchers.sharedNote')}</p>
      <VoucherHeader voucher={voucher} />
      <section className="voucher-section" aria-label={t('vouchers.code')}>
        <VoucherCodeBlock voucher={voucher} />
        {voucher.status === 'active' && (
          <Button
            size="lg"
            block
            onClick={() => {
              enterFullScreen();
              setCounter(true);
            }}
          >
            {t('vouchers.showAtCounter')}
          </Button>
        )}
      </section>
      <VoucherTexts voucher={voucher} />
      <CounterMode
        voucher={voucher}
        isOpen={counter}
        onOpenChange={(open) => {
          if (!open) leaveFullScreen();
          setCounter(open);
        }}
      />
    </article>
  );
}
