import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { BARCODE_FORMATS, type BarcodeFormat, type SharedVoucher } from '@kado/shared/schemas';
import { Barcode, Button, Dialog, Tab, TabList, TabPanel, Tabs } from '@kado/ui';

import { useWakeLock } from '../../../lib/use-wake-lock';
import { groupCode } from '../hooks/voucher-code';
import { ExpiryCountdown } from './expiry-countdown';

/** Full screen where the browser allows it (called from the press that opens counter mode). */
function enterFullScreen(): void {
  const root = document.documentElement;
  if (document.fullscreenElement || typeof root.requestFullscreen !== 'function') return;
  root.requestFullscreen({ navigationUI: 'hide' }).catch(() => undefined);
}

function leaveFullScreen(): void {
  if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
}

/** The code in groups of four, two groups to a line that never breaks inside (read across a till). */
function codeLines(code: string): string[] {
  const groups = groupCode(code).split(' ');
  const lines: string[] = [];
  for (let i = 0; i < groups.length; i += 2) lines.push(groups.slice(i, i + 2).join(' '));
  return lines;
}

/**
 * Show-at-counter: the brand, the code as QR or Code 128 (the till's choice, the voucher's own
 * format first) with its digits large and grouped, black on white at any theme, the time left and a
 * brightness hint; the screen stays on while it is open. It renders from `voucher` alone (online or
 * a kept copy offline) and is read-only: nothing here changes the voucher.
 */
export function CounterMode({
  voucher,
  isOpen,
  onOpenChange,
}: {
  voucher: SharedVoucher;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [format, setFormat] = useState<BarcodeFormat>(voucher.barcode.format);
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
        <Tabs
          className="counter-mode__tabs"
          selectedKey={format}
          onSelectionChange={(key) => {
            const next = BARCODE_FORMATS.find((candidate) => candidate === key);
            if (next) setFormat(next);
          }}
        >
          <TabList aria-label={t('counter.formatsLabel')} className="counter-mode__formats">
            {BARCODE_FORMATS.map((id) => (
              <Tab key={id} id={id}>
                {t(`counter.formats.${id}`)}
              </Tab>
            ))}
          </TabList>
          {BARCODE_FORMATS.map((id) => (
            <TabPanel key={id} id={id} className="counter-mode__card">
              <Barcode
                format={id}
                value={voucher.barcode.payload}
                label={t(`counter.labels.${id}`, { code: voucher.code })}
                size="lg"
              />
              <p className="counter-mode__code">
                {codeLines(voucher.code).map((line, index) => (
                  // The space between lines keeps the groups apart for screen readers and copying.
                  <Fragment key={line}>
                    {index > 0 && ' '}
                    <span>{line}</span>
                  </Fragment>
                ))}
              </p>
              {voucher.pin !== null && (
                <p className="counter-mode__pin">
                  {t('vouchers.pin')}: <span>{voucher.pin}</span>
                </p>
              )}
            </TabPanel>
          ))}
        </Tabs>
        <p className="counter-mode__expiry">
          <ExpiryCountdown expiresAt={voucher.expiresAt} />
        </p>
        <p className="counter-mode__hint">{t('counter.brightness')}</p>
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
