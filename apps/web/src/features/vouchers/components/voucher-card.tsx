import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { pathFor } from '@kado/shared';
import type { Voucher } from '@kado/shared/schemas';
import { Badge, usePipes } from '@kado/ui';

import { useImageUrl } from '../../../config/runtime-config-context';
import { expiresSoon } from '../hooks/voucher-tabs';
import { ExpiryCountdown } from './expiry-countdown';
import { VoucherStatusChip } from './voucher-status-chip';

/** A voucher in my list: picture, brand, name (the link), status and time left or the date. */
export function VoucherCard({ voucher, now }: { voucher: Voucher; now: number }) {
  const { t } = useTranslation();
  const pipes = usePipes();
  const imageUrl = useImageUrl();
  const soon = expiresSoon(voucher, now);
  return (
    <article className="voucher-card" data-status={voucher.status}>
      <img
        className="voucher-card__image"
        src={imageUrl(voucher.gift.imagePath)}
        alt=""
        width={640}
        height={400}
        loading="lazy"
        decoding="async"
      />
      <div className="voucher-card__body">
        <p className="voucher-card__brand">{voucher.gift.brand.name}</p>
        <h2 className="voucher-card__name">
          <Link to={pathFor('gift-detail', { id: voucher.id })} className="voucher-card__link">
            {voucher.gift.name}
          </Link>
        </h2>
        <div className="voucher-card__meta">
          {voucher.status === 'active' ? (
            <>
              {soon && <Badge tone="warning">{t('vouchers.expiresSoon')}</Badge>}
              <ExpiryCountdown expiresAt={voucher.expiresAt} />
            </>
          ) : (
            <>
              <VoucherStatusChip status={voucher.status} />
              {voucher.status !== 'refunded' && (
                <span>
                  {voucher.status === 'used' && voucher.usedAt
                    ? t('vouchers.usedOn', { date: pipes.date(voucher.usedAt) })
                    : t('vouchers.expiredOn', { date: pipes.date(voucher.expiresAt) })}
                </span>
              )}
            </>
          )}
        </div>
      </div>
    </article>
  );
}
