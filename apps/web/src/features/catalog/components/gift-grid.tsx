import type { Gift } from '@kado/shared/schemas';

import { GiftCard } from './gift-card';
import './catalog.css';

/** Gifts as a grid; headingLevel follows the page's outline (2 right under the page title). */
export function GiftGrid({
  gifts,
  label,
  headingLevel = 3,
}: {
  gifts: readonly Gift[];
  label: string;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className="gift-grid" aria-label={label}>
      {gifts.map((gift) => (
        <li key={gift.id}>
          <GiftCard gift={gift} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
