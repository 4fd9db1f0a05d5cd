import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MAX_ACTIVE_SHARES, type ShareLink, type Voucher } from '@kado/shared/schemas';
import { AlertBanner, Button, CopyButton, usePipes } from '@kado/ui';

import { useApiErrorMessage } from '../../../lib/api-error-message';
import { useCreateShare } from '../api/create-share';
import { useShares } from '../api/get-shares';
import { useRevokeShare } from '../api/revoke-share';

/**
 * Share the voucher by link: the Web Share API where the device has it, else the link to copy. The
 * link is shown only now (the server keeps only its hash); live links are listed to revoke.
 */
export function SharePanel({ voucher }: { voucher: Voucher }) {
  const { t } = useTranslation();
  const pipes = usePipes();
  const errorMessage = useApiErrorMessage();
  const shares = useShares(voucher.id);
  const create = useCreateShare();
  const revoke = useRevokeShare();
  const [created, setCreated] = useState<ShareLink | null>(null);
  const live = shares.data?.items.filter((share) => share.revokedAt === null) ?? [];
  const canShare = voucher.status === 'active';

  const share = () => {
    create.mutate(
      { id: voucher.id },
      {
        onSuccess: (link) => {
          setCreated(link);
          // Dismissing the share sheet is fine: the link stays on screen to copy.
          if (typeof navigator.share === 'function') {
            navigator.share({ title: voucher.gift.name, url: link.url }).catch(() => undefined);
          }
        },
      },
    );
  };

  return (
    <section className="voucher-section share-panel" aria-labelledby="share-title">
      <h2 id="share-title">{t('vouchers.share.title')}</h2>
      <p className="voucher-section__hint">{t('vouchers.share.hint')}</p>
      {canShare && (
        <Button
          variant="secondary"
          loading={create.isPending}
          disabled={live.length >= MAX_ACTIVE_SHARES}
          onClick={share}
        >
          {t('vouchers.share.create')}
        </Button>
      )}
      {live.length >= MAX_ACTIVE_SHARES && (
        <p className="voucher-section__hint">
          {t('vouchers.share.limit', { count: MAX_ACTIVE_SHARES })}
        </p>
      )}
      {create.isError && (
        <AlertBanner tone="danger" role="alert">
          {errorMessage(create.error)}
        </AlertBanner>
      )}
      {created && (
        <div className="share-panel__created" role="status">
          <p>{t('vouchers.share.created')}</p>
          <div className="share-panel__link">
            <input
              className="field-input"
              readOnly
              value={created.url}
              aria-label={t('vouchers.share.linkLabel')}
              onFocus={(event) => {
                event.currentTarget.select();
              }}
            />
            <CopyButton value={created.url} label={t('vouchers.share.copy')} />
          </div>
        </div>
      )}
      {revoke.isError && (
        <AlertBanner tone="danger" role="alert">
          {errorMessage(revoke.error)}
        </AlertBanner>
      )}
      {live.length > 0 && (
        <>
          <h3 className="share-panel__list-title">
            {t('vouchers.share.live', { count: live.length })}
          </h3>
          <ul className="share-panel__list">
            {live.map((link) => (
              <li key={link.id}>
                <span>
                  {t('vouchers.share.createdAt', { date: pipes.dateTime(link.createdAt) })}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  loading={revoke.isPending && revoke.variables.shareId === link.id}
                  onClick={() => {
                    revoke.mutate(
                      { id: voucher.id, shareId: link.id },
                      {
                        onSuccess: () => {
                          if (created?.id === link.id) setCreated(null);
                        },
                      },
                    );
                  }}
                >
                  {t('vouchers.share.revoke')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
