import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { SharedVoucher } from '@kado/shared/schemas';
import { Barcode, Button, CopyButton } from '@kado/ui';

import { groupCode } from '../hooks/voucher-code';

/**
 * What the till needs: the code grouped for reading with a copy button, the PIN hidden until the
 * holder reveals it, and the QR code or Code 128 barcode the voucher says.
 */
export function VoucherCodeBlock({ voucher }: { voucher: SharedVoucher }) {
  const { t } = useTranslation();
  const id = useId();
  const [pinShown, setPinShown] = useState(false);
  const usable = voucher.status === 'active';
  return (
    <div className="voucher-code" data-usable={usable}>
      <div className="voucher-code__barcode">
        <Barcode
          format={voucher.barcode.format}
          value={voucher.barcode.payload}
          label={t('vouchers.barcodeLabel', { code: voucher.code })}
        />
      </div>
      <div className="voucher-code__row">
        <div>
          <p id={`${id}-code`} className="voucher-code__label">
            {t('vouchers.code')}
          </p>
          <p className="voucher-code__value" aria-labelledby={`${id}-code`}>
            {groupCode(voucher.code)}
          </p>
        </div>
        <CopyButton value={voucher.code} label={t('vouchers.copyCode')} />
      </div>
      {voucher.pin !== null && (
        <div className="voucher-code__row">
          <div>
            <p className="voucher-code__label">{t('vouchers.pin')}</p>
            <p className="voucher-code__value">
              {pinShown ? voucher.pin : <span aria-label={t('vouchers.pinHidden')}>••••</span>}
            </p>
          </div>
          <Button
            variant="secondary"
            size="sm"
            aria-pressed={pinShown}
            onClick={() => {
              setPinShown((shown) => !shown);
            }}
          >
            {pinShown ? t('vouchers.hidePin') : t('vouchers.showPin')}
          </Button>
        </div>
      )}
    </div>
  );
}
