import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { pathFor } from '@kado/shared';
import type { GiftDetail, SentPresent } from '@kado/shared/schemas';
import { AlertBanner, Button, Dialog, EmptyState, LoadMore, usePipes } from '@kado/ui';

import { LinkButton } from '../../../components/link-button';
import { LoadingState } from '../../../components/loading-state';
import { useApiErrorMessage } from '../../../lib/api-error-message';
import { useCancelPresent } from '../api/cancel-present';
import { useGiftsById } from '../api/get-gifts';
import { useSentPresents } from '../api/get-sent-presents';
import { SentGiftItem } from './sent-gift-item';
import './gifting.css';

/**
 * The gifts I sent, newest first, a page at a time, each with its state; a gift not yet claimed
 * can be cancelled (after a confirmation), which gives its points back.
 */
export function SentGiftList() {
  const { t } = useTranslation();
  const pipes = usePipes();
  const errorMessage = useApiErrorMessage();
  const pages = useSentPresents();
  const cancel = useCancelPresent();
  const [confirming, setConfirming] = useState<SentPresent | null>(null);
  const [returned, setReturned] = useState<number | null>(null);
  const status = useRef<HTMLParagraphElement>(null);

  // The cancelled gift's button is gone: focus goes to the news instead of the page's start.
  useEffect(() => {
    if (returned !== null) status.current?.focus();
  }, [returned]);

  const presents = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const gifts = useGiftsById(presents.map((present) => present.giftId));
  const giftById = new Map<string, GiftDetail>();
  for (const query of gifts) if (query.data) giftById.set(query.data.id, query.data);

  const amount = (points: number) =>
    t('points.amount', { count: points, points: pipes.points(points) });

  const confirmCancel = () => {
    if (!confirming || cancel.isPending) return;
    const { id, points } = confirming;
    cancel.mutate(
      { id },
      {
        onSuccess: () => {
          setConfirming(null);
          setReturned(points);
        },
      },
    );
  };

  if (pages.isPending) return <LoadingState label={t('gifting.sent.loading')} />;
  if (pages.isError) {
    return (
      <AlertBanner tone="danger" role="alert">
        <p>{t('gifting.sent.failed')}</p>
        <Button variant="secondary" size="sm" onClick={() => void pages.refetch()}>
          {t('gifting.sent.retry')}
        </Button>
      </AlertBanner>
    );
  }

  return (
    <div className="sent-gifts">
      <p ref={status} role="status" tabIndex={-1} className="sent-gifts__status">
        {returned === null ? '' : t('gifting.sent.cancelled', { amount: amount(returned) })}
      </p>
      {presents.length === 0 ? (
        <EmptyState
          title={t('gifting.sent.emptyTitle')}
          body={t('gifting.sent.emptyBody')}
          action={
            <LinkButton to={pathFor('gift-items')} variant="primary">
              {t('gifting.sent.emptyAction')}
            </LinkButton>
          }
        />
      ) : (
        <>
          <ul className="sent-gifts__list" aria-label={t('pages.sentGifts.title')}>
            {presents.map((present) => (
              <li key={present.id}>
                <SentGiftItem
                  present={present}
                  gift={giftById.get(present.giftId)}
                  onCancel={(chosen) => {
                    cancel.reset();
                    setReturned(null);
                    setConfirming(chosen);
                  }}
                />
              </li>
            ))}
          </ul>
          {pages.hasNextPage && (
            <LoadMore
              shown={presents.length}
              hasMore
              busy={pages.isFetchingNextPage}
              label={t('gifting.sent.more')}
              onLoadMore={() => void pages.fetchNextPage()}
            />
          )}
        </>
      )}

      <Dialog
        isOpen={confirming !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen && !cancel.isPending) setConfirming(null);
        }}
        title={t('gifting.sent.confirmTitle')}
        footer={
          <>
            <Button
              variant="secondary"
              disabled={cancel.isPending}
              onClick={() => {
                setConfirming(null);
              }}
            >
              {t('gifting.sent.keep')}
            </Button>
            <Button loading={cancel.isPending} onClick={confirmCancel}>
              {t('gifting.sent.cancel')}
            </Button>
          </>
        }
      >
        {confirming && (
          <p>
            {t('gifting.sent.confirmBody', {
              name: giftById.get(confirming.giftId)?.name ?? t('gifting.sent.unknownGift'),
              amount: amount(confirming.points),
            })}
          </p>
        )}
        {cancel.isError && (
          <AlertBanner tone="danger" role="alert">
            {errorMessage(cancel.error)}
          </AlertBanner>
        )}
      </Dialog>
    </div>
  );
}
