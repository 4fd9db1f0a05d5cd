import { Link } from 'react-router';

import { pathFor } from '@kado/shared';
import type { Gift } from '@kado/shared/schemas';
import { GiftCard as GiftCardView } from '@kado/ui';

/** A gift in a list: the design system's card, its name a router link to the gift's page. */
export function GiftCard({
  gift,
  headingLevel = 3,
  priority = false,
}: {
  gift: Gift;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  return (
    <GiftCardView
      name={gift.name}
      brand={gift.brand.name}
      points={gift.points}
      imageSrc={gift.imagePath}
      headingLevel={headingLevel}
      priority={priority}
      renderLink={(props) => <Link {...props} to={pathFor('gift-item', { id: gift.id })} />}
    />
  );
}
