import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { GiftDetail } from '@kado/shared/schemas';
import { usePipes } from '@kado/ui';

import { useImageUrl } from '../../../config/runtime-config-context';
import { catalogSearch } from '../hooks/catalog-query';
import './gift-item.css';

/** Paragraphs of a catalog text (blank lines separate them; single line breaks stay). */
export function CatalogText({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index} className="catalog-text">
          {paragraph}
        </p>
      ))}
    </>
  );
}

/**
 * A gift's page: picture, brand, name, price, validity, stock state, then its description, terms
 * and how to use it. `action` is the exchange panel the page composes in.
 */
export function GiftItemView({ gift, action }: { gift: GiftDetail; action: ReactNode }) {
  const { t } = useTranslation();
  const pipes = usePipes();
  const imageUrl = useImageUrl();
  const stockLabel = gift.available
    ? gift.stock === 'low'
      ? t('giftItem.stock.low')
      : t('giftItem.stock.in_stock')
    : gift.stock === 'out'
      ? t('giftItem.stock.out')
      : t('giftItem.stock.unavailable');
  const sections = [
    { id: 'description', title: t('giftItem.description'), text: gift.description },
    { id: 'how-to-use', title: t('giftItem.howToUse'), text: gift.howToUse },
    { id: 'terms', title: t('giftItem.terms'), text: gift.terms },
  ].filter((section): section is typeof section & { text: string } => section.text !== null);

  return (
    <article className="gift-item" aria-labelledby="gift-item-name">
      <div className="gift-item__media">
        <img
          className="gift-item__image"
          src={imageUrl(gift.imagePath)}
          alt=""
          width={640}
          height={400}
          decoding="async"
        />
      </div>
      <div className="gift-item__summary">
        <p className="gift-item__brand">
          <Link to={`/gift-items${catalogSearch({ brand: gift.brand.id })}`}>
            {gift.brand.name}
          </Link>
          <span aria-hidden="true"> · </span>
          <Link to={`/gift-items${catalogSearch({ category: gift.category.id })}`}>
            {gift.category.name}
          </Link>
        </p>
        <h1 id="gift-item-name" tabIndex={-1} className="gift-item__name">
          {gift.name}
        </h1>
        <p className="gift-item__points">
          {t('points.amount', { count: gift.points, points: pipes.points(gift.points) })}
        </p>
        <dl className="gift-item__facts">
          <div>
            <dt>{t('giftItem.validity')}</dt>
            <dd>{t('giftItem.validityDays', { count: gift.validityDays })}</dd>
          </div>
          <div>
            <dt>{t('giftItem.stockLabel')}</dt>
            <dd>
              <span className="gift-item__stock" data-stock={gift.available ? gift.stock : 'out'}>
                {stockLabel}
              </span>
            </dd>
          </div>
        </dl>
        {action}
      </div>
      <div className="gift-item__texts">
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={`gift-item-${section.id}`}>
            <h2 id={`gift-item-${section.id}`}>{section.title}</h2>
            <CatalogText text={section.text} />
          </section>
        ))}
      </div>
    </article>
  );
}
