import type { ReactElement, ReactNode } from 'react';

import { Badge } from '../badge/badge';
import { cx } from '../class-names';
import { Image } from '../image/image';
import { formatPoints } from '../pipes/format';
import { fill, plural } from '../ui-provider/strings';
import { useUi } from '../ui-provider/ui-provider';
import './gift-card.css';

export type StockState = 'in_stock' | 'low' | 'out';

export interface GiftCardLinkProps {
  className: string;
  children: ReactNode;
  title: string;
}

export interface GiftCardProps {
  name: string;
  brand: string;
  points: number;
  /** The picture (a CDN path or URL); decorative, since the name is next to it. */
  imageSrc: string;
  /** Where the card leads; or `renderLink` for a router link. */
  href?: string;
  renderLink?: (props: GiftCardLinkProps) => ReactElement;
  /** Shown as a badge when low or out; in stock says nothing. */
  stock?: StockState;
  headingLevel?: 2 | 3;
  /** The first cards of a page above the fold: their picture is the LCP. */
  priority?: boolean;
  /** Extra content under the points (e.g. a rank). */
  children?: ReactNode;
  className?: string;
}

/**
 * A gift in a list: picture, brand, name and points. The name wraps to three lines before it is cut,
 * and the full name stays in the link's title and accessible name; the whole card is the target.
 */
export function GiftCard({
  name,
  brand,
  points,
  imageSrc,
  href,
  renderLink,
  stock,
  headingLevel = 3,
  priority = false,
  children,
  className,
}: GiftCardProps) {
  const { strings, iso } = useUi();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const linkProps: GiftCardLinkProps = {
    className: 'kado-gift-card__link',
    children: name,
    title: name,
  };
  const link = renderLink ? (
    renderLink(linkProps)
  ) : (
    <a href={href} className={linkProps.className} title={name}>
      {name}
    </a>
  );
  const pointsText = fill(plural(strings.points, points, iso), {
    points: formatPoints(points, iso),
  });
  return (
    <article className={cx('kado-gift-card', stock === 'out' && 'kado-gift-card--out', className)}>
      <Image className="kado-gift-card__image" src={imageSrc} alt="" priority={priority} />
      <div className="kado-gift-card__body">
        <p className="kado-gift-card__brand">{brand}</p>
        <Heading className="kado-gift-card__name">{link}</Heading>
        <p className="kado-gift-card__points">{pointsText}</p>
        {stock && stock !== 'in_stock' && (
          <p className="kado-gift-card__stock">
            <Badge tone={stock === 'out' ? 'danger' : 'warning'}>{strings.giftCard[stock]}</Badge>
          </p>
        )}
        {children}
      </div>
    </article>
  );
}
