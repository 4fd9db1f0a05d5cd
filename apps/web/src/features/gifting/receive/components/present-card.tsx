import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { presentCardImagePath, type ReceivedPresent } from '@kado/shared/schemas';
import { Image, usePipes } from '@kado/ui';

import { useImageUrl } from '../../../../config/runtime-config-context';
import { useLocale } from '../../../../lib/i18n';

/**
 * The card as the sender made it: the design drawn in the reader's language (its greeting is the
 * picture's text, and shows as text when the picture does not load), the sender's name, the
 * message as plain text with its line breaks, then the gift and how long it stays valid.
 */
export function PresentCard({ card, headingId }: { card: ReceivedPresent; headingId: string }) {
  const { t } = useTranslation();
  const pipes = usePipes();
  const imageUrl = useImageUrl();
  const locale = useLocale().code;
  const design = card.design;
  // A picture that does not load leaves the greeting and the sender's name, not a broken frame.
  const [drawn, setDrawn] = useState(true);
  const greeting = t(`gifting.designs.${design}.greeting`);
  return (
    <>
      <figure className="receive-card">
        {drawn && (
          <Image
            className="receive-card__image"
            src={presentCardImagePath(design, locale)}
            alt={greeting}
            ratio="1200 / 630"
            width={1200}
            height={630}
            priority
            fit="contain"
            onError={() => {
              setDrawn(false);
            }}
          />
        )}
        <figcaption className="receive-card__caption">
          {!drawn && <p className="receive-card__greeting">{greeting}</p>}
          <p className="receive-card__from">
            {t('gifting.receive.from', { name: card.senderName })}
          </p>
        </figcaption>
      </figure>
      <h1 id={headingId} tabIndex={-1} className="receive__title">
        {t('gifting.receive.title', { name: card.senderName })}
      </h1>
      {card.message && (
        <blockquote className="receive__message">
          {/* Text, never markup: React escapes it; CSS keeps the sender's line breaks. */}
          <p>{card.message}</p>
        </blockquote>
      )}
      <section className="receive-gift" aria-labelledby={`${headingId}-gift`}>
        <h2 id={`${headingId}-gift`} className="receive-gift__heading">
          {t('gifting.receive.giftHeading')}
        </h2>
        <div className="receive-gift__body">
          <Image
            className="receive-gift__image"
            src={imageUrl(card.gift.imagePath)}
            alt=""
            width={640}
            height={400}
          />
          <div className="receive-gift__text">
            <p className="receive-gift__brand">{card.gift.brand.name}</p>
            <p className="receive-gift__name">
              {card.gift.name}
              {card.quantity > 1 && (
                <span className="receive-gift__quantity">
                  {' '}
                  {t('gifting.receive.quantity', { quantity: pipes.number(card.quantity) })}
                </span>
              )}
            </p>
            <dl className="receive-gift__facts">
              <div>
                <dt>{t('gifting.receive.validUntil')}</dt>
                <dd>
                  {pipes.date(card.vouchersExpireAt)}{' '}
                  <span className="receive-gift__muted">
                    {t('gifting.receive.validity', { count: card.validityDays })}
                  </span>
                </dd>
              </div>
              <div>
                <dt>{t('gifting.receive.claimBy')}</dt>
                <dd>{pipes.dateTime(card.claimUntil)}</dd>
              </div>
            </dl>
          </div>
        </div>
      </section>
    </>
  );
}
