import { useTranslation } from 'react-i18next';

import type { SharedVoucher } from '@kado/shared/schemas';
import { Badge, usePipes } from '@kado/ui';

import { useImageUrl } from '../../../config/runtime-config-context';
import { useNow } from '../../../lib/use-now';
import { expiresSoon } from '../hooks/voucher-tabs';
import { ExpiryCountdown } from './expiry-countdown';
import { VoucherStatusChip } from './voucher-status-chip';

/** Picture, brand, name, status, and the validity with the time left. */
export function VoucherHeader({ voucher }: { voucher: SharedVoucher }) {
  const { t } = useTranslation();
  const pipes = usePipes();
  const imageUrl = useImageUrl();
  const soon = expiresSoon(voucher, useNow(60_000));
  return (
    <header className="voucher-header">
      <img
        className="voucher-header__image"
        src={imageUrl(voucher.gift.imagePath)}
        alt=""
        width={640}
        height={400}
        decoding="async"
      />
      <div className="voucher-header__text">
        <p className="voucher-header__brand">{voucher.gift.brand.name}</p>
        <h1 tabIndex={-1} className="voucher-header__name">
          {voucher.gift.name}
        </h1>
        <div className="voucher-header__status">
          <VoucherStatusChip status={voucher.status} />
          {soon && <Badge tone="warning">{t('vouchers.expiresSoon')}</Badge>}
        </div>
        <dl className="voucher-header__dates">
          <div>
            <dt>{t('vouchers.issued')}</dt>
            <dd>{pipes.date(voucher.issuedAt)}</dd>
          </div>
          <div>
            <dt>{t('vouchers.validUntil')}</dt>
            <dd>
              {/* A voucher is valid to the end of its last day (PRODUCT.md §4): a day, no clock time. */}
              {pipes.date(voucher.expiresAt)}
              {voucher.status === 'active' && (
                <>
                  {' · '}
                  <ExpiryCountdown expiresAt={voucher.expiresAt} />
                </>
              )}
            </dd>
          </div>
        </dl>
      </div>
    </header>
  );
}
