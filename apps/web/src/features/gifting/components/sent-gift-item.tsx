import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { presentCardImagePath, type GiftDetail, type SentPresent } from '@kado/shared/schemas';
import { Badge, Button, Image, StatusChip, usePipes } from '@kado/ui';

import { useLocale } from '../../../lib/i18n';
import { STATE_TONES, isCancellable, lastChange } from './present-state';

export interface SentGiftItemProps {
  present: SentPresent;
  /** The gift's catalog entry, once known (an unlisted gift stays unnamed). */
  gift: GiftDetail | undefined;
  onCancel: (present: SentPresent) => void;
}

/**
 * One gift I sent: what, which card, its state in words, its dates, the recipient's thank-you
 * note. Never anything about whether the recipient used the voucher.
 */
export function SentGiftItem({ present, gift, onCancel }: SentGiftItemProps) {
  const { t } = useTranslation();
  const pipes = usePipes();
  const locale = useLocale();
  const id = useId();
  const name = gift?.name ?? t('gifting.sent.unknownGift');
  const changed = lastChange(present);
  const open = isCancellable(present);

  return (
    <article className="sent-gift" aria-labelledby={`${id}-name`}>
      <Image
        className="sent-gift__card"
        src={presentCardImagePath(present.design, locale.code)}
        alt=""
        ratio="1200 / 630"
        width={1200}
        height={630}
      />
      <div className="sent-gift__body">
        <div className="sent-gift__head">
          <h2 id={`${id}-name`} className="sent-gift__name">
            {t('gifting.sent.item', { name, count: present.quantity })}
          </h2>
          <StatusChip tone={STATE_TONES[present.state]}>
            {t(`gifting.sent.states.${present.state}`)}
          </StatusChip>
        </div>
        <p className="sent-gift__state">{t(`gifting.sent.stateNotes.${present.state}`)}</p>
        <dl className="sent-gift__facts">
          <div>
            <dt>{t('gifting.sent.card')}</dt>
            <dd>{t(`gifting.designs.${present.design}.name`)}</dd>
          </div>
          <div>
            <dt>{t('gifting.sent.points')}</dt>
            <dd>
              {t('points.amount', { count: present.points, points: pipes.points(present.points) })}
            </dd>
          </div>
          <div>
            <dt>{t('gifting.sent.sentOn')}</dt>
            <dd>
              <time dateTime={present.createdAt}>{pipes.dateTime(present.createdAt)}</time>
            </dd>
          </div>
          {open && (
            <div>
              <dt>{t('gifting.sent.claimUntil')}</dt>
              <dd>
                <time dateTime={present.claimUntil}>{pipes.dateTime(present.claimUntil)}</time>
              </dd>
            </div>
          )}
          {changed !== present.createdAt && (
            <div>
              <dt>{t('gifting.sent.lastChange')}</dt>
              <dd>
                <time dateTime={changed}>{pipes.dateTime(changed)}</time>
              </dd>
            </div>
          )}
        </dl>
        {(present.locked || present.hasPasscode) && (
          <p className="sent-gift__badges">
            {present.hasPasscode && <Badge>{t('gifting.sent.withPasscode')}</Badge>}
            {present.locked && <Badge tone="danger">{t('gifting.sent.locked')}</Badge>}
          </p>
        )}
        {present.state === 'declined' && present.note && (
          <figure className="sent-gift__note">
            <figcaption>{t('gifting.sent.note')}</figcaption>
            <blockquote>{present.note}</blockquote>
          </figure>
        )}
        {open && (
          <div className="sent-gift__actions">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                onCancel(present);
              }}
            >
              {t('gifting.sent.cancel')}
            </Button>
          </div>
        )}
      </div>
    </article>
  );
}
