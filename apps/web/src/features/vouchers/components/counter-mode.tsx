import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { SharedVoucher } from '@kado/shared/schemas';
import { Barcode, Button, Dialog } from '@kado/ui';

import { useWakeLock } from '../../../lib/use-wake-lock';
import { groupCode } from '../hooks/voucher-code';

/** Full screen where the browser allows it (called from the press that opens counter mode). */
function enterFullScreen(): void {
  const root = document.documentElement;
  if (document.fullscreenElement || typeof root.requestFullscreen !== 'function') return;
  root.requestFullscreen({ navigationUI: 'hide' }).catch(() => undefined);
}

function leaveFullScreen(): void {
  if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
}

/**
 * Show-at-counter: the code and barcode alone, full screen, black on white at any theme, large
 * enough to scan and read across a counter; the screen stays on while it is open.
 */
function CounterMode({
  voucher,
  isOpen,
  onOpenChange,
}: {
  voucher: SharedVoucher;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  useWakeLock(isOpen);
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={voucher.gift.name}
      size="full"
      footer={
        <Button
          size="lg"
          block
          onClick={() => {
            onOpenChange(false);
          }}
        >
          {t('counter.close')}
        </Button>
      }
    >
      <div className="counter-mode">
        <p className="counter-mode__brand">{voucher.gift.brand.name}</p>
        <div className="counter-mode__barcode">
          <Barcode
            format={voucher.barcode.format}
            value={voucher.barcode.payload}
            label={t('vouchers.barcodeLabel', { code: voucher.code })}
            size="lg"
          />
        </div>
        <p className="counter-mode__code">{groupCode(voucher.code)}</p>
        {voucher.pin !== null && (
          <p className="counter-mode__pin">
            {t('vouchers.pin')}: <span>{voucher.pin}</span>
          </p>
        )}
      </div>
    </Dialog>
  );
}

/** An active voucher's show-at-counter button, and the counter mode it opens (full screen). */
export function ShowAtCounter({ voucher }: { voucher: SharedVoucher }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  if (voucher.status !== 'active') return null;
  return (
    <>
      <Button
        size="lg"
        block
        onClick={() => {
          enterFullScreen();
          setOpen(true);
        }}
      >
        {t('vouchers.showAtCounter')}
      </Button>
      <CounterMode
        voucher={voucher}
        isOpen={isOpen}
        onOpenChange={(open) => {
          if (!open) leaveFullScreen();
          setOpen(open);
        }}
      />
    </>
  );
}
