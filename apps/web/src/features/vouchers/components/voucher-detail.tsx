import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { Voucher } from '@kado/shared/schemas';
import { AlertBanner, Button, Dialog, usePipes } from '@kado/ui';

import { useApiErrorMessage } from '../../../lib/api-error-message';
import { useNow } from '../../../lib/use-now';
import { useMarkUsed } from '../api/mark-used';
import { useUndoUsed } from '../api/undo-used';
import { undoTimeLeft } from '../hooks/voucher-code';
import { ShowAtCounter } from './counter-mode';
import { SharePanel } from './share-panel';
import { VoucherCodeBlock } from './voucher-code-block';
import { VoucherHeader } from './voucher-header';
import { VoucherTexts } from './voucher-texts';
import './vouchers.css';

/**
 * The owner's voucher: code, barcode, counter mode, mark used and undo, share links, texts. With a
 * `readOnlyReason` (offline, from the copy kept on this device) nothing can change it: the reason
 * stands where the actions would be.
 */
export function VoucherDetail({
  voucher,
  readOnlyReason,
  keepSwitch,
}: {
  voucher: Voucher;
  readOnlyReason?: string;
  /** "Keep on this device" for this voucher, beside its code. */
  keepSwitch?: ReactNode;
}) {
  const { t } = useTranslation();
  const pipes = usePipes();
  const errorMessage = useApiErrorMessage();
  const [confirmUse, setConfirmUse] = useState(false);
  const markUsed = useMarkUsed();
  const undo = useUndoUsed();
  // Ticks every second only while an undo is possible, to show the time left for it.
  const now = useNow(voucher.status === 'used' && voucher.undoUntil ? 1000 : 60_000);
  const undoLeftNow = undoTimeLeft(voucher.undoUntil, now);

  return (
    <article className="voucher-detail">
      <VoucherHeader voucher={voucher} />

      <section className="voucher-section" aria-label={t('vouchers.code')}>
        <VoucherCodeBlock voucher={voucher} />
        <ShowAtCounter voucher={voucher} />
        {keepSwitch}
      </section>

      {voucher.status === 'active' && (
        <section className="voucher-section" aria-labelledby="use-title">
          <h2 id="use-title">{t('vouchers.markUsedTitle')}</h2>
          <p className="voucher-section__hint" id="use-hint">
            {readOnlyReason ?? t('vouchers.markUsedHint')}
          </p>
          <Button
            variant="secondary"
            disabled={readOnlyReason !== undefined}
            aria-describedby="use-hint"
            onClick={() => {
              markUsed.reset();
              setConfirmUse(true);
            }}
          >
            {t('vouchers.markUsed')}
          </Button>
        </section>
      )}

      {voucher.status === 'used' && (
        <section className="voucher-section" aria-labelledby="used-title">
          <h2 id="used-title">
            {voucher.usedAt
              ? t('vouchers.usedAt', { date: pipes.dateTime(voucher.usedAt) })
              : t('vouchers.status.used')}
          </h2>
          {undoLeftNow > 0 && readOnlyReason === undefined && (
            <>
              <p className="voucher-section__hint">
                {t('vouchers.undoHint', { time: pipes.countdown(voucher.undoUntil ?? now, now) })}
              </p>
              <Button
                variant="secondary"
                loading={undo.isPending}
                onClick={() => {
                  undo.mutate({ id: voucher.id });
                }}
              >
                {t('vouchers.undo')}
              </Button>
            </>
          )}
          {undo.isError && (
            <AlertBanner tone="danger" role="alert">
              {errorMessage(undo.error)}
            </AlertBanner>
          )}
        </section>
      )}

      {voucher.status === 'refunded' && (
        <p className="voucher-section voucher-section__hint">{t('vouchers.refundedHint')}</p>
      )}

      {voucher.status === 'active' && readOnlyReason === undefined && (
        <SharePanel voucher={voucher} />
      )}

      <VoucherTexts voucher={voucher} />

      <Dialog
        isOpen={confirmUse}
        onOpenChange={(open) => {
          if (!markUsed.isPending) setConfirmUse(open);
        }}
        title={t('vouchers.confirmUseTitle')}
        footer={
          <>
            <Button
              variant="secondary"
              disabled={markUsed.isPending}
              onClick={() => {
                setConfirmUse(false);
              }}
            >
              {t('exchange.cancel')}
            </Button>
            <Button
              loading={markUsed.isPending}
              onClick={() => {
                markUsed.mutate(
                  { id: voucher.id },
                  {
                    onSuccess: () => {
                      setConfirmUse(false);
                    },
                  },
                );
              }}
            >
              {t('vouchers.markUsed')}
            </Button>
          </>
        }
      >
        <p>{t('vouchers.confirmUseBody', { name: voucher.gift.name })}</p>
        {markUsed.isError && (
          <AlertBanner tone="danger" role="alert">
            {errorMessage(markUsed.error)}
          </AlertBanner>
        )}
      </Dialog>
    </article>
  );
}
