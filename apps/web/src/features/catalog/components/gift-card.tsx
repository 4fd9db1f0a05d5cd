import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { pathFor } from '@kado/shared';
import type { Gift } from '@kado/shared/schemas';

import { useImageUrl } from '../../../config/runtime-config-context';
import { formatPoints } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import './catalog.css';

/** A gift in a list: image, brand, name (the link) and its price in points. */
export function GiftCard({ gift, headingLevel = 3 }: { gift: Gift; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const { iso } = useLocale();
  const imageUrl = useImageUrl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="gift-card">
      {/* The name below says what the gift is, so the picture is decorative. */}
      <img
        className="gift-card__image"
        src={imageUrl(gift.imagePath)}
        alt=""
        width={640}
        height={400}
        loading="lazy"
        decoding="async"
      />
      <div className="gift-card__body">
        <p className="gift-card__brand">{gift.brand.name}</p>
        <Heading className="gift-card__name">
          <Link to={pathFor('gift-item', { id: gift.id })} className="gift-card__link">
            {gift.name}
          </Link>
        </Heading>
        <p className="gift-card__points">
          {t('points.amount', { count: gift.points, points: formatPoints(gift.points, iso) })}
        </p>
      </div>
    </article>
  );
}
